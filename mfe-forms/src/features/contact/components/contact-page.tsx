import { useId } from 'react';
import styled from 'styled-components';
import { media } from '@edu/shared/theme';
import { Card } from '@edu/shared/ui/card';
import { Container, Section } from '@edu/shared/ui/layout';
import { useFormsTranslation } from '../../../i18n';
import portraitUrl from '../assets/contact-portrait.svg';
import { ContactForm } from './contact-form';
import { ContactHero } from './contact-hero';
import { ContactInfoCards } from './contact-info-cards';

const FormLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 32px;
  margin-top: 40px;

  ${media.lg} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: stretch;
  }
`;

const FormCard = styled(Card)`
  padding: 24px 20px;

  ${media.md} {
    padding: 32px;
  }

  h2 {
    margin: 0 0 8px;
    font-size: 1.5rem;
  }
`;

/**
 * Spec 2: the portrait shows on large screens only. A CSS background inside the media query,
 * so phones never download it.
 */
const Portrait = styled.div`
  display: none;

  ${media.lg} {
    display: block;
    min-height: 420px;
    border-radius: ${({ theme }) => theme.radii.lg};
    background: #f8fbfd url(${portraitUrl}) center / contain no-repeat;
  }
`;

export function ContactPage() {
  const { t } = useFormsTranslation();
  const pageHeadingId = useId();
  const formHeadingId = useId();
  return (
    <div>
      <ContactHero headingId={pageHeadingId} />
      <Section>
        <Container>
          <ContactInfoCards />
          <FormLayout>
            <FormCard as="section" aria-labelledby={formHeadingId}>
              <h2 id={formHeadingId}>{t('contact.formTitle')}</h2>
              <ContactForm headingId={formHeadingId} />
            </FormCard>
            <Portrait aria-hidden="true" />
          </FormLayout>
        </Container>
      </Section>
    </div>
  );
}
