import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CardGrid, Container, Section } from '@edu/shared/ui/layout';
import { objectList, PAGES_NS } from '../../i18n/pages';
import { CheckIcon } from '../home/icons';
import { AboutHeading } from './about-heading';

export interface TitledText {
  title: string;
  text: string;
}

const Band = styled(Section)`
  background: ${({ theme }) => theme.colors.surface};
`;

const Reason = styled.li`
  display: flex;
  gap: 12px;
  align-items: flex-start;

  svg {
    flex: none;
    margin-top: 2px;
    padding: 4px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.success};
    color: ${({ theme }) => theme.colors.primaryText};
  }
  h3 {
    margin: 0 0 4px;
    font-size: 1.125rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** Six reasons to choose the network. */
export function Reasons() {
  const { t } = useTranslation(PAGES_NS);
  return (
    <Band aria-labelledby="reasons-heading">
      <Container>
        <AboutHeading id="reasons-heading">{t('about.reasons.heading')}</AboutHeading>
        <CardGrid as="ul">
          {objectList<TitledText>(t, 'about.reasons.items').map(({ title, text }) => (
            <Reason key={title}>
              <CheckIcon size={28} />
              <div>
                <h3>{title}</h3>
                <p>{text}</p>
              </div>
            </Reason>
          ))}
        </CardGrid>
      </Container>
    </Band>
  );
}
