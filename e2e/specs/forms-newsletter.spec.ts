import { expect, test } from '@playwright/test';
import { LANGUAGES, expectAccessible, useLanguage } from '../support/site';
import { staffGet } from '../support/staff-api';

/** The forms remote's newsletter widget in the shell's footer. */

interface Subscription {
  id: string;
  email: string;
}

const TEXT = {
  de: { title: 'Newsletter', label: 'E-Mail-Adresse', submit: 'Abonnieren', thanks: 'Vielen Dank! Sie erhalten ab jetzt unseren Newsletter.', invalid: 'Ungültige E-Mail Adresse' },
  ar: { title: 'النشرة الإخبارية', label: 'البريد الإلكتروني', submit: 'اشترك', thanks: 'شكراً لك! ستصلك نشرتنا الإخبارية من الآن.', invalid: 'عنوان البريد الإلكتروني غير صالح' },
} as const;

for (const language of LANGUAGES) {
  const text = TEXT[language];

  test(`subscribing twice with the same email succeeds twice and keeps one subscription (${language})`, async ({ page }) => {
    await useLanguage(page, language);
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    // The footer loads the widget when it comes near the viewport.
    await footer.scrollIntoViewIfNeeded();
    const widget = footer.getByRole('form', { name: text.title });
    const email = widget.getByLabel(text.label);
    await expect(email).toBeVisible();

    await widget.getByRole('button', { name: text.submit }).click();
    await email.fill('kein-at-zeichen');
    await expect(widget.getByText(text.invalid)).toBeVisible();
    await expectAccessible(page, `newsletter widget with an error (${language})`);

    const address = `news-${language}-${Date.now()}@example.org`;
    for (let round = 1; round <= 2; round += 1) {
      await email.fill(address);
      const answer = page.waitForResponse((response) => response.url().endsWith('/api/newsletter/subscriptions') && response.request().method() === 'POST');
      await widget.getByRole('button', { name: text.submit }).click();
      expect((await answer).ok(), `subscription ${round} answered 2xx`).toBe(true);
      // The thank-you of the first round may still be showing: the newest one counts.
      await expect(page.getByText(text.thanks).last()).toBeVisible();
      await expect(email).toHaveValue('');
    }

    const { data } = await staffGet<{ data: Subscription[] }>('/api/newsletter/subscriptions?skip=0&limit=1000');
    expect(data.filter((subscription) => subscription.email === address)).toHaveLength(1);
  });
}
