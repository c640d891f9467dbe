import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ButtonLink } from '@edu/shared/ui/button';
import { Container, Section } from '@edu/shared/ui/layout';
import { paths } from '../../config/paths';
import { LAYOUT_NS } from '../../i18n/layout';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 16px;
  max-width: 560px;
  margin: 0 auto;
  padding: 24px 0;
  text-align: center;

  h1 {
    margin: 0;
    font-size: clamp(1.625rem, 1.2rem + 2vw, 2.25rem);
    line-height: 1.25;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Code = styled.div`
  color: ${({ theme }) => theme.colors.primary};
  font-size: 3.5rem;
  font-weight: 800;
  line-height: 1;
`;

/** Everything no route claims: a clear message and the way back home. */
export default function NotFoundPage() {
  const { t } = useTranslation(LAYOUT_NS);
  const { t: tc } = useTranslation('common');
  return (
    <Section>
      <title>{`${t('notFound.title')} | ${t('siteName')}`}</title>
      <Container>
        <Box>
          <Code aria-hidden="true">404</Code>
          <h1>{t('notFound.title')}</h1>
          <p>{t('notFound.description')}</p>
          <ButtonLink to={paths.home}>{tc('actions.backHome')}</ButtonLink>
        </Box>
      </Container>
    </Section>
  );
}
