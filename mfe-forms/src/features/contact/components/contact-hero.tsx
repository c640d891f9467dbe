import styled from 'styled-components';
import { media } from '@edu/shared/theme';
import { Container } from '@edu/shared/ui/layout';
import { useFormsTranslation } from '../../../i18n';

/** A CSS-only banner (gradient and rings): nothing to download, no layout shift. */
const Banner = styled.div`
  position: relative;
  overflow: hidden;
  padding: 40px 0 48px;
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.primary} 0%, #0e6a8f 100%);
  color: ${({ theme }) => theme.colors.primaryText};

  &::before,
  &::after {
    content: '';
    position: absolute;
    border: 24px solid rgba(255, 255, 255, 0.08);
    border-radius: 50%;
    pointer-events: none;
  }
  &::before {
    width: 260px;
    height: 260px;
    top: -110px;
    right: -60px;
  }
  &::after {
    width: 180px;
    height: 180px;
    bottom: -90px;
    right: 22%;
  }

  ${media.md} {
    padding: 64px 0 72px;
  }
`;

const Title = styled.h1`
  position: relative;
  margin: 0;
  font-size: clamp(1.75rem, 1.2rem + 2.4vw, 2.75rem);
  line-height: 1.2;
`;

const Lead = styled.p`
  position: relative;
  max-width: 640px;
  margin: 12px 0 0;
  font-size: 1.0625rem;
  line-height: 1.6;
`;

export function ContactHero({ headingId }: { headingId: string }) {
  const { t } = useFormsTranslation();
  return (
    <Banner>
      <Container>
        <Title id={headingId}>{t('contact.heroTitle')}</Title>
        <Lead>{t('contact.heroText')}</Lead>
      </Container>
    </Banner>
  );
}
