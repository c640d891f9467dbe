import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ButtonLink } from '@edu/shared/ui/button';
import { Container } from '@edu/shared/ui/layout';
import { media } from '@edu/shared/theme';
import { paths } from '../../config/paths';
import { PAGES_NS } from '../../i18n/pages';
import { HeroIllustration } from './hero-illustration';

// The hero is the largest paint of the page (LCP): text on a CSS gradient, no image to wait for.
const HeroSection = styled.section`
  position: relative;
  overflow: hidden;
  background:
    radial-gradient(circle at 85% 15%, rgba(194, 65, 12, 0.1), transparent 45%),
    linear-gradient(135deg, #e7f1f6 0%, #f5f7fa 55%, #fdf1e8 100%);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const HeroGrid = styled(Container)`
  display: grid;
  gap: 32px;
  align-items: center;
  padding-top: 48px;
  padding-bottom: 56px;

  ${media.lg} {
    grid-template-columns: minmax(0, 1.25fr) minmax(0, 1fr);
    padding-top: 80px;
    padding-bottom: 88px;
  }
`;

const Eyebrow = styled.p`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 700;
  font-size: 0.9375rem;
`;

const Heading = styled.h1`
  margin: 0;
  color: ${({ theme }) => theme.colors.primary};
  font-size: clamp(2.125rem, 1.3rem + 4vw, 3.75rem);
  line-height: 1.15;
  letter-spacing: -0.01em;
`;

const Lead = styled.p`
  max-width: 36rem;
  margin: 20px 0 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: clamp(1.0625rem, 1rem + 0.3vw, 1.25rem);
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 32px;
`;

const Illustration = styled.div`
  display: none;

  ${media.lg} {
    display: flex;
    justify-content: center;
  }
`;

export function Hero() {
  const { t } = useTranslation(PAGES_NS);
  return (
    <HeroSection aria-labelledby="home-heading">
      <HeroGrid>
        <div>
          <Eyebrow>{t('home.hero.eyebrow')}</Eyebrow>
          <Heading id="home-heading">{t('home.hero.heading')}</Heading>
          <Lead>{t('home.hero.text')}</Lead>
          <Actions>
            <ButtonLink to={paths.about} size="lg">
              {t('home.hero.about')}
            </ButtonLink>
            <ButtonLink to={paths.contact} size="lg" variant="secondary">
              {t('home.hero.contact')}
            </ButtonLink>
          </Actions>
        </div>
        <Illustration>
          <HeroIllustration />
        </Illustration>
      </HeroGrid>
    </HeroSection>
  );
}
