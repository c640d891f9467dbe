/**
 * Input patterns the API checks too (api/src/schemas/common.ts). Checking them here first
 * gives the visitor a message under the field instead of a failed request.
 */

/** The API's e-mail format (ajv-formats), plus a dot in the domain: "a@b" is rarely meant. */
export const EMAIL_PATTERN =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i;

/** Contact form: an optional leading +, then digits, spaces and ( ) / -. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ()/-]*$/;

/** Registrations: digits only (spec 5). */
export const DIGITS_PATTERN = /^[0-9]+$/;

/** Registration step form: exactly five digits (spec 5, 9). */
export const POSTAL_CODE_PATTERN = /^[0-9]{5}$/;
