import { i18n, startI18n } from '@edu/shared/i18n';
import { ValidationError } from 'yup';
import { addCareersTranslations } from '../../../i18n';
import { defaultPersonalValues, makePersonalSchema, yearsBefore, type PersonalValues } from './personal-schema';

beforeAll(() => {
  startI18n({ language: 'de' });
  addCareersTranslations();
});

// A fixed "today": 15 June 2025.
const TODAY = new Date(2025, 5, 15);
const schema = () => makePersonalSchema(i18n.getFixedT('de'), () => TODAY);

const valid: PersonalValues = {
  firstName: 'Lina',
  lastName: 'Haddad',
  email: 'lina.haddad@example.org',
  phone: '+49 151 2345678',
  birthDate: '1990-04-02',
  street: 'Sonnenallee',
  buildingNum: '12a',
  zipCode: '12045',
  city: 'Berlin',
  employeeNationality: 'deutsch',
  martialStatus: 'SINGLE',
  location: 'Berlin-Neukölln',
};

/** The first error message for `field` with `value`, or undefined when valid. */
function errorFor<K extends keyof PersonalValues>(field: K, value: PersonalValues[K] | string): string | undefined {
  try {
    schema().validateSyncAt(field, { ...valid, [field]: value });
    return undefined;
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
}

describe('step 1 schema', () => {
  it('accepts a complete, valid application and trims text', () => {
    const result = schema().validateSync({ ...valid, firstName: '  Lina ' });
    expect(result.firstName).toBe('Lina');
  });

  it('requires every field, naming it', () => {
    expect(errorFor('firstName', '')).toBe('Vorname ist erforderlich');
    expect(errorFor('lastName', '   ')).toBe('Nachname ist erforderlich');
    expect(errorFor('email', '')).toBe('E-Mail-Adresse ist erforderlich');
    expect(errorFor('phone', '')).toBe('Telefonnummer ist erforderlich');
    expect(errorFor('birthDate', '')).toBe('Geburtsdatum ist erforderlich');
    expect(errorFor('street', '')).toBe('Straße ist erforderlich');
    expect(errorFor('buildingNum', '')).toBe('Hausnummer ist erforderlich');
    expect(errorFor('zipCode', '')).toBe('Postleitzahl ist erforderlich');
    expect(errorFor('city', '')).toBe('Stadt ist erforderlich');
    expect(errorFor('employeeNationality', '')).toBe('Staatsangehörigkeit ist erforderlich');
    expect(errorFor('location', '')).toBe('Standort ist erforderlich');
    expect(errorFor('martialStatus', '')).toBe('Familienstand ist erforderlich');
  });

  it('takes names of 2 to 50 characters in any script', () => {
    expect(errorFor('firstName', 'L')).toBe('Vorname muss mindestens 2 Zeichen lang sein');
    expect(errorFor('firstName', 'Li')).toBeUndefined();
    expect(errorFor('lastName', 'x'.repeat(50))).toBeUndefined();
    expect(errorFor('lastName', 'x'.repeat(51))).toBe('Nachname darf höchstens 50 Zeichen lang sein');
    expect(errorFor('firstName', 'لينا')).toBeUndefined();
    expect(errorFor('lastName', "O'Neill-Müller")).toBeUndefined();
  });

  it('checks the email address the way the API does (a domain with a dot)', () => {
    expect(errorFor('email', 'lina@example.de')).toBeUndefined();
    expect(errorFor('email', 'lina.haddad+jobs@mail.example.org')).toBeUndefined();
    expect(errorFor('email', 'kein-at')).toBe('Ungültige E-Mail Adresse');
    expect(errorFor('email', 'lina@localhost')).toBe('Ungültige E-Mail Adresse');
    expect(errorFor('email', 'lina @example.de')).toBe('Ungültige E-Mail Adresse');
  });

  it('takes phone numbers of digits, a leading + and single spaces, 6 to 15 digits', () => {
    expect(errorFor('phone', '01512345678')).toBeUndefined();
    expect(errorFor('phone', '+49 151 2345678')).toBeUndefined();
    expect(errorFor('phone', '030-123456')).toBe('Die Telefonnummer darf nur Zahlen enthalten.');
    expect(errorFor('phone', '0151 abc')).toBe('Die Telefonnummer darf nur Zahlen enthalten.');
    expect(errorFor('phone', '49+151')).toBe('Die Telefonnummer darf nur Zahlen enthalten.');
    expect(errorFor('phone', '12345')).toBe('Die Telefonnummer muss zwischen 6 und 15 Ziffern haben.');
    expect(errorFor('phone', '1234567890123456')).toBe('Die Telefonnummer muss zwischen 6 und 15 Ziffern haben.');
  });

  it('collapses runs of spaces in the phone number', () => {
    expect(schema().validateSync({ ...valid, phone: ' 0151   234 5678 ' }).phone).toBe('0151 234 5678');
  });

  it('takes a German postal code of exactly 5 digits', () => {
    expect(errorFor('zipCode', '10115')).toBeUndefined();
    expect(errorFor('zipCode', '1011')).toBe('Die Postleitzahl muss genau 5 Ziffern haben.');
    expect(errorFor('zipCode', '101155')).toBe('Die Postleitzahl muss genau 5 Ziffern haben.');
    expect(errorFor('zipCode', '1O115')).toBe('Die Postleitzahl muss genau 5 Ziffern haben.');
  });

  it('takes a real birth date that makes the applicant an adult', () => {
    expect(errorFor('birthDate', '2007-06-15')).toBeUndefined(); // 18 today
    expect(errorFor('birthDate', '2007-06-16')).toBe('Sie müssen mindestens 18 Jahre alt sein.');
    expect(errorFor('birthDate', '2025-06-16')).toBe('Das Geburtsdatum darf nicht in der Zukunft liegen.');
    expect(errorFor('birthDate', '1990-02-30')).toBe('Bitte geben Sie ein gültiges Geburtsdatum ein.');
    expect(errorFor('birthDate', '15.06.1990')).toBe('Bitte geben Sie ein gültiges Geburtsdatum ein.');
    expect(errorFor('birthDate', '1925-06-15')).toBeUndefined(); // 100 today
    expect(errorFor('birthDate', '1925-06-14')).toBe('Bitte überprüfen Sie das Geburtsdatum.');
  });

  it('takes the four marital statuses only', () => {
    for (const status of ['SINGLE', 'MARRIED', 'DIVORCED', 'WIDOWED'] as const) expect(errorFor('martialStatus', status)).toBeUndefined();
    expect(errorFor('martialStatus', 'ENGAGED')).toBe('Familienstand ist erforderlich');
  });

  it('keeps the API limits on address fields', () => {
    expect(errorFor('buildingNum', '1'.repeat(21))).toBe('Hausnummer darf höchstens 20 Zeichen lang sein');
    expect(errorFor('street', 's'.repeat(101))).toBe('Straße darf höchstens 100 Zeichen lang sein');
    expect(errorFor('location', 'l'.repeat(201))).toBe('Standort darf höchstens 200 Zeichen lang sein');
  });

  it('speaks Arabic when built for Arabic', () => {
    const arabic = makePersonalSchema(i18n.getFixedT('ar'), () => TODAY);
    expect(() => arabic.validateSyncAt('city', { ...valid, city: '' })).toThrow('المدينة مطلوب');
  });
});

describe('defaults (spec 5)', () => {
  it('sets the birth date 18 years before today and marital status SINGLE', () => {
    const defaults = defaultPersonalValues(TODAY);
    expect(defaults.birthDate).toBe('2007-06-15');
    expect(defaults.martialStatus).toBe('SINGLE');
    expect(defaults.firstName).toBe('');
  });

  it('turns 29 February into 28 February in a year without one', () => {
    expect(yearsBefore(new Date(2024, 1, 29), 18)).toBe('2006-02-28');
  });

  it('passes its own adult check with the default birth date', () => {
    expect(() => schema().validateSyncAt('birthDate', defaultPersonalValues(TODAY))).not.toThrow();
  });
});
