import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Container, Section } from '@edu/shared/ui/layout';
import { media } from '@edu/shared/theme';
import { PAGES_NS } from '../../i18n/pages';
import { BookIcon, GrowthIcon, InclusionIcon } from './icons';
import { SectionHeading } from './section-heading';

/** Spec 1: inclusive education, spreading knowledge, developing skills. */
const GOALS: readonly { id: string; Icon: ComponentType<{ size?: number }> }[] = [
  { id: 'inclusive', Icon: InclusionIcon },
  { id: 'knowledge', Icon: BookIcon },
  { id: 'skills', Icon: GrowthIcon },
];

const List = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 20px;
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: 24px;
  }
`;

const Goal = styled.li`
  padding: 24px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 4px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.md};

  h3 {
    margin: 16px 0 8px;
    font-size: 1.25rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const IconBadge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 52px;
  height: 52px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: #e7f1f6;
  color: ${({ theme }) => theme.colors.primary};
`;

export function Goals() {
  const { t } = useTranslation(PAGES_NS);
  return (
    <Section aria-labelledby="goals-heading">
      <Container>
        <SectionHeading id="goals-heading" title={t('home.goals.heading')} intro={t('home.goals.intro')} />
        <List>
          {GOALS.map(({ id, Icon }) => (
            <Goal key={id}>
              <IconBadge>
                <Icon size={28} />
              </IconBadge>
              <h3>{t(`home.goals.${id}.title`)}</h3>
              <p>{t(`home.goals.${id}.text`)}</p>
            </Goal>
          ))}
        </List>
      </Container>
    </Section>
  );
}
