import { useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import toast from 'react-hot-toast';
import styled from 'styled-components';
import { submitErrorMessages } from '@edu/shared/api';
import { TextAreaField, TextField } from '@edu/shared/forms/fields';
import { useLanguage } from '@edu/shared/i18n';
import { media } from '@edu/shared/theme';
import { Button } from '@edu/shared/ui/button';
import { useFormsTranslation } from '../../../i18n';
import { useRevalidateOnLanguageChange } from '../../../lib/use-revalidate-on-language-change';
import { createCommunication } from '../api/create-communication';
import { CONTACT_LIMITS, emptyContactValues, makeContactSchema, type ContactValues } from '../contact-schema';

const Row = styled.div`
  ${media.md} {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    column-gap: 20px;
  }
`;

const Note = styled.p`
  margin: 0 0 20px;
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/** Spec 2/3/5/8: the contact message form (idle → sending → success with reset, or failure). */
export function ContactForm({ headingId }: { headingId: string }) {
  const { t } = useFormsTranslation();
  const language = useLanguage();
  const schema = useMemo(() => makeContactSchema(t), [t, language]);
  const form = useForm<ContactValues>({ mode: 'all', resolver: yupResolver(schema), defaultValues: emptyContactValues });
  useRevalidateOnLanguageChange(form);
  const sending = form.formState.isSubmitting;

  const onSubmit = async (values: ContactValues) => {
    try {
      await createCommunication(values);
      toast.success(t('messages.messageSent', { ns: 'common' }));
      form.reset(emptyContactValues);
    } catch (error) {
      for (const message of submitErrorMessages(error, t('errors.sendFailed', { ns: 'common' }))) toast.error(message);
    }
  };

  return (
    <FormProvider {...form}>
      <form noValidate aria-labelledby={headingId} onSubmit={form.handleSubmit(onSubmit)}>
        <Note>{t('contact.formIntro')}</Note>
        <Row>
          <TextField
            name="name"
            label={t('contact.optionalLabel', { label: t('contact.fields.name') })}
            autoComplete="name"
            maxLength={CONTACT_LIMITS.name}
          />
          <TextField name="email" type="email" label={t('contact.fields.email')} autoComplete="email" required />
        </Row>
        <Row>
          <TextField name="phone" type="tel" label={t('contact.fields.phone')} autoComplete="tel" inputMode="tel" required />
          <TextField name="title" label={t('contact.fields.title')} required maxLength={CONTACT_LIMITS.title} />
        </Row>
        <TextAreaField name="content" label={t('contact.fields.content')} rows={5} required maxLength={CONTACT_LIMITS.content} />
        <Button type="submit" size="lg" loading={sending}>
          {sending ? t('contact.sending') : t('contact.submit')}
        </Button>
      </form>
    </FormProvider>
  );
}
