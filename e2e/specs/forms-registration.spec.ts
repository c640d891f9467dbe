import { expect, test } from '@playwright/test';
import { LANGUAGES, expectAccessible, saveScreenshots, useLanguage } from '../support/site';
import { staffGet } from '../support/staff-api';

/** The simple registration: the exact messages of spec 5, sending, the success dialog, the stored record. */

interface Registration {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

const TEXT = {
  de: {
    title: 'Registrierung',
    fields: { firstName: 'Vorname', lastName: 'Nachname', email: 'E-Mail-Adresse', phone: 'Telefonnummer' },
    submit: 'Registrierung absenden',
    required: ['Vorname ist erforderlich.', 'Der Nachname ist erforderlich.', 'Die E-Mail-Adresse ist erforderlich.', 'Die Telefonnummer ist erforderlich.'],
    tooShort: ['Der Vorname muss mindestens 2 Zeichen lang sein.', 'Der Nachname muss mindestens 2 Zeichen lang sein.'],
    invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    digitsOnly: 'Die Telefonnummer darf nur Zahlen enthalten.',
    dialogTitle: 'Der Vorgang war erfolgreich.',
    dialogText: 'Die Registrierungsanfrage wurde erfolgreich gesendet.',
    home: 'Zurück zur Startseite',
  },
  ar: {
    title: 'التسجيل',
    fields: { firstName: 'الاسم الأول', lastName: 'اسم العائلة', email: 'البريد الإلكتروني', phone: 'رقم الهاتف' },
    submit: 'إرسال التسجيل',
    required: ['الاسم الأول مطلوب.', 'اسم العائلة مطلوب.', 'البريد الإلكتروني مطلوب.', 'رقم الهاتف مطلوب.'],
    tooShort: ['يجب أن يتكون الاسم الأول من حرفين على الأقل.', 'يجب أن يتكون اسم العائلة من حرفين على الأقل.'],
    invalidEmail: 'يرجى إدخال عنوان بريد إلكتروني صالح.',
    digitsOnly: 'يجب أن يحتوي رقم الهاتف على أرقام فقط.',
    dialogTitle: 'تمت العملية بنجاح.',
    dialogText: 'تم إرسال طلب التسجيل بنجاح.',
    home: 'العودة إلى الصفحة الرئيسية',
  },
} as const;

async function allRegistrations(): Promise<Registration[]> {
  return (await staffGet<{ data: Registration[] }>('/api/registrations?skip=0&limit=1000')).data;
}

for (const language of LANGUAGES) {
  const text = TEXT[language];

  test(`registration: messages of spec 5, success dialog, stored record (${language})`, async ({ page }) => {
    await useLanguage(page, language);
    await page.goto('/registration');
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await expectAccessible(page, `registration (${language})`);
    await saveScreenshots(page, 'forms-registration', language);
    const before = (await allRegistrations()).length;

    const form = page.getByRole('form', { name: text.title });
    await form.getByRole('button', { name: text.submit }).click();
    for (const message of text.required) await expect(form.getByText(message, { exact: true })).toBeVisible();
    await form.getByLabel(text.fields.firstName).fill('L');
    await form.getByLabel(text.fields.lastName).fill('S');
    for (const message of text.tooShort) await expect(form.getByText(message, { exact: true })).toBeVisible();
    await form.getByLabel(text.fields.email).fill('lena.example.org');
    await expect(form.getByText(text.invalidEmail)).toBeVisible();
    await form.getByLabel(text.fields.phone).fill('030-123');
    await expect(form.getByText(text.digitsOnly)).toBeVisible();
    await expectAccessible(page, `registration with errors (${language})`);
    expect((await allRegistrations()).length).toBe(before);

    const registration = {
      firstName: language === 'ar' ? 'سارة' : 'Lena',
      lastName: language === 'ar' ? 'الأحمد' : 'Schulz',
      email: `registration-${language}-${Date.now()}@example.org`,
      phone: '0301234567',
    };
    await form.getByLabel(text.fields.firstName).fill(registration.firstName);
    await form.getByLabel(text.fields.lastName).fill(registration.lastName);
    await form.getByLabel(text.fields.email).fill(registration.email);
    await form.getByLabel(text.fields.phone).fill(registration.phone);
    await form.getByRole('button', { name: text.submit }).click();

    const dialog = page.getByRole('dialog', { name: text.dialogTitle });
    await expect(dialog.getByText(text.dialogText)).toBeVisible();
    await expectAccessible(page, `registration success dialog (${language})`);
    await saveScreenshots(page, 'forms-registration-success', language);

    const stored = (await allRegistrations()).filter((entry) => entry.email === registration.email);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject(registration);

    await dialog.getByRole('link', { name: text.home }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(dialog).toBeHidden();
  });
}
