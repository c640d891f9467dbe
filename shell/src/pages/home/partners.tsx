import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Container } from '@edu/shared/ui/layout';
import { PAGES_NS } from '../../i18n/pages';

/** The three partner logos (self-made SVGs in public/images), each 180 × 60. */
export const PARTNERS = [
  { id: 'library', src: '/images/partner-library.svg' },
  { id: 'languages', src: '/images/partner-languages.svg' },
  { id: 'techlab', src: '/images/partner-techlab.svg' },
] as const;

const Strip = styled.section`
  padding: 40px 0;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Heading = styled.h2`
  margin: 0 0 24px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 1rem;
  font-weight: 700;
  text-align: center;
`;

const Logos = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: 24px 48px;
  margin: 0;
  padding: 0;
  list-style: none;

  img {
    width: 180px;
    height: 60px;
  }
`;

export function Partners() {
  const { t } = useTranslation(PAGES_NS);
  return (
    <Strip aria-labelledby="partners-heading">
      <Container>
        <Heading id="partners-heading">{t('home.partners.heading')}</Heading>
        <Logos>
          {PARTNERS.map(({ id, src }) => (
            <li key={id}>
              {/* width/height reserve the space before the file arrives (no layout shift). */}
              <img src={src} alt={t(`home.partners.${id}`)} width={180} height={60} loading="lazy" decoding="async" />
            </li>
          ))}
        </Logos>
      </Container>
    </Strip>
  );
}
