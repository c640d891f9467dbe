import * as yup from 'yup';
import type { Translate } from '../../i18n';
import { EMAIL_PATTERN, PHONE_PATTERN } from '../../lib/patterns';

/** The API's length limits (api/src/schemas/communications.ts). */
export const CONTACT_LIMITS = { name: 100, email: 254, phone: 30, title: 200, content: 5000 } as const;

/**
 * Spec 5, contact form: email required and valid ('Ungültige E-Mail Adresse'); phone, title
 * and content required ('{{name}} ist erforderlich' naming the field); name optional.
 */
export function makeContactSchema(t: Translate) {
  const label = (field: keyof typeof CONTACT_LIMITS) => t(`contact.fields.${field}`);
  const required = (field: keyof typeof CONTACT_LIMITS) => t('errors.required', { ns: 'common', name: label(field) });
  const max = (field: keyof typeof CONTACT_LIMITS) =>
    [CONTACT_LIMITS[field], t('validation.maxLength', { name: label(field), max: CONTACT_LIMITS[field] })] as const;

  return yup.object({
    name: yup.string().trim().max(...max('name')).default(''),
    email: yup
      .string()
      .trim()
      .required(required('email'))
      .matches(EMAIL_PATTERN, { message: t('errors.invalidEmail', { ns: 'common' }), excludeEmptyString: true })
      .max(...max('email')),
    phone: yup
      .string()
      .trim()
      .required(required('phone'))
      .matches(PHONE_PATTERN, { message: t('validation.phoneInvalid'), excludeEmptyString: true })
      .max(...max('phone')),
    title: yup.string().trim().required(required('title')).max(...max('title')),
    content: yup.string().trim().required(required('content')).max(...max('content')),
  });
}

export type ContactValues = yup.InferType<ReturnType<typeof makeContactSchema>>;

export const emptyContactValues: ContactValues = { name: '', email: '', phone: '', title: '', content: '' };
