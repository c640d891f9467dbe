import { expect, test, type Locator, type Page } from '@playwright/test';
import { originOf } from '../../shared/build/ports.mjs';
import { LANGUAGES, expectAccessible, saveScreenshots, useLanguage, type Language } from '../support/site';
import { staffGet } from '../support/staff-api';

/**
 * The careers remote end to end, in both languages: list, filters in a shareable URL, job page,
 * the application dialog (a job with every question type, a job without questions), the stored
 * application read back through the staff API, a server rejection, an unknown job id.
 */

interface Named {
  locale: string;
  name: string;
}
interface Question {
  id: string;
  questionType: 'checkbox' | 'select' | 'radio' | 'textarea' | 'number' | 'text';
  isRequired: boolean;
  localizations: Named[];
  choices: { id: string; localizations: Named[] }[];
}
interface Job {
  id: string;
  localizations: { locale: string; title: string; description: string }[];
  salaryFrom: number;
  salaryTo: number;
  createdAt: string;
  department: string;
  employmentType: string;
  location: string;
  questions: Question[];
}

interface Applicant {
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
  location: string;
}

/** An application as the staff API returns it: what the applicant typed, plus the rest. */
interface StoredApplication extends Applicant {
  id: string;
  status: string;
  hiringAdId: string;
  martialStatus: string;
  answers: { questionId: string; answer?: string; choicesIds?: string[] }[];
}

/** Arabic has six plural forms; 'many' reads like 'other' in these texts. */
function arabicPlural(count: number, forms: Record<'zero' | 'one' | 'two' | 'few' | 'other', string>): string {
  const form = new Intl.PluralRules('ar').select(count);
  return form === 'many' ? forms.other : forms[form as keyof typeof forms];
}

const TEXT = {
  de: {
    heading: 'Treten Sie unserem Team bei',
    location: 'Berlin, Deutschland',
    openPositions: (count: number) => `${count} offene ${count === 1 ? 'Stelle' : 'Stellen'}`,
    results: (count: number) => `${count} ${count === 1 ? 'Stelle' : 'Stellen'} gefunden`,
    perYear: '€ pro Jahr',
    posted: 'Gepostet: ',
    apply: 'Bewerbung',
    noJobs: 'Keine Jobs gefunden',
    back: 'Zurück zu allen Stellen',
    search: 'Suche',
    department: 'Abteilung',
    type: 'Beschäftigungsart',
    filterLocation: 'Standort',
    clear: 'Filter zurücksetzen',
    verlag: 'Verlag',
    partTime: 'Teilzeit',
    step: (current: number, total: number) => `Bewerbung – Schritt ${current} von ${total}`,
    next: 'nächste',
    previous: 'vorherige',
    submit: 'einreichen',
    success: 'Vielen Dank! Ihre Bewerbung wurde erfolgreich gesendet.',
    required: (name: string) => `${name} ist erforderlich`,
    serverRequired: (name: string) => `${name} ist erforderlich`,
    married: 'verheiratet',
    fields: {
      firstName: 'Vorname',
      lastName: 'Nachname',
      email: 'E-Mail-Adresse',
      phone: 'Telefonnummer',
      birthDate: 'Geburtsdatum',
      martialStatus: 'Familienstand',
      street: 'Straße',
      buildingNum: 'Hausnummer',
      zipCode: 'Postleitzahl',
      city: 'Stadt',
      employeeNationality: 'Staatsangehörigkeit',
      location: 'Standort',
    },
  },
  ar: {
    heading: 'انضم إلى فريقنا',
    location: 'برلين، ألمانيا',
    openPositions: (count: number) =>
      arabicPlural(count, {
        zero: 'لا توجد وظائف شاغرة',
        one: 'وظيفة شاغرة واحدة',
        two: 'وظيفتان شاغرتان',
        few: `${count} وظائف شاغرة`,
        other: `${count} وظيفة شاغرة`,
      }),
    results: (count: number) =>
      arabicPlural(count, {
        zero: 'لم يتم العثور على وظائف',
        one: 'تم العثور على وظيفة واحدة',
        two: 'تم العثور على وظيفتين',
        few: `تم العثور على ${count} وظائف`,
        other: `تم العثور على ${count} وظيفة`,
      }),
    perYear: '€ سنوياً',
    posted: 'نُشر في: ',
    apply: 'تقديم طلب',
    noJobs: 'لم يتم العثور على وظائف',
    back: 'العودة إلى جميع الوظائف',
    search: 'بحث',
    department: 'القسم',
    type: 'نوع التوظيف',
    filterLocation: 'الموقع',
    clear: 'إعادة ضبط عوامل التصفية',
    verlag: 'دار النشر',
    partTime: 'دوام جزئي',
    step: (current: number, total: number) => `طلب التوظيف – الخطوة ${current} من ${total}`,
    next: 'التالي',
    previous: 'السابق',
    submit: 'إرسال',
    success: 'شكراً لك! تم إرسال طلبك بنجاح.',
    required: (name: string) => `${name} مطلوب`,
    serverRequired: (name: string) => `الإجابة عن «${name}» مطلوبة`,
    married: 'متزوج/متزوجة',
    fields: {
      firstName: 'الاسم الأول',
      lastName: 'اسم العائلة',
      email: 'البريد الإلكتروني',
      phone: 'رقم الهاتف',
      birthDate: 'تاريخ الميلاد',
      martialStatus: 'الحالة الاجتماعية',
      street: 'الشارع',
      buildingNum: 'رقم المبنى',
      zipCode: 'الرمز البريدي',
      city: 'المدينة',
      employeeNationality: 'الجنسية',
      location: 'الموقع',
    },
  },
} as const;

const germanNumber = new Intl.NumberFormat('de-DE');
const berlinDate = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric' });

/** The text in `language`, else in any locale that has it (what the site shows). */
function inLanguage<T extends { locale: string }, K extends keyof T>(entries: T[], language: Language, key: K): string {
  const own = entries.find((entry) => entry.locale === language)?.[key];
  if (typeof own === 'string' && own.trim()) return own;
  return String(entries.find((entry) => typeof entry[key] === 'string' && String(entry[key]).trim())?.[key] ?? '');
}

async function openJobs(): Promise<Job[]> {
  const response = await fetch(`${originOf('api')}/api/public-hiring-ads/open-hiring?skip=0&limit=1000&isActive=true`);
  expect(response.ok).toBe(true);
  return ((await response.json()) as { data: Job[] }).data;
}

/** The seeded job that has a question of every type, and one without questions. */
async function seededJobs() {
  const jobs = await openJobs();
  const types = ['checkbox', 'select', 'radio', 'textarea', 'number', 'text'];
  const everyType = jobs.find((job) => types.every((type) => job.questions.some((q) => q.questionType === type)));
  const noQuestions = jobs.find((job) => job.questions.length === 0);
  // A job whose required text question the rejection test pretends is optional.
  const requiredText = jobs.find((job) => job.questions.some((q) => q.questionType === 'text' && q.isRequired));
  if (!everyType || !noQuestions || !requiredText) throw new Error('the seed data lacks the jobs these tests need');
  return { jobs, everyType, noQuestions, requiredText };
}

const cards = (page: Page) => page.getByTestId('job-card');
const dialogOf = (page: Page) => page.getByRole('dialog');

async function openJobFromList(page: Page, job: Job, language: Language) {
  await page.goto('/careers');
  const title = inLanguage(job.localizations, language, 'title');
  await cards(page).filter({ has: page.getByRole('heading', { name: title, exact: true }) }).getByRole('link', { name: TEXT[language].apply }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

async function openDialog(page: Page, language: Language) {
  await page.getByRole('button', { name: TEXT[language].apply }).first().click();
  await expect(dialogOf(page)).toBeVisible();
}


function applicant(language: Language, tag: string): Applicant {
  const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  return language === 'ar'
    ? {
        firstName: 'ليلى',
        lastName: 'حداد',
        email: `laila.${tag}.${unique}@example.org`,
        phone: '+49 151 2345678',
        birthDate: '1990-04-02',
        street: 'Sonnenallee',
        buildingNum: '12a',
        zipCode: '12045',
        city: 'برلين',
        employeeNationality: 'سورية',
        location: 'برلين-نويكولن',
      }
    : {
        firstName: 'Lina',
        lastName: 'Haddad',
        email: `lina.${tag}.${unique}@example.org`,
        phone: '030 1234567',
        birthDate: '1988-11-30',
        street: 'Karl-Marx-Straße',
        buildingNum: '7',
        zipCode: '12043',
        city: 'Berlin',
        employeeNationality: 'deutsch',
        location: 'Berlin-Neukölln',
      };
}

async function fillPersonalStep(dialog: Locator, language: Language, person: Applicant) {
  const label = TEXT[language].fields;
  for (const key of ['firstName', 'lastName', 'email', 'phone', 'birthDate', 'street', 'buildingNum', 'zipCode', 'city', 'employeeNationality', 'location'] as const) {
    await dialog.getByLabel(label[key], { exact: true }).fill(person[key]);
  }
  await dialog.getByLabel(label.martialStatus, { exact: true }).selectOption({ label: TEXT[language].married });
}

/** Answers every question of `job` (except `skip`), returning what the API should store. */
async function answerQuestions(dialog: Locator, job: Job, language: Language, skip?: string) {
  const expected: StoredApplication['answers'] = [];
  for (const question of job.questions) {
    if (question.id === skip) continue;
    const name = inLanguage(question.localizations, language, 'name');
    const choice = (index: number) => question.choices[index]!;
    const choiceName = (index: number) => inLanguage(choice(index).localizations, language, 'name');
    switch (question.questionType) {
      case 'select':
        await dialog.getByLabel(name, { exact: true }).selectOption({ label: choiceName(1) });
        expected.push({ questionId: question.id, choicesIds: [choice(1).id] });
        break;
      case 'radio':
        await dialog.getByRole('radiogroup', { name }).getByLabel(choiceName(0), { exact: true }).check();
        expected.push({ questionId: question.id, choicesIds: [choice(0).id] });
        break;
      case 'checkbox': {
        const group = dialog.getByRole('group', { name });
        await group.getByLabel(choiceName(0), { exact: true }).check();
        await group.getByLabel(choiceName(2), { exact: true }).check();
        expected.push({ questionId: question.id, choicesIds: [choice(0).id, choice(2).id] });
        break;
      }
      case 'number':
        await dialog.getByLabel(name, { exact: true }).fill('4');
        expected.push({ questionId: question.id, answer: '4' });
        break;
      case 'textarea': {
        const text = language === 'ar' ? 'أحب التدريس منذ سنوات.\nوأعمل مع مجموعات صغيرة.' : 'Ich unterrichte seit Jahren gern.\nAm liebsten in kleinen Gruppen.';
        await dialog.getByLabel(name, { exact: true }).fill(text);
        expected.push({ questionId: question.id, answer: text });
        break;
      }
      case 'text':
        await dialog.getByLabel(name, { exact: true }).fill(language === 'ar' ? 'الأدب' : 'Literatur');
        expected.push({ questionId: question.id, answer: language === 'ar' ? 'الأدب' : 'Literatur' });
        break;
    }
  }
  return expected;
}

async function storedApplications(email: string): Promise<StoredApplication[]> {
  return (await staffGet<{ data: StoredApplication[] }>(`/api/hiring-requests?skip=0&limit=100&search=${encodeURIComponent(email)}`)).data;
}

const byQuestion = (answers: StoredApplication['answers']) => [...answers].sort((a, b) => a.questionId.localeCompare(b.questionId));

for (const language of LANGUAGES) {
  const text = TEXT[language];

  test.describe(`careers (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, language);
    });

    test('list: header, number of open positions, one card per open job', async ({ page }) => {
      const { jobs } = await seededJobs();
      await page.goto('/careers');

      await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
      await expect(page.getByText(text.location, { exact: true })).toBeVisible();
      await expect(page.getByTestId('open-count')).toHaveText(text.openPositions(jobs.length));
      await expect(cards(page)).toHaveCount(jobs.length);

      const first = jobs[0]!;
      const card = cards(page).filter({ has: page.getByRole('heading', { name: inLanguage(first.localizations, language, 'title'), exact: true }) });
      const salary =
        first.salaryFrom === first.salaryTo
          ? germanNumber.format(first.salaryFrom)
          : `${germanNumber.format(first.salaryFrom)} - ${germanNumber.format(first.salaryTo)}`;
      await expect(card.getByText(`${salary} ${text.perYear}`)).toBeVisible();
      await expect(card.getByText(`${text.posted}${berlinDate.format(new Date(first.createdAt))}`)).toBeVisible();
      await expect(card.getByRole('link', { name: text.apply })).toHaveAttribute('href', `/careers/${first.id}`);

      await expectAccessible(page, `careers list (${language})`);
      await saveScreenshots(page, 'careers-list', language);
    });

    test('filters: the URL follows them, and a shared URL opens the same filtered list', async ({ page, context }) => {
      const { jobs } = await seededJobs();
      await page.goto('/careers');
      await expect(cards(page)).toHaveCount(jobs.length);

      await page.getByLabel(text.department, { exact: true }).selectOption({ label: text.verlag });
      await expect(page).toHaveURL(/\/careers\?department=Verlag$/);
      const publishing = jobs.filter((job) => job.department === 'Verlag');
      await expect(cards(page)).toHaveCount(publishing.length);
      await expect(page.getByTestId('result-count')).toHaveText(text.results(publishing.length));

      await page.getByLabel(text.department, { exact: true }).selectOption({ label: language === 'de' ? 'Alle' : 'الكل' });
      await page.getByLabel(text.type, { exact: true }).selectOption({ label: text.partTime });
      const partTime = jobs.filter((job) => job.employmentType === 'PART_TIME');
      await expect(page).toHaveURL(/\/careers\?type=PART_TIME$/);
      await expect(cards(page)).toHaveCount(partTime.length);

      const target = partTime[0]!;
      const title = inLanguage(target.localizations, language, 'title');
      await page.getByRole('searchbox', { name: text.search }).fill(title);
      await expect(cards(page)).toHaveCount(1);
      const shared = page.url();
      expect(new URL(shared).searchParams.get('q')).toBe(title);

      // The shared link, opened fresh in another tab, shows the same filtered list.
      const other = await context.newPage();
      await other.goto(shared);
      await expect(cards(other)).toHaveCount(1);
      await expect(cards(other).getByRole('heading', { name: title })).toBeVisible();
      await expect(other.getByLabel(text.type, { exact: true })).toHaveValue('PART_TIME');
      await expect(other.getByRole('searchbox', { name: text.search })).toHaveValue(title);
      await other.close();

      // No match: the empty state, then "clear filters" brings every job back.
      await page.getByRole('searchbox', { name: text.search }).fill('zzz-keine-stelle');
      await expect(page.getByRole('heading', { name: text.noJobs })).toBeVisible();
      await page.getByRole('button', { name: text.clear }).first().click();
      await expect(page).toHaveURL(/\/careers$/);
      await expect(cards(page)).toHaveCount(jobs.length);
    });

    test('job page: facts, safe description, JSON-LD JobPosting, title; axe clean', async ({ page }) => {
      const { everyType } = await seededJobs();
      await openJobFromList(page, everyType, language);
      const title = inLanguage(everyType.localizations, language, 'title');

      await expect(page.getByText(`${germanNumber.format(everyType.salaryFrom)} - ${germanNumber.format(everyType.salaryTo)} ${text.perYear}`)).toBeVisible();
      await expect(page.getByTestId('job-description')).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(title.replace(/[()]/g, '\\$&')));

      const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, unknown>;
      expect(jsonLd).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'JobPosting',
        title,
        datePosted: everyType.createdAt,
        hiringOrganization: { '@type': 'Organization' },
        jobLocation: { '@type': 'Place', address: { addressLocality: 'Berlin', addressCountry: 'DE' } },
        baseSalary: { currency: 'EUR', value: { minValue: everyType.salaryFrom, maxValue: everyType.salaryTo, unitText: 'YEAR' } },
      });
      expect(String(jsonLd.description).length).toBeGreaterThan(20);

      await expectAccessible(page, `job page (${language})`);
      await saveScreenshots(page, 'careers-job', language);

      // Opened directly (a shared or bookmarked link), the page shows the same job.
      await page.goto(`/careers/${everyType.id}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    });

    test('a job id that does not exist shows the empty state', async ({ page }) => {
      await page.goto('/careers/00000000-0000-4000-8000-000000000000');
      await expect(page.getByRole('heading', { name: text.noJobs })).toBeVisible();
      await page.getByRole('link', { name: text.back }).click();
      await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
    });

    test('apply to a job with every question type; staff read back what was typed', async ({ page }) => {
      const { everyType } = await seededJobs();
      const person = applicant(language, 'every');
      await openJobFromList(page, everyType, language);
      await openDialog(page, language);
      const dialog = dialogOf(page);
      await expect(page.getByRole('dialog', { name: text.step(1, 2) })).toBeVisible();

      // Errors show only once a field was touched.
      const firstName = dialog.getByLabel(text.fields.firstName, { exact: true });
      await firstName.focus();
      await expect(dialog.getByText(text.required(text.fields.firstName))).toHaveCount(0);
      await firstName.press('Tab');
      await expect(dialog.getByText(text.required(text.fields.firstName))).toBeVisible();
      await expect(dialog.getByText(text.required(text.fields.lastName))).toHaveCount(0);

      // 'nächste' with errors stays on step 1 and shows them all.
      await dialog.getByRole('button', { name: text.next }).click();
      await expect(dialog.getByText(text.required(text.fields.lastName))).toBeVisible();
      await expect(page.getByRole('dialog', { name: text.step(1, 2) })).toBeVisible();
      await expectAccessible(page, `application step 1 with errors (${language})`);
      await saveScreenshots(page, 'careers-dialog-errors', language);

      await fillPersonalStep(dialog, language, person);
      await expect(dialog.getByText(text.required(text.fields.firstName))).toHaveCount(0);
      await saveScreenshots(page, 'careers-dialog-step1', language);
      await dialog.getByRole('button', { name: text.next }).click();
      await expect(page.getByRole('dialog', { name: text.step(2, 2) })).toBeVisible();

      // Required questions name themselves when left out.
      await dialog.getByRole('button', { name: text.submit }).click();
      for (const question of everyType.questions.filter((q) => q.isRequired)) {
        await expect(dialog.getByText(text.required(inLanguage(question.localizations, language, 'name')), { exact: true })).toBeVisible();
      }

      const expectedAnswers = await answerQuestions(dialog, everyType, language);
      await expectAccessible(page, `application step 2 (${language})`);
      await saveScreenshots(page, 'careers-dialog-step2', language);

      // Back and forth keeps what was typed.
      await dialog.getByRole('button', { name: text.previous }).click();
      await expect(dialog.getByLabel(text.fields.email, { exact: true })).toHaveValue(person.email);
      await dialog.getByRole('button', { name: text.next }).click();

      await dialog.getByRole('button', { name: text.submit }).click();
      await expect(page.getByText(text.success)).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);

      const [stored, ...others] = await storedApplications(person.email);
      expect(others).toHaveLength(0);
      expect(stored).toMatchObject({
        hiringAdId: everyType.id,
        status: 'NEW',
        firstName: person.firstName,
        lastName: person.lastName,
        email: person.email,
        phone: person.phone,
        birthDate: person.birthDate,
        street: person.street,
        buildingNum: person.buildingNum,
        zipCode: person.zipCode,
        city: person.city,
        employeeNationality: person.employeeNationality,
        martialStatus: 'MARRIED',
        location: person.location,
      });
      expect(byQuestion(stored!.answers)).toEqual(byQuestion(expectedAnswers));

      // The dialog starts over for the next application.
      await openDialog(page, language);
      await expect(page.getByRole('dialog', { name: text.step(1, 2) })).toBeVisible();
      await expect(dialogOf(page).getByLabel(text.fields.firstName, { exact: true })).toHaveValue('');
    });

    test('apply to a job without questions in one step', async ({ page }) => {
      const { noQuestions } = await seededJobs();
      const person = applicant(language, 'single');
      await openJobFromList(page, noQuestions, language);
      await openDialog(page, language);
      const dialog = dialogOf(page);
      await expect(page.getByRole('dialog', { name: text.step(1, 1) })).toBeVisible();
      await expect(dialog.getByRole('button', { name: text.next })).toHaveCount(0);

      await fillPersonalStep(dialog, language, person);
      await dialog.getByRole('button', { name: text.submit }).click();
      await expect(page.getByText(text.success)).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);

      const [stored] = await storedApplications(person.email);
      expect(stored).toMatchObject({ hiringAdId: noQuestions.id, firstName: person.firstName, email: person.email, answers: [] });
    });

    test('a server that rejects the application keeps the form filled and shows its messages', async ({ page }) => {
      // A genuine rejection the form cannot foresee: the ad was changed after the visitor
      // loaded it. The visitor's copy of the job (the GET answer) still marks the text question
      // as optional; the server, which reads the current ad, requires it. The POST itself goes
      // to the real API unchanged.
      const { requiredText } = await seededJobs();
      const changed = requiredText.questions.find((q) => q.questionType === 'text' && q.isRequired)!;
      await page.route('**/api/public-hiring-ads/open-hiring?*', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { data: Job[]; count: number };
        for (const job of body.data) for (const question of job.questions) if (question.id === changed.id) question.isRequired = false;
        await route.fulfill({ response, json: body });
      });
      // The page arrives with the data its server preview was rendered from; this visitor's copy
      // must be the GET answer above, so that data is taken out before the app starts (which
      // then asks the API).
      await page.addInitScript(() =>
        document.addEventListener('DOMContentLoaded', () => document.querySelectorAll('script[data-swr-fallback]').forEach((script) => script.remove())),
      );
      const person = applicant(language, 'rejected');
      await openJobFromList(page, requiredText, language);
      // Without its data the preview is replaced by the page's loading state: wait for the page.
      await page.mouse.move(5, 5);
      await expect(page.locator('[data-remote-preview]')).toHaveCount(0);
      await expect(page.getByRole('button', { name: text.apply }).first()).toBeVisible();
      await openDialog(page, language);
      const dialog = dialogOf(page);
      await fillPersonalStep(dialog, language, person);
      await dialog.getByRole('button', { name: text.next }).click();
      await answerQuestions(dialog, requiredText, language, changed.id);

      await dialog.getByRole('button', { name: text.submit }).click();
      // The server's own message, in the visitor's language, as an error notice.
      await expect(page.getByText(text.serverRequired(inLanguage(changed.localizations, language, 'name')), { exact: true })).toBeVisible();

      // The form is still open, on the same step, with everything typed.
      await expect(page.getByRole('dialog', { name: text.step(2, 2) })).toBeVisible();
      const number = requiredText.questions.find((q) => q.questionType === 'number');
      if (number) await expect(dialog.getByLabel(inLanguage(number.localizations, language, 'name'), { exact: true })).toHaveValue('4');
      await dialog.getByRole('button', { name: text.previous }).click();
      for (const key of ['firstName', 'email', 'phone', 'zipCode', 'location'] as const) {
        await expect(dialog.getByLabel(text.fields[key], { exact: true })).toHaveValue(person[key]);
      }
      expect(await storedApplications(person.email)).toHaveLength(0);
    });
  });
}
