import { fixedT, startTestI18n } from '../../test/render';
import { messagesOf } from '../../test/validation';
import { emptyRegistrationValues, makePhoneSchema, makeRegistrationSchema } from './registration-schema';

const valid = { firstName: 'Lena', lastName: 'Schulz', email: 'lena@example.org', phone: '0301234567' };

beforeAll(() => startTestI18n('de'));

describe('simple registration schema: the exact messages of spec 5', () => {
  const schema = () => makeRegistrationSchema(fixedT('de'));

  it('accepts a complete registration', async () => {
    expect(await messagesOf(schema(), valid)).toEqual({});
  });

  it('requires every field', async () => {
    expect(await messagesOf(schema(), emptyRegistrationValues)).toEqual({
      firstName: 'Vorname ist erforderlich.',
      lastName: 'Der Nachname ist erforderlich.',
      email: 'Die E-Mail-Adresse ist erforderlich.',
      phone: 'Die Telefonnummer ist erforderlich.',
    });
  });

  it('wants names of at least 2 characters', async () => {
    expect(await messagesOf(schema(), { ...valid, firstName: 'L', lastName: ' S ' })).toEqual({
      firstName: 'Der Vorname muss mindestens 2 Zeichen lang sein.',
      lastName: 'Der Nachname muss mindestens 2 Zeichen lang sein.',
    });
  });

  it('accepts names of 2 to 50 characters only (spec 9)', async () => {
    expect(await messagesOf(schema(), { ...valid, firstName: 'Al', lastName: 'x'.repeat(50) })).toEqual({});
    expect(await messagesOf(schema(), { ...valid, lastName: 'x'.repeat(51) })).toEqual({
      lastName: 'Der Nachname darf höchstens 50 Zeichen lang sein.',
    });
  });

  it('checks the email address', async () => {
    expect(await messagesOf(schema(), { ...valid, email: 'lena.example.org' })).toEqual({
      email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    });
  });

  it('allows digits only in the phone number', async () => {
    for (const phone of ['+49301234', '030 1234', '030-1234', 'abc']) {
      expect(await messagesOf(schema(), { ...valid, phone })).toEqual({ phone: 'Die Telefonnummer darf nur Zahlen enthalten.' });
    }
  });
});

describe('the separate phone schema', () => {
  const schema = () => makePhoneSchema(fixedT('de'));

  it('applies the same rules to the phone alone', async () => {
    expect(await messagesOf(schema(), { phone: '' })).toEqual({ phone: 'Die Telefonnummer ist erforderlich.' });
    expect(await messagesOf(schema(), { phone: '030/123' })).toEqual({ phone: 'Die Telefonnummer darf nur Zahlen enthalten.' });
    expect(await messagesOf(schema(), { phone: '0301234567' })).toEqual({});
  });

  it('has the Arabic messages too', async () => {
    expect(await messagesOf(makePhoneSchema(fixedT('ar')), { phone: 'x' })).toEqual({ phone: 'يجب أن يحتوي رقم الهاتف على أرقام فقط.' });
  });
});
