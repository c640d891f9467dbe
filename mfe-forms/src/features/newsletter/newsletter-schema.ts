import * as yup from 'yup';
import type { Translate } from '../../i18n';
import { EMAIL_PATTERN } from '../../lib/patterns';

export function makeNewsletterSchema(t: Translate) {
  return yup.object({
    email: yup
      .string()
      .trim()
      .required(t('errors.required', { ns: 'common', name: t('newsletter.label') }))
      .matches(EMAIL_PATTERN, { message: t('errors.invalidEmail', { ns: 'common' }), excludeEmptyString: true })
      .max(254, t('validation.maxLength', { name: t('newsletter.label'), max: 254 })),
  });
}

export type NewsletterValues = yup.InferType<ReturnType<typeof makeNewsletterSchema>>;
