import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ButtonLink } from '@edu/shared/ui/button';
import { Container, Section } from '@edu/shared/ui/layout';
import { media } from '@edu/shared/theme';
import { paths } from '../../config/paths';
import { PAGES_NS } from '../../i18n/pages';
import { ClockIcon } from '../../layout/icons';

const Box = styled.div`
  display: grid;
  gap: 20px;
  align-items: center;
  padding: 28px;
  background: linear-gradient(135deg, #e7f1f6 0%, #fdf1e8 100%);
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};

  ${media.md} {
    grid-template-columns: auto minmax(0, 1fr) auto;
    padding: 32px 40px;
  }

  h2 {
    margin: 0 0 4px;
    font-size: 1.5rem;
  }
  p {
    margin: 0;
  }
`;

const Icon = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.colors.primary};
`;

const Time = styled.p`
  font-size: 1.25rem;
  font-weight: 700;
`;

const Closed = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

/** Spec 1: opening hours Monday to Friday, 9:00 to 17:00. */
export function OpeningHours() {
  const { t } = useTranslation(PAGES_NS);
  return (
    <Section aria-labelledby="hours-heading">
      <Container>
        <Box>
          <Icon>
            <ClockIcon size={48} />
          </Icon>
          <div>
            <h2 id="hours-heading">{t('about.hours.heading')}</h2>
            <Time>{t('about.hours.summary')}</Time>
            <Closed>{t('about.hours.closed')}</Closed>
          </div>
          <ButtonLink to={paths.contact} size="lg">
            {t('about.hours.contact')}
          </ButtonLink>
        </Box>
      </Container>
    </Section>
  );
}
