import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import toast from 'react-hot-toast';
import styled from 'styled-components';
import { errorText } from '@edu/shared/api';
import { shouldShowError } from '@edu/shared/forms/fields';
import { useLanguage } from '@edu/shared/i18n';
import { Button } from '@edu/shared/ui/button';
import { useFormsTranslation } from '../../../i18n';
import { useRevalidateOnLanguageChange } from '../../../lib/use-revalidate-on-language-change';
import { subscribeNewsletter } from '../api/subscribe-newsletter';
import { makeNewsletterSchema, type NewsletterValues } from '../newsletter-schema';

// The widget sits on backgrounds it does not know (the shell's footer): text colours are
// inherited, and the controls and the error bring their own light surface.
const Box = styled.form`
  max-width: 420px;
  color: inherit;
`;

const Title = styled.h2`
  margin: 0 0 4px;
  font-size: 1.0625rem;
  color: inherit;
`;

const Text = styled.p`
  margin: 0 0 12px;
  font-size: 0.9375rem;
  color: inherit;
  opacity: 0.9;
`;

const Label = styled.label`
  display: block;
  margin-bottom: 6px;
  font-size: 0.9375rem;
  font-weight: 600;
  color: inherit;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const Input = styled.input`
  flex: 1 1 200px;
  min-width: 0;
  min-height: 44px;
  padding: 10px 12px;
  border: 1px solid ${({ theme }) => theme.colors.muted};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;

  &::placeholder {
    color: ${({ theme }) => theme.colors.muted};
  }
  &[aria-invalid='true'] {
    border: 2px solid ${({ theme }) => theme.colors.danger};
  }
`;

const ErrorText = styled.p`
  display: inline-block;
  margin: 8px 0 0;
  padding: 4px 8px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.875rem;
  font-weight: 600;
`;

/** `./NewsletterSignup`: the footer's compact newsletter form (email and a button). */
export function NewsletterSignup() {
  const { t } = useFormsTranslation();
  const language = useLanguage();
  const id = useId();
  const schema = useMemo(() => makeNewsletterSchema(t), [t, language]);
  const form = useForm<NewsletterValues>({ mode: 'all', resolver: yupResolver(schema), defaultValues: { email: '' } });
  useRevalidateOnLanguageChange(form);
  const { errors, touchedFields, isSubmitted, isSubmitting } = form.formState;
  const error = errors.email && shouldShowError(Boolean(touchedFields.email), isSubmitted) ? errors.email.message : undefined;

  const onSubmit = async ({ email }: NewsletterValues) => {
    try {
      await subscribeNewsletter(email);
      toast.success(t('newsletter.success'));
      form.reset({ email: '' });
    } catch (failure) {
      toast.error(errorText(failure, t));
    }
  };

  return (
    <Box noValidate aria-labelledby={`${id}title`} onSubmit={form.handleSubmit(onSubmit)}>
      <Title id={`${id}title`}>{t('newsletter.title')}</Title>
      <Text>{t('newsletter.text')}</Text>
      <Label htmlFor={`${id}email`}>{t('newsletter.label')}</Label>
      <Row>
        <Input
          id={`${id}email`}
          type="email"
          dir="ltr"
          autoComplete="email"
          placeholder={t('newsletter.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}error` : undefined}
          {...form.register('email')}
        />
        {/* The light variant stands out on the dark footer and on light pages alike. */}
        <Button type="submit" variant="secondary" loading={isSubmitting}>
          {isSubmitting ? t('newsletter.sending') : t('newsletter.submit')}
        </Button>
      </Row>
      {error && <ErrorText id={`${id}error`}>{error}</ErrorText>}
    </Box>
  );
}
