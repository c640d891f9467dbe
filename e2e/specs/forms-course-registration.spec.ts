import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { LANGUAGES, expectAccessible, saveScreenshots, useLanguage, type Language } from '../support/site';
import { staffDownload, staffGet } from '../support/staff-api';

/**
 * The course registration step form with real files: steps, a reload in the middle, review,
 * upload, and the stored record and files read back through the staff API. Bad input is
 * refused with a translated message and stores nothing.
 */

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'forms');
const fixture = (name: string) => path.join(fixtures, name);

interface Attachment {
  id: string;
  kind: 'profilePicture' | 'certificate' | 'cv';
  originalName: string;
  mimeType: string;
  sizeBytes: number;
}

interface StoredRegistration extends Record<string, unknown> {
  id: string;
  email: string;
  attachments: Attachment[];
}

const TEXT = {
  de: {
    title: 'Kursanmeldeformular',
    step: (n: number, title: string) => `Schritt ${n} von 5: ${title}`,
    steps: ['Persönliche Daten', 'Adresse & Aufenthalt', 'Qualifikationen & Erfahrung', 'Unterlagen', 'Überprüfung'],
    next: 'Weiter',
    back: 'Zurück',
    submit: 'Anmeldung absenden',
    restored: 'Ihre bisherigen Eingaben wurden wiederhergestellt.',
    futureBirthDate: 'Das Geburtsdatum darf nicht in der Zukunft liegen.',
    postalCode: 'Die Postleitzahl muss genau 5 Ziffern haben.',
    wrongType: '„not-an-image.png“: Dieser Dateityp ist nicht erlaubt. Erlaubt: JPEG, PNG, WebP.',
    tooLarge: '„riesig.png“ ist zu groß (höchstens 5 MB).',
    dialogTitle: 'Der Vorgang war erfolgreich.',
    dialogText: 'Die Registrierungsanfrage wurde erfolgreich gesendet.',
    serverFileType: 'Lebenslauf: Der Dateiinhalt ist kein erlaubter Dateityp (PDF, DOCX).',
  },
  ar: {
    title: 'استمارة التسجيل في الدورة',
    step: (n: number, title: string) => `الخطوة ${n} من 5: ${title}`,
    steps: ['البيانات الشخصية', 'العنوان والإقامة', 'المؤهلات والخبرات', 'المستندات', 'المراجعة'],
    next: 'التالي',
    back: 'السابق',
    submit: 'إرسال طلب التسجيل',
    restored: 'تمت استعادة البيانات التي أدخلتها سابقاً.',
    futureBirthDate: 'لا يمكن أن يكون تاريخ الميلاد في المستقبل.',
    postalCode: 'يجب أن يتكون الرمز البريدي من 5 أرقام بالضبط.',
    wrongType: '„not-an-image.png“: نوع الملف غير مسموح به. المسموح: JPEG, PNG, WebP.',
    tooLarge: '„riesig.png“ كبير جداً (الحد الأقصى 5 ميغابايت).',
    dialogTitle: 'تمت العملية بنجاح.',
    dialogText: 'تم إرسال طلب التسجيل بنجاح.',
    serverFileType: 'السيرة الذاتية: محتوى الملف ليس من الأنواع المسموح بها (PDF, DOCX).',
  },
} as const;

/** What a visitor types, step by step (select and radio values are the option values). */
function typedValues(language: Language, email: string) {
  const arabic = language === 'ar';
  return [
    {
      firstName: arabic ? 'سارة' : 'Lena',
      lastName: arabic ? 'الأحمد' : 'Schulz',
      birthDate: '1990-05-01',
      birthPlace: arabic ? 'دمشق' : 'Damaskus',
      nationality: arabic ? 'سورية' : 'deutsch',
      countryOfOrigin: arabic ? 'سوريا' : 'Syrien',
      profession: arabic ? 'معلمة' : 'Lehrerin',
      phone: '01701234567',
      email,
    },
    {
      street: 'Hauptstraße',
      houseNumber: '12a',
      postalCode: '10115',
      district: 'Mitte, Wedding',
      city: 'Berlin',
      residenceType: 'settlement',
      residenceDuration: '3to5',
    },
    {
      academicQualifications: arabic ? 'بكالوريوس في اللغة العربية، 2012' : 'B.A. Arabistik, 2012',
      trainingCourses: arabic ? 'دورة في طرق التدريس 2020' : 'Didaktik-Fortbildung 2020',
      germanLevel: 'C1',
      computerSkills: 'yes',
      computerPrograms: 'Word, Excel, Moodle',
      arabicTeachingExperience: arabic ? 'ثلاث سنوات في مدرسة مسائية' : 'Drei Jahre an einer Abendschule',
      specialSkills: arabic ? 'الخط العربي' : 'Kalligrafie, Chor',
      expectedWorkYears: '3to5',
      expectedWorkYearsReason: arabic ? 'أحب التدريس في برلين.' : 'Ich unterrichte gern in Berlin.',
    },
  ] as const;
}

async function fillFields(page: Page, values: Record<string, string>) {
  const form = page.locator('main form');
  for (const [name, value] of Object.entries(values)) {
    const field = form.locator(`[name="${name}"]`);
    const tag = await field.first().evaluate((element) => `${element.tagName}:${element.getAttribute('type') ?? ''}`);
    if (tag.startsWith('SELECT')) await field.selectOption(value);
    else if (tag === 'INPUT:radio') await form.locator(`[name="${name}"][value="${value}"]`).check();
    else await field.fill(value);
  }
}

const stepHeading = (page: Page, language: Language, index: number) =>
  page.getByRole('heading', { level: 2, name: TEXT[language].step(index + 1, TEXT[language].steps[index] ?? '') });

async function next(page: Page, language: Language, expectedIndex: number) {
  await page.getByRole('button', { name: TEXT[language].next }).click();
  await expect(stepHeading(page, language, expectedIndex)).toBeVisible();
}

async function registrationCount(): Promise<number> {
  return (await staffGet<{ count: number }>('/api/course-registrations?skip=0&limit=1')).count;
}

for (const language of LANGUAGES) {
  const text = TEXT[language];

  test.describe(`course registration (${language})`, () => {
    // Long flows with several accessibility scans and screenshots; slow on a small machine.
    test.describe.configure({ timeout: 180_000 });
    test.beforeEach(async ({ page }) => useLanguage(page, language));

    test('complete with real files, survive a reload, and read everything back byte for byte', async ({ page }) => {
      const email = `course-${language}-${Date.now()}@example.org`;
      const [personal, address, qualifications] = typedValues(language, email);

      await page.goto('/course-registration');
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
      await expect(stepHeading(page, language, 0)).toBeVisible();
      await expectAccessible(page, `course registration step 1 (${language})`);
      await saveScreenshots(page, 'forms-course-registration-step1', language);

      await fillFields(page, personal);
      await next(page, language, 1);

      // Half of step 2 typed, then the page is reloaded: everything typed is still there.
      await fillFields(page, { street: address.street, houseNumber: address.houseNumber, postalCode: address.postalCode });
      await page.reload();
      await expect(stepHeading(page, language, 1)).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: text.restored })).toBeVisible();
      await expect(page.locator('[name="street"]')).toHaveValue(address.street);
      await expect(page.locator('[name="postalCode"]')).toHaveValue(address.postalCode);
      await page.getByRole('button', { name: text.back }).click();
      await expect(page.locator('[name="firstName"]')).toHaveValue(personal.firstName);
      await expect(page.locator('[name="birthDate"]')).toHaveValue(personal.birthDate);
      await next(page, language, 1);

      await fillFields(page, address);
      await next(page, language, 2);
      await fillFields(page, qualifications);
      await expectAccessible(page, `course registration step 3 (${language})`);
      await next(page, language, 3);

      await page.locator('input[name="profilePicture"]').setInputFiles(fixture('profile-picture.png'));
      await page.locator('input[name="certificates"]').setInputFiles([fixture('certificate.pdf'), fixture('profile-picture.png')]);
      await page.locator('input[name="cv"]').setInputFiles(fixture('cv.docx'));
      await expectAccessible(page, `course registration attachments (${language})`);
      await saveScreenshots(page, 'forms-course-registration-attachments', language);
      await next(page, language, 4);

      const review = page.locator('main form');
      for (const value of [personal.firstName, personal.lastName, '01.05.1990', email, address.street, address.postalCode, qualifications.computerPrograms]) {
        await expect(review.getByText(value, { exact: true }).first()).toBeVisible();
      }
      for (const name of ['certificate.pdf', 'cv.docx']) await expect(review.getByText(name)).toBeVisible();
      await expect(review.getByText('profile-picture.png')).toHaveCount(2);
      await expectAccessible(page, `course registration review (${language})`);
      await saveScreenshots(page, 'forms-course-registration-review', language);

      const created = page.waitForResponse((response) => response.url().endsWith('/api/course-registrations') && response.request().method() === 'POST');
      await page.getByRole('button', { name: text.submit }).click();
      const response = await created;
      expect(response.status()).toBe(201);
      const { id } = (await response.json()) as { id: string };
      const dialog = page.getByRole('dialog', { name: text.dialogTitle });
      await expect(dialog.getByText(text.dialogText)).toBeVisible();

      // The stored record, as staff read it.
      const stored = await staffGet<StoredRegistration>(`/api/course-registrations/${id}`);
      expect(stored).toMatchObject({ ...personal, ...address, ...qualifications, computerSkills: true });
      const byName = (kind: Attachment['kind']) => stored.attachments.filter((attachment) => attachment.kind === kind).map((a) => a.originalName).sort();
      expect(byName('profilePicture')).toEqual(['profile-picture.png']);
      expect(byName('certificate')).toEqual(['certificate.pdf', 'profile-picture.png']);
      expect(byName('cv')).toEqual(['cv.docx']);
      for (const attachment of stored.attachments) {
        const { bytes, headers } = await staffDownload(`/api/course-registrations/${id}/attachments/${attachment.id}`);
        expect(bytes.equals(readFileSync(fixture(attachment.originalName))), `${attachment.originalName} byte for byte`).toBe(true);
        expect(headers.get('content-disposition')).toMatch(/^attachment;/);
      }

      // Sent: the draft is gone, a reload starts empty.
      await page.reload();
      await expect(stepHeading(page, language, 0)).toBeVisible();
      await expect(page.locator('[name="firstName"]')).toHaveValue('');
      await expect(page.getByText(text.restored)).toHaveCount(0);
    });

    test('bad input shows a translated error and stores nothing', async ({ page }) => {
      const before = await registrationCount();
      const [personal, address, qualifications] = typedValues(language, `course-bad-${language}-${Date.now()}@example.org`);
      await page.goto('/course-registration');

      await fillFields(page, { ...personal, birthDate: '2999-01-01' });
      await page.getByRole('button', { name: text.next }).click();
      await expect(page.getByText(text.futureBirthDate)).toBeVisible();
      await expect(stepHeading(page, language, 0)).toBeVisible();
      await fillFields(page, { birthDate: personal.birthDate });
      await next(page, language, 1);

      await fillFields(page, { ...address, postalCode: '1011' });
      await page.getByRole('button', { name: text.next }).click();
      await expect(page.getByText(text.postalCode)).toBeVisible();
      await expectAccessible(page, `course registration with errors (${language})`);
      await fillFields(page, { postalCode: address.postalCode });
      await next(page, language, 2);
      await fillFields(page, qualifications);
      await next(page, language, 3);

      // A text file named .png is refused by its content.
      const picture = page.locator('input[name="profilePicture"]');
      await picture.setInputFiles(fixture('not-an-image.png'));
      await expect(page.getByText(text.wrongType)).toBeVisible();
      // A file over the limit (a real PNG head, padded past 5 MB).
      const png = readFileSync(fixture('profile-picture.png'));
      await picture.setInputFiles({ name: 'riesig.png', mimeType: 'image/png', buffer: Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]) });
      await expect(page.getByText(text.tooLarge)).toBeVisible();
      await page.getByRole('button', { name: text.next }).click();
      await expect(stepHeading(page, language, 3)).toBeVisible();

      // A ZIP named .docx passes the browser's quick check; the server reads it and refuses it.
      await picture.setInputFiles(fixture('profile-picture.png'));
      await page.locator('input[name="certificates"]').setInputFiles(fixture('certificate.pdf'));
      await page.locator('input[name="cv"]').setInputFiles({
        name: 'lebenslauf.docx',
        mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        buffer: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('not really a word document')]),
      });
      await next(page, language, 4);
      const refused = page.waitForResponse((response) => response.url().endsWith('/api/course-registrations') && response.request().method() === 'POST');
      await page.getByRole('button', { name: text.submit }).click();
      expect((await refused).status()).toBe(400);
      // Spec 8: the server's message, in the visitor's language, as an error notice.
      await expect(page.getByText(text.serverFileType)).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(stepHeading(page, language, 4)).toBeVisible();

      expect(await registrationCount()).toBe(before);
    });
  });
}
