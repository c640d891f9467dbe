import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CardGrid, Container, Section } from '@edu/shared/ui/layout';
import { PAGES_NS } from '../../i18n/pages';
import { BridgeIcon, ChartIcon, ChatIcon, CodeIcon, LifebuoyIcon, TeacherIcon } from '../home/icons';
import { AboutHeading } from './about-heading';

/** Spec 1: Beratung, Entwicklung, Support, Schulungen, Integration, Optimierung. */
const SERVICES: readonly { id: string; Icon: ComponentType<{ size?: number }> }[] = [
  { id: 'consulting', Icon: ChatIcon },
  { id: 'development', Icon: CodeIcon },
  { id: 'support', Icon: LifebuoyIcon },
  { id: 'training', Icon: TeacherIcon },
  { id: 'integration', Icon: BridgeIcon },
  { id: 'optimization', Icon: ChartIcon },
];

const Service = styled.li`
  display: flex;
  gap: 16px;
  align-items: flex-start;
  padding: 20px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  h3 {
    margin: 0 0 4px;
    font-size: 1.125rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const IconBadge = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: #e7f1f6;
  color: ${({ theme }) => theme.colors.primary};
`;

export function Services() {
  const { t } = useTranslation(PAGES_NS);
  return (
    <Section aria-labelledby="services-heading">
      <Container>
        <AboutHeading id="services-heading">{t('about.services.heading')}</AboutHeading>
        <CardGrid as="ul">
          {SERVICES.map(({ id, Icon }) => (
            <Service key={id}>
              <IconBadge>
                <Icon size={26} />
              </IconBadge>
              <div>
                <h3>{t(`about.services.${id}.title`)}</h3>
                <p>{t(`about.services.${id}.text`)}</p>
              </div>
            </Service>
          ))}
        </CardGrid>
      </Container>
    </Section>
  );
}
