import { fixedT, startTestI18n } from '../../test/render';
import { TEXT_BYTES, makeFile, pdf, png } from '../../test/files';
import { validValues } from '../../test/course-registration-values';
import { messagesOf } from '../../test/validation';
import { MB } from './attachments';
import { emptyCourseRegistrationValues, makeCourseRegistrationSchema } from './course-registration-schema';

const TODAY = '2026-03-15';

beforeAll(() => startTestI18n('de'));

const schema = (language: 'de' | 'ar' = 'de') => makeCourseRegistrationSchema(fixedT(language), { today: () => TODAY });

describe('course registration schema (spec 5, step form)', () => {
  it('accepts a complete registration', async () => {
    expect(await messagesOf(schema(), validValues())).toEqual({});
  });

  it('requires every field, the four of the simple registration with its exact messages', async () => {
    const messages = await messagesOf(schema(), emptyCourseRegistrationValues);
    expect(messages).toEqual({
      firstName: 'Vorname ist erforderlich.',
      lastName: 'Der Nachname ist erforderlich.',
      email: 'Die E-Mail-Adresse ist erforderlich.',
      phone: 'Die Telefonnummer ist erforderlich.',
      birthDate: 'Geburtsdatum ist erforderlich',
      birthPlace: 'Geburtsort ist erforderlich',
      nationality: 'Staatsangehörigkeit ist erforderlich',
      countryOfOrigin: 'Herkunftsland ist erforderlich',
      profession: 'Beruf ist erforderlich',
      street: 'Straße ist erforderlich',
      houseNumber: 'Hausnummer ist erforderlich',
      postalCode: 'Postleitzahl ist erforderlich',
      district: 'Bezirk und Stadtteil ist erforderlich',
      city: 'Stadt ist erforderlich',
      residenceType: 'Art des Aufenthalts ist erforderlich',
      residenceDuration: 'Aufenthaltsdauer in Berlin ist erforderlich',
      academicQualifications: 'Akademische Qualifikationen ist erforderlich',
      trainingCourses: 'Abgeschlossene Fortbildungen ist erforderlich',
      computerSkills: 'Computerkenntnisse ist erforderlich',
      germanLevel: 'Deutschkenntnisse ist erforderlich',
      arabicTeachingExperience: 'Erfahrung im Arabischunterricht ist erforderlich',
      specialSkills: 'Besondere Fähigkeiten und Hobbys ist erforderlich',
      expectedWorkYears: 'Wie viele Jahre möchten Sie voraussichtlich bei uns arbeiten? ist erforderlich',
      expectedWorkYearsReason: 'Warum? ist erforderlich',
      profilePicture: 'Profilbild ist erforderlich',
      certificates: 'Bitte laden Sie mindestens ein Zeugnis oder Zertifikat hoch.',
      cv: 'Lebenslauf ist erforderlich',
    });
  });

  it.each(['1011', '101155', '1011a', ' 10 11'])('wants a postal code of exactly 5 digits, not %p', async (postalCode) => {
    expect(await messagesOf(schema(), { ...validValues(), postalCode })).toEqual({
      postalCode: 'Die Postleitzahl muss genau 5 Ziffern haben.',
    });
  });

  it('rejects a birth date in the future, accepts today', async () => {
    expect(await messagesOf(schema(), { ...validValues(), birthDate: '2026-03-16' })).toEqual({
      birthDate: 'Das Geburtsdatum darf nicht in der Zukunft liegen.',
    });
    expect(await messagesOf(schema(), { ...validValues(), birthDate: TODAY })).toEqual({});
  });

  it('rejects a date that does not exist', async () => {
    expect(await messagesOf(schema(), { ...validValues(), birthDate: '1990-02-30' })).toEqual({
      birthDate: 'Bitte geben Sie ein gültiges Datum ein.',
    });
  });

  it('asks which programs only of those with computer skills', async () => {
    expect(await messagesOf(schema(), { ...validValues(), computerPrograms: '' })).toEqual({
      computerPrograms: 'Welche Programme beherrschen Sie? ist erforderlich',
    });
    expect(await messagesOf(schema(), { ...validValues(), computerSkills: 'no', computerPrograms: '' })).toEqual({});
  });

  it('keeps the API length limits', async () => {
    expect(await messagesOf(schema(), { ...validValues(), houseNumber: '1'.repeat(21) })).toEqual({
      houseNumber: 'Hausnummer darf höchstens 20 Zeichen lang sein.',
    });
  });
});

describe('attachment rules', () => {
  it('rejects a file whose content is not of an allowed type, naming it', async () => {
    const fake = makeFile(TEXT_BYTES, 'foto.png', 'image/png');
    expect(await messagesOf(schema(), { ...validValues(), profilePicture: fake })).toEqual({
      profilePicture: '„foto.png“: Dieser Dateityp ist nicht erlaubt. Erlaubt: JPEG, PNG, WebP.',
    });
  });

  it('accepts PDF or DOCX as CV, not an image', async () => {
    expect(await messagesOf(schema(), { ...validValues(), cv: pdf('cv.pdf') })).toEqual({});
    expect(await messagesOf(schema(), { ...validValues(), cv: png('cv.png') })).toEqual({
      cv: '„cv.png“: Dieser Dateityp ist nicht erlaubt. Erlaubt: PDF, DOCX.',
    });
  });

  it('limits the size per field: 5 MB picture, 10 MB per certificate and CV', async () => {
    expect(await messagesOf(schema(), { ...validValues(), profilePicture: png('gross.png', 5 * MB + 1) })).toEqual({
      profilePicture: '„gross.png“ ist zu groß (höchstens 5 MB).',
    });
    expect(await messagesOf(schema(), { ...validValues(), profilePicture: png('ok.png', 5 * MB) })).toEqual({});
    expect(await messagesOf(schema(), { ...validValues(), certificates: [pdf('a.pdf', 10 * MB + 1)] })).toEqual({
      certificates: '„a.pdf“ ist zu groß (höchstens 10 MB).',
    });
  });

  it('allows 1 to 10 certificates and 40 MB in total', async () => {
    const eleven = Array.from({ length: 11 }, (_, index) => pdf(`z${index}.pdf`));
    expect(await messagesOf(schema(), { ...validValues(), certificates: eleven })).toEqual({
      certificates: 'Bitte wählen Sie höchstens 10 Dateien.',
    });
    const heavy = Array.from({ length: 5 }, (_, index) => pdf(`z${index}.pdf`, 8 * MB));
    expect(await messagesOf(schema(), { ...validValues(), certificates: heavy })).toEqual({
      certificates: 'Alle Dateien zusammen dürfen höchstens 40 MB groß sein.',
    });
  });

  it('translates file errors into Arabic', async () => {
    const fake = makeFile(TEXT_BYTES, 'foto.png', 'image/png');
    expect(await messagesOf(schema('ar'), { ...validValues(), profilePicture: fake, cv: null })).toEqual({
      profilePicture: '„foto.png“: نوع الملف غير مسموح به. المسموح: JPEG, PNG, WebP.',
      cv: 'السيرة الذاتية مطلوب',
    });
  });
});
