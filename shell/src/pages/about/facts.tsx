import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { media } from '@edu/shared/theme';
import { VisuallyHidden } from '@edu/shared/ui/visually-hidden';
import { PAGES_NS } from '../../i18n/pages';

/** Spec 9: over 15 years of experience, 24/7 support, ISO certified. */
const FACTS = ['experience', 'support', 'iso'] as const;

const List = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
  margin: 32px 0 0;
  padding: 0;
  list-style: none;

  ${media.sm} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Fact = styled.li`
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding: 20px 24px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Value = styled.span`
  font-size: 2.25rem;
  font-weight: 800;
  line-height: 1.1;
`;

export function Facts() {
  const { t } = useTranslation(PAGES_NS);
  return (
    <section aria-labelledby="facts-heading">
      <VisuallyHidden as="h2" id="facts-heading">
        {t('about.facts.heading')}
      </VisuallyHidden>
      <List>
        {FACTS.map((id) => (
          <Fact key={id}>
            {/* The label repeats the figure in words, so the big figure is decoration for screen readers. */}
            <Value aria-hidden="true">{t(`about.facts.${id}.value`)}</Value>
            <span>{t(`about.facts.${id}.label`)}</span>
          </Fact>
        ))}
      </List>
    </section>
  );
}
