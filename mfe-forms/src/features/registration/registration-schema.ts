import * as yup from 'yup';
import type { Translate } from '../../i18n';
import { DIGITS_PATTERN, EMAIL_PATTERN } from '../../lib/patterns';

/** Spec 9: names 2 to 50 characters; the API allows phone numbers up to 30 digits. */
export const REGISTRATION_LIMITS = { nameMin: 2, nameMax: 50, phoneMax: 30, emailMax: 254 } as const;

const { nameMin, nameMax, phoneMax, emailMax } = REGISTRATION_LIMITS;

/**
 * The fields of spec 5 "Registration (simple)", each with its exact messages. The course
 * registration reuses them for the same four fields.
 */
export function registrationFields(t: Translate) {
  const message = (key: string) => t(`registration.errors.${key}`);
  return {
    firstName: yup
      .string()
      .trim()
      .required(message('firstNameRequired'))
      .min(nameMin, message('firstNameMin'))
      .max(nameMax, message('firstNameMax')),
    lastName: yup
      .string()
      .trim()
      .required(message('lastNameRequired'))
      .min(nameMin, message('lastNameMin'))
      .max(nameMax, message('lastNameMax')),
    email: yup
      .string()
      .trim()
      .required(message('emailRequired'))
      .matches(EMAIL_PATTERN, { message: message('emailInvalid'), excludeEmptyString: true })
      .max(emailMax, message('emailInvalid')),
    phone: phoneField(t),
  };
}

/** Phone: required ('Die Telefonnummer ist erforderlich.') and digits only. */
function phoneField(t: Translate) {
  return yup
    .string()
    .trim()
    .required(t('registration.errors.phoneRequired'))
    .matches(DIGITS_PATTERN, { message: t('registration.errors.phoneDigits'), excludeEmptyString: true })
    .max(phoneMax, t('registration.errors.phoneMax'));
}

export function makeRegistrationSchema(t: Translate) {
  return yup.object(registrationFields(t));
}

/** Spec 5: "A separate schema checks phone alone with the same rules." */
export function makePhoneSchema(t: Translate) {
  return yup.object({ phone: phoneField(t) });
}

export type RegistrationValues = yup.InferType<ReturnType<typeof makeRegistrationSchema>>;

export const emptyRegistrationValues: RegistrationValues = { firstName: '', lastName: '', email: '', phone: '' };
