import { i18n, startI18n } from '@edu/shared/i18n';
import { addCareersTranslations } from '../../../i18n';
import { job } from '../../../test/fixtures';
import { departmentLabel, employmentTypeLabel, jobPreview, jobTitle, PREVIEW_LENGTH, postedText, salaryText } from './job-format';

beforeAll(() => {
  startI18n({ language: 'de' });
  addCareersTranslations();
});

const tIn = (language: 'ar' | 'de') => i18n.getFixedT(language);

const withDescription = (description: string, locale = 'de') =>
  job({ localizations: [{ locale, title: 'Titel', description }] });

describe('jobPreview (card text, spec 2)', () => {
  it('strips markup and decodes entities', () => {
    expect(jobPreview(withDescription('<p>Wir suchen <strong>Sie</strong> &amp; Ihr Team.</p>'), 'de')).toBe('Wir suchen Sie & Ihr Team.');
  });

  it('keeps a text of at most 75 characters as it is, without an ellipsis', () => {
    const exactly75 = 'a'.repeat(PREVIEW_LENGTH);
    expect(PREVIEW_LENGTH).toBe(75);
    expect(jobPreview(withDescription(`<p>${exactly75}</p>`), 'de')).toBe(exactly75);
  });

  it('cuts a longer text to 75 characters plus an ellipsis', () => {
    const text = `${'b'.repeat(80)}`;
    const preview = jobPreview(withDescription(`<div>${text}</div>`), 'de');
    expect(preview).toBe(`${'b'.repeat(75)}...`);
  });

  it('counts characters after the markup is gone', () => {
    const words = 'Mathematik '.repeat(10).trim(); // 109 characters
    const preview = jobPreview(withDescription(`<ul><li>${words}</li></ul>`), 'de');
    expect(preview.endsWith('...')).toBe(true);
    expect(preview.length).toBeLessThanOrEqual(75 + 3);
    expect(preview).not.toContain('<');
  });

  it('falls back to any language that has a description', () => {
    expect(jobPreview(withDescription('<p>Nur Deutsch</p>', 'de'), 'ar')).toBe('Nur Deutsch');
  });
});

describe('jobTitle', () => {
  it('is the title in the visitor language', () => {
    expect(jobTitle(job(), 'de')).toBe('Mathematiklehrer (m/w/d)');
    expect(jobTitle(job(), 'ar')).toBe('معلم رياضيات');
  });
});

describe('salaryText (German number format, per year)', () => {
  it('shows the range in German', () => {
    expect(salaryText(job({ salaryFrom: 45000, salaryTo: 55000 }), tIn('de'))).toBe('45.000 - 55.000 € pro Jahr');
  });

  it('shows the range with German digits grouping in Arabic too', () => {
    expect(salaryText(job({ salaryFrom: 45000, salaryTo: 55000 }), tIn('ar'))).toBe('45.000 - 55.000 € سنوياً');
  });

  it('shows one amount when both ends are equal, and large numbers grouped', () => {
    expect(salaryText(job({ salaryFrom: 6456, salaryTo: 6456 }), tIn('de'))).toBe('6.456 € pro Jahr');
    expect(salaryText(job({ salaryFrom: 1200000, salaryTo: 1500000 }), tIn('de'))).toBe('1.200.000 - 1.500.000 € pro Jahr');
  });

  it('is empty when the ad names no salary', () => {
    expect(salaryText(job({ salaryFrom: 0, salaryTo: 0 }), tIn('de'))).toBe('');
  });
});

describe('postedText', () => {
  it("says 'Gepostet' with DD.MM.YYYY in Berlin time", () => {
    expect(postedText(job({ createdAt: '2025-03-14T09:30:00.000Z' }), tIn('de'))).toBe('Gepostet: 14.03.2025');
    // 23:30 UTC on 31 Dec is already 1 Jan in Berlin.
    expect(postedText(job({ createdAt: '2024-12-31T23:30:00.000Z' }), tIn('de'))).toBe('Gepostet: 01.01.2025');
  });
});

describe('labels', () => {
  it('translates employment types and known departments', () => {
    expect(employmentTypeLabel('FULL_TIME', tIn('de'))).toBe('Vollzeit');
    expect(employmentTypeLabel('INTERNSHIP', tIn('ar'))).toBe('تدريب عملي');
    expect(departmentLabel('Verlag', tIn('ar'))).toBe('دار النشر');
    expect(departmentLabel('Unbekannt', tIn('ar'))).toBe('Unbekannt');
  });
});
