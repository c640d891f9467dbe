import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Container, Section } from '@edu/shared/ui/layout';
import { media } from '@edu/shared/theme';
import { objectList, PAGES_NS } from '../../i18n/pages';
import { AboutHeading } from './about-heading';
import type { TitledText } from './reasons';

// Five values: one column on phones, then two, then a row of five.
const List = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
`;

const Value = styled.li`
  padding: 20px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.sm};

  h3 {
    margin: 0 0 6px;
    color: ${({ theme }) => theme.colors.primary};
    font-size: 1.125rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** Five values. */
export function Values() {
  const { t } = useTranslation(PAGES_NS);
  return (
    <Section aria-labelledby="values-heading">
      <Container>
        <AboutHeading id="values-heading">{t('about.values.heading')}</AboutHeading>
        <List>
          {objectList<TitledText>(t, 'about.values.items').map(({ title, text }) => (
            <Value key={title}>
              <h3>{title}</h3>
              <p>{text}</p>
            </Value>
          ))}
        </List>
      </Container>
    </Section>
  );
}
