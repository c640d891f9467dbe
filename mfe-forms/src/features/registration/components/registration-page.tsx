import { useId, useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import toast from 'react-hot-toast';
import styled from 'styled-components';
import { submitErrorMessages } from '@edu/shared/api';
import { TextField } from '@edu/shared/forms/fields';
import { useLanguage } from '@edu/shared/i18n';
import { media } from '@edu/shared/theme';
import { Button } from '@edu/shared/ui/button';
import { Card } from '@edu/shared/ui/card';
import { Container, PageHeading, Section } from '@edu/shared/ui/layout';
import { RegistrationSuccessDialog } from '../../../components/registration-success-dialog';
import { useFormsTranslation } from '../../../i18n';
import { useRevalidateOnLanguageChange } from '../../../lib/use-revalidate-on-language-change';
import { createRegistration } from '../api/create-registration';
import { REGISTRATION_LIMITS, emptyRegistrationValues, makeRegistrationSchema, type RegistrationValues } from '../registration-schema';

const Narrow = styled.div`
  max-width: 720px;
  margin: 0 auto;
`;

const FormCard = styled(Card)`
  padding: 24px 20px;

  ${media.md} {
    padding: 32px;
  }
`;

const Row = styled.div`
  ${media.md} {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    column-gap: 20px;
  }
`;

/** The simple registration (spec 3/5): four fields, then the success dialog. */
export function RegistrationPage() {
  const { t } = useFormsTranslation();
  const language = useLanguage();
  const headingId = useId();
  const [succeeded, setSucceeded] = useState(false);
  const schema = useMemo(() => makeRegistrationSchema(t), [t, language]);
  const form = useForm<RegistrationValues>({ mode: 'all', resolver: yupResolver(schema), defaultValues: emptyRegistrationValues });
  useRevalidateOnLanguageChange(form);
  const sending = form.formState.isSubmitting;

  const onSubmit = async (values: RegistrationValues) => {
    try {
      await createRegistration(values);
      form.reset(emptyRegistrationValues);
      setSucceeded(true);
    } catch (error) {
      for (const message of submitErrorMessages(error, t('errors.sendFailed', { ns: 'common' }))) toast.error(message);
    }
  };

  return (
    <Section>
      <Container>
        <Narrow>
          <PageHeading id={headingId} title={t('registration.title')} subtitle={t('registration.intro')} />
          <FormCard>
            <FormProvider {...form}>
              <form noValidate aria-labelledby={headingId} onSubmit={form.handleSubmit(onSubmit)}>
                <Row>
                  <TextField name="firstName" label={t('registration.fields.firstName')} autoComplete="given-name" required maxLength={REGISTRATION_LIMITS.nameMax} />
                  <TextField name="lastName" label={t('registration.fields.lastName')} autoComplete="family-name" required maxLength={REGISTRATION_LIMITS.nameMax} />
                </Row>
                <Row>
                  <TextField name="email" type="email" label={t('registration.fields.email')} autoComplete="email" required />
                  <TextField name="phone" type="tel" label={t('registration.fields.phone')} autoComplete="tel" inputMode="numeric" required />
                </Row>
                <Button type="submit" size="lg" loading={sending}>
                  {sending ? t('registration.sending') : t('registration.submit')}
                </Button>
              </form>
            </FormProvider>
          </FormCard>
        </Narrow>
      </Container>
      <RegistrationSuccessDialog open={succeeded} onClose={() => setSucceeded(false)} />
    </Section>
  );
}
