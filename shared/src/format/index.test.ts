import { branchLabel, dayAndMonth, formatDate, formatNumber, formatTime, localized, pickLocalization, stripMarkup, toIsoDate, truncate } from './index';

describe('formatDate (DD.MM.YYYY, Berlin calendar)', () => {
  it('formats ISO strings, timestamps and dates', () => {
    expect(formatDate('2024-03-05T10:00:00Z')).toBe('05.03.2024');
    expect(formatDate(Date.UTC(2023, 11, 24, 12))).toBe('24.12.2023');
    expect(formatDate(new Date(Date.UTC(2025, 0, 1, 12)))).toBe('01.01.2025');
  });

  it('uses the Berlin date, whatever the UTC date', () => {
    // 23:30 UTC is already the next day in Berlin (UTC+1 in winter).
    expect(formatDate('2024-03-05T23:30:00Z')).toBe('06.03.2024');
  });

  it('returns an empty string for invalid input', () => {
    expect(formatDate('kein Datum')).toBe('');
  });
});

describe('formatTime (HH:mm in Berlin)', () => {
  it('follows Berlin summer and winter time, 24 hours, zero-padded', () => {
    expect(formatTime('2024-07-01T07:05:00Z')).toBe('09:05');
    expect(formatTime('2024-01-15T07:05:00Z')).toBe('08:05');
    expect(formatTime('2024-01-15T22:30:00Z')).toBe('23:30');
    expect(formatTime('2024-01-15T23:00:00Z')).toBe('00:00');
  });

  it('returns an empty string for invalid input', () => {
    expect(formatTime('')).toBe('');
  });
});

describe('toIsoDate (YYYY-MM-DD, sent to the API)', () => {
  it('pads month and day of the local calendar date', () => {
    expect(toIsoDate(new Date(2006, 0, 5))).toBe('2006-01-05');
    expect(toIsoDate(new Date(1999, 11, 31, 23, 59))).toBe('1999-12-31');
  });
});

describe('dayAndMonth', () => {
  it('gives the Berlin day and a short month name in the language', () => {
    expect(dayAndMonth('2024-03-05T10:00:00Z', 'de')).toEqual({ day: '05', month: 'Mär' });
    expect(dayAndMonth('2024-03-05T10:00:00Z', 'ar').month).toBe('مارس');
    expect(dayAndMonth('nope', 'de')).toEqual({ day: '', month: '' });
  });
});

describe('formatNumber (German)', () => {
  it('groups thousands with dots and uses a decimal comma', () => {
    expect(formatNumber(45000)).toBe('45.000');
    expect(formatNumber(1234567.5)).toBe('1.234.567,5');
    expect(formatNumber(999)).toBe('999');
  });
});

describe('truncate', () => {
  it('leaves text up to the limit alone', () => {
    expect(truncate('Kurz', 75)).toBe('Kurz');
    const exact = 'x'.repeat(75);
    expect(truncate(exact, 75)).toBe(exact);
  });

  it('cuts longer text and adds an ellipsis', () => {
    expect(truncate('y'.repeat(76), 75)).toBe(`${'y'.repeat(75)}...`);
    expect(truncate('Hallo schöne Welt', 6)).toBe('Hallo...');
  });

  it('ignores surrounding whitespace', () => {
    expect(truncate('  Kurz  ', 4)).toBe('Kurz');
  });
});

describe('stripMarkup', () => {
  it('removes tags, scripts and styles and collapses whitespace', () => {
    expect(stripMarkup('<p>Wir suchen <strong>Lehrkräfte</strong></p>\n<ul><li>Mathe</li></ul>')).toBe('Wir suchen Lehrkräfte Mathe');
    expect(stripMarkup('<style>p{}</style>Text<script>alert(1)</script>')).toBe('Text');
  });

  it('decodes common entities', () => {
    expect(stripMarkup('Lesen &amp; Schreiben&nbsp;&lt;3 &quot;gut&quot; &#39;ja&#39;')).toBe('Lesen & Schreiben <3 "gut" \'ja\'');
  });

  it('treats empty input as empty text', () => {
    expect(stripMarkup(null)).toBe('');
    expect(stripMarkup(undefined)).toBe('');
  });
});

describe('localized / pickLocalization', () => {
  const entries = [
    { locale: 'ar', title: 'معلم رياضيات', description: '' },
    { locale: 'de', title: 'Mathelehrkraft', description: '<p>Beschreibung</p>' },
  ];

  it('picks the entry of the locale', () => {
    expect(localized(entries, 'ar', 'title')).toBe('معلم رياضيات');
    expect(localized(entries, 'de', 'title')).toBe('Mathelehrkraft');
    expect(pickLocalization(entries, 'de', 'title')).toBe(entries[1]);
  });

  it('falls back to any locale that has the field', () => {
    expect(localized(entries, 'ar', 'description')).toBe('<p>Beschreibung</p>');
    expect(localized([{ locale: 'en', title: 'Teacher' }], 'de', 'title')).toBe('Teacher');
  });

  it('gives empty text when no locale has it', () => {
    expect(localized(entries.map((entry) => ({ ...entry, description: '  ' })), 'de', 'description')).toBe('');
    expect(localized<{ locale: string; title?: string }>([], 'de', 'title')).toBe('');
    expect(localized<{ locale: string; title?: string }>(undefined, 'de', 'title')).toBe('');
    expect(pickLocalization(null, 'de', 'locale')).toBeUndefined();
  });
});

describe('branchLabel', () => {
  it('prefers the name in the language, then the name, then "Branch {id}"', () => {
    const localizations = [
      { locale: 'ar', name: 'فرع برلين' },
      { locale: 'de', name: 'Standort Berlin' },
    ];
    expect(branchLabel({ id: 1, name: 'Berlin', localizations }, 'ar')).toBe('فرع برلين');
    expect(branchLabel({ id: 1, name: 'Berlin', localizations: [{ locale: 'ar', name: 'فرع برلين' }] }, 'de')).toBe('Berlin');
    expect(branchLabel({ id: 7 }, 'de')).toBe('Branch 7');
    expect(branchLabel({ id: 'x', name: '' }, 'de')).toBe('Branch x');
  });
});
