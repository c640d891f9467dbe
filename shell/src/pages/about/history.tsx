import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Container, Section } from '@edu/shared/ui/layout';
import { media } from '@edu/shared/theme';
import { objectList, PAGES_NS } from '../../i18n/pages';
import { AboutHeading } from './about-heading';

interface Milestone {
  year: string;
  text: string;
}

const Band = styled(Section)`
  background: ${({ theme }) => theme.colors.surface};
`;

const Layout = styled.div`
  display: grid;
  gap: 24px;

  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.4fr);
    gap: 48px;
  }
`;

// Written left-to-right: in Arabic the line and the dots move to the right side on their own.
const Timeline = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  border-left: 3px solid ${({ theme }) => theme.colors.border};

  li {
    position: relative;
    padding: 0 0 20px 24px;
  }
  li::before {
    content: '';
    position: absolute;
    top: 6px;
    left: -10px;
    width: 17px;
    height: 17px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.surface};
    border: 3px solid ${({ theme }) => theme.colors.accent};
  }
  li:last-child {
    padding-bottom: 0;
  }
`;

const Year = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.primary};
  font-size: 1.25rem;
  font-weight: 800;
`;

export function History() {
  const { t } = useTranslation(PAGES_NS);
  return (
    <Band aria-labelledby="history-heading">
      <Container>
        <Layout>
          <div>
            <AboutHeading id="history-heading">{t('about.history.heading')}</AboutHeading>
            <p>{t('about.history.text')}</p>
          </div>
          <Timeline>
            {objectList<Milestone>(t, 'about.history.milestones').map(({ year, text }) => (
              <li key={year}>
                <Year>{year}</Year>
                {text}
              </li>
            ))}
          </Timeline>
        </Layout>
      </Container>
    </Band>
  );
}
