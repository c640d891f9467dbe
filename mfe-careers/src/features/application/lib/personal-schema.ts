import type { TFunction } from 'i18next';
import * as yup from 'yup';
import { toIsoDate } from '@edu/shared/format';

/**
 * Step 1 'Eckdaten'. The spec leaves these rules open; they are chosen here, kept in line with
 * what the API accepts, so the server does not reject what the form let through:
 * - first and last name: 2 to 50 characters (spec 9), any script (names are written in Arabic,
 *   German and more, with hyphens and apostrophes);
 * - email: local@domain.tld, the same shape as the API's `email` format (a domain with a dot);
 * - phone: digits only, optionally one leading '+' (international numbers) and single spaces
 *   between groups, 6 to 15 digits (E.164 allows at most 15);
 * - birth date: a real date, not in the future, the applicant at least 18 (an adult) and at
 *   most 100 years old (a typing slip such as 1095 instead of 1995);
 * - postal code: exactly 5 digits (German postal codes; spec 9);
 * - street (max 100), building number (max 20), city (max 100), nationality (max 100) and
 *   location (max 200): required, with the API's maximum lengths;
 * - marital status: one of the four values the API knows, SINGLE by default.
 */
export const RULES = {
  nameMin: 2,
  nameMax: 50,
  emailMax: 254,
  phoneMinDigits: 6,
  phoneMaxDigits: 15,
  adultAge: 18,
  maxAge: 100,
  streetMax: 100,
  buildingNumMax: 20,
  cityMax: 100,
  nationalityMax: 100,
  locationMax: 200,
} as const;

/** The API field is spelled `martialStatus`; the values are marital statuses. */
export const MARTIAL_STATUSES = ['SINGLE', 'MARRIED', 'DIVORCED', 'WIDOWED'] as const;
export type MartialStatus = (typeof MARTIAL_STATUSES)[number];

/** Same pattern as the API's `email` format (ajv-formats), so both sides agree. */
export const EMAIL_PATTERN =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;
/** A leading '+' optional, then digits with single spaces between groups. */
export const PHONE_PATTERN = /^\+?\d+(?: \d+)*$/;
export const POSTAL_CODE_PATTERN = /^\d{5}$/;
const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface PersonalValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  birthDate: string;
  street: string;
  buildingNum: string;
  zipCode: string;
  city: string;
  employeeNationality: string;
  martialStatus: MartialStatus | '';
  location: string;
}

/** The step-1 field names, in the order they appear (the "next" button validates these). */
export const PERSONAL_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'birthDate',
  'martialStatus',
  'street',
  'buildingNum',
  'zipCode',
  'city',
  'employeeNationality',
  'location',
] as const satisfies readonly (keyof PersonalValues)[];

/** The same calendar day `years` earlier (29 February becomes 28 February). */
export function yearsBefore(date: Date, years: number): string {
  const year = date.getFullYear() - years;
  const lastDayOfMonth = new Date(year, date.getMonth() + 1, 0).getDate();
  return toIsoDate(new Date(year, date.getMonth(), Math.min(date.getDate(), lastDayOfMonth)));
}

/** Spec 5 defaults: birth date 18 years before today, marital status SINGLE, the rest empty. */
export function defaultPersonalValues(today: Date = new Date()): PersonalValues {
  return {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    birthDate: yearsBefore(today, RULES.adultAge),
    street: '',
    buildingNum: '',
    zipCode: '',
    city: '',
    employeeNationality: '',
    martialStatus: 'SINGLE',
    location: '',
  };
}

function isRealDate(value: string): boolean {
  const match = ISO_DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
}

/**
 * Step-1 schema with messages already in the visitor's language (the fields show them as is).
 * `now` is read at validation time, so a form left open past midnight still checks correctly.
 */
export function makePersonalSchema(t: TFunction, now: () => Date = () => new Date()) {
  const label = (field: keyof PersonalValues) => t(`application.fields.${field}`, { ns: 'careers' });
  const required = (field: keyof PersonalValues) => t('errors.required', { ns: 'common', name: label(field) });
  const min = (field: keyof PersonalValues, value: number) =>
    t('application.errors.minLength', { ns: 'careers', name: label(field), min: value });
  const max = (field: keyof PersonalValues, value: number) =>
    t('application.errors.maxLength', { ns: 'careers', name: label(field), max: value });
  const text = (field: keyof PersonalValues, maxLength: number) =>
    yup.string().trim().required(required(field)).max(maxLength, max(field, maxLength));
  const name = (field: 'firstName' | 'lastName') => text(field, RULES.nameMax).min(RULES.nameMin, min(field, RULES.nameMin));

  return yup.object({
    firstName: name('firstName'),
    lastName: name('lastName'),
    email: text('email', RULES.emailMax).matches(EMAIL_PATTERN, { message: t('errors.invalidEmail', { ns: 'common' }) }),
    phone: yup
      .string()
      // Runs of spaces become one, so "0151  234" is stored as "0151 234".
      .transform((value: unknown) => (typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : value))
      .required(required('phone'))
      .matches(PHONE_PATTERN, { message: t('application.errors.phoneDigits', { ns: 'careers' }) })
      .test(
        'phone-length',
        t('application.errors.phoneLength', { ns: 'careers', min: RULES.phoneMinDigits, max: RULES.phoneMaxDigits }),
        (value) => {
          if (!value || !PHONE_PATTERN.test(value)) return true; // the pattern reports that
          const digits = value.replace(/\D/g, '').length;
          return digits >= RULES.phoneMinDigits && digits <= RULES.phoneMaxDigits;
        },
      ),
    birthDate: yup
      .string()
      .trim()
      .required(required('birthDate'))
      .test('real-date', t('application.errors.birthDateInvalid', { ns: 'careers' }), (value) => !value || isRealDate(value))
      // ISO dates compare correctly as strings.
      .test('not-future', t('application.errors.birthDateFuture', { ns: 'careers' }), (value) => {
        return !value || !isRealDate(value) || value <= toIsoDate(now());
      })
      .test('adult', t('application.errors.birthDateAdult', { ns: 'careers', age: RULES.adultAge }), (value) => {
        if (!value || !isRealDate(value) || value > toIsoDate(now())) return true;
        return value <= yearsBefore(now(), RULES.adultAge);
      })
      .test('plausible', t('application.errors.birthDateTooOld', { ns: 'careers' }), (value) => {
        return !value || !isRealDate(value) || value >= yearsBefore(now(), RULES.maxAge);
      }),
    martialStatus: yup
      .string()
      .required(required('martialStatus'))
      .oneOf([...MARTIAL_STATUSES], required('martialStatus')),
    street: text('street', RULES.streetMax),
    buildingNum: text('buildingNum', RULES.buildingNumMax),
    zipCode: yup
      .string()
      .trim()
      .required(required('zipCode'))
      .matches(POSTAL_CODE_PATTERN, { message: t('application.errors.zipCode', { ns: 'careers' }) }),
    city: text('city', RULES.cityMax),
    employeeNationality: text('employeeNationality', RULES.nationalityMax),
    location: text('location', RULES.locationMax),
  });
}
