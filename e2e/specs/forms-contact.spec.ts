import { expect, test } from '@playwright/test';
import { LANGUAGES, expectAccessible, saveScreenshots, useLanguage } from '../support/site';
import { staffGet } from '../support/staff-api';

/** The contact page of the forms remote: validation, sending, the stored message, the portrait. */

interface Communication {
  id: string;
  name: string | null;
  email: string;
  phone: string;
  title: string;
  content: string;
}

const TEXT = {
  de: {
    title: 'Kontaktieren Sie uns',
    formTitle: 'Senden Sie uns eine Nachricht',
    fields: { name: 'Name (optional)', email: 'E-Mail', phone: 'Telefon', title: 'Betreff', content: 'Nachricht' },
    required: ['E-Mail ist erforderlich', 'Telefon ist erforderlich', 'Betreff ist erforderlich', 'Nachricht ist erforderlich'],
    invalidEmail: 'Ungültige E-Mail Adresse',
    submit: 'Nachricht senden',
    sent: 'Die Nachricht wurde erfolgreich versendet.',
    address: 'Berlin, Deutschland',
  },
  ar: {
    title: 'تواصل معنا',
    formTitle: 'أرسل لنا رسالة',
    fields: { name: 'الاسم (اختياري)', email: 'البريد الإلكتروني', phone: 'الهاتف', title: 'الموضوع', content: 'الرسالة' },
    required: ['البريد الإلكتروني مطلوب', 'الهاتف مطلوب', 'الموضوع مطلوب', 'الرسالة مطلوب'],
    invalidEmail: 'عنوان البريد الإلكتروني غير صالح',
    submit: 'إرسال الرسالة',
    sent: 'تم إرسال الرسالة بنجاح.',
    address: 'برلين، ألمانيا',
  },
} as const;

async function allCommunications(): Promise<Communication[]> {
  return (await staffGet<{ data: Communication[] }>('/api/communications?skip=0&limit=1000')).data;
}

for (const language of LANGUAGES) {
  const text = TEXT[language];

  test.describe(`contact page (${language})`, () => {
    test.beforeEach(async ({ page }) => useLanguage(page, language));

    test('validates, sends the message, resets the form, and staff can read it', async ({ page }) => {
      await page.goto('/contact');
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByRole('main').getByText(text.address, { exact: true })).toBeVisible();
      const form = page.getByRole('form', { name: text.formTitle });
      await expect(form.getByLabel(text.fields.content)).toHaveAttribute('rows', '5');
      await expectAccessible(page, `contact (${language})`);
      await saveScreenshots(page, 'forms-contact', language);

      // A submit attempt shows every missing field by name and sends nothing.
      const before = (await allCommunications()).length;
      await form.getByRole('button', { name: text.submit }).click();
      for (const message of text.required) await expect(form.getByText(message, { exact: true })).toBeVisible();
      await form.getByLabel(text.fields.email).fill('not-an-address');
      await expect(form.getByText(text.invalidEmail)).toBeVisible();
      await expectAccessible(page, `contact with errors (${language})`);

      const title = `E2E ${language} ${Date.now()}`;
      const message = {
        name: language === 'ar' ? 'سارة' : 'Lena Schulz',
        email: `contact-${language}-${Date.now()}@example.org`,
        phone: '+49 30 1234567',
        title,
        content: language === 'ar' ? 'متى تبدأ الدورة القادمة؟' : 'Wann beginnt der nächste Kurs?',
      };
      await form.getByLabel(text.fields.name).fill(message.name);
      await form.getByLabel(text.fields.email).fill(message.email);
      await form.getByLabel(text.fields.phone).fill(message.phone);
      await form.getByLabel(text.fields.title).fill(message.title);
      await form.getByLabel(text.fields.content).fill(message.content);
      await form.getByRole('button', { name: text.submit }).click();

      await expect(page.getByText(text.sent)).toBeVisible();
      await expect(form.getByLabel(text.fields.title)).toHaveValue('');
      await expect(form.getByLabel(text.fields.email)).toHaveValue('');

      const stored = (await allCommunications()).filter((entry) => entry.title === title);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject(message);
      expect((await allCommunications()).length).toBe(before + 1);
    });
  });
}

test.describe('contact portrait', () => {
  test('is downloaded on large screens only', async ({ page }) => {
    const portraitRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('contact-portrait')) portraitRequests.push(request.url());
    });
    await useLanguage(page, 'de');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/contact');
    await expect(page.getByRole('button', { name: TEXT.de.submit })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(portraitRequests).toEqual([]);

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => portraitRequests.length).toBeGreaterThan(0);
  });
});
