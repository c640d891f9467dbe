import type { Localization } from '../api/types';

// Dates and times of events belong to Berlin, whatever the visitor's own time zone.
const TIME_ZONE = 'Europe/Berlin';

/**
 * Formatters are made on first use, not when the module loads: a formatter with a time zone
 * loads the zone data, which cost ~70 ms of the home page's start-up where no date is shown.
 */
function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const dateFormat = once(() => new Intl.DateTimeFormat('de-DE', { timeZone: TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' }));
const timeFormat = once(() => new Intl.DateTimeFormat('de-DE', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }));
const numberFormat = once(() => new Intl.NumberFormat('de-DE'));

function toDate(value: string | number | Date): Date | undefined {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** Spec 9: DD.MM.YYYY. */
export function formatDate(value: string | number | Date): string {
  const date = toDate(value);
  return date ? dateFormat().format(date) : '';
}

/** Spec 9: HH:mm (24 h). */
export function formatTime(value: string | number | Date): string {
  const date = toDate(value);
  return date ? timeFormat().format(date) : '';
}

/** Spec 9: YYYY-MM-DD, the form dates are sent in (local calendar date of the visitor). */
export function toIsoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** Day of month and short month name in the visitor's language, for date badges. */
export function dayAndMonth(value: string | number | Date, language: string): { day: string; month: string } {
  const date = toDate(value);
  if (!date) return { day: '', month: '' };
  const locale = language === 'ar' ? 'ar' : 'de-DE';
  return {
    day: new Intl.DateTimeFormat('de-DE', { timeZone: TIME_ZONE, day: '2-digit' }).format(date),
    month: new Intl.DateTimeFormat(locale, { timeZone: TIME_ZONE, month: 'short' }).format(date),
  };
}

/** German number format (1.234.567), as the spec shows salaries. */
export function formatNumber(value: number): string {
  return numberFormat().format(value);
}

/** Cuts text to `max` characters and adds an ellipsis only when it was longer. */
export function truncate(text: string, max: number): string {
  const trimmed = text.trim();
  return trimmed.length > max ? `${trimmed.slice(0, max).trimEnd()}...` : trimmed;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** Plain text of stored HTML: tags removed, common entities decoded, whitespace collapsed. */
export function stripMarkup(html: string | null | undefined): string {
  if (!html) return '';
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The entry for `locale`, else the first entry whose `field` has text (spec: "fallback to any
 * locale"), else undefined.
 */
export function pickLocalization<T extends Localization>(
  localizations: readonly T[] | null | undefined,
  locale: string,
  field: keyof T,
): T | undefined {
  if (!localizations?.length) return undefined;
  const hasText = (entry: T) => {
    const value = entry[field];
    return typeof value === 'string' ? value.trim().length > 0 : value !== undefined && value !== null;
  };
  return localizations.find((entry) => entry.locale === locale && hasText(entry)) ?? localizations.find(hasText);
}

/** The text of `field` in `locale`, with fallback to any locale that has it. */
export function localized<T extends Localization>(
  localizations: readonly T[] | null | undefined,
  locale: string,
  field: keyof T,
): string {
  const value = pickLocalization(localizations, locale, field)?.[field];
  return typeof value === 'string' ? value : '';
}

/** Spec 3: a branch shows its name in the current language, then its name, then 'Branch {id}'. */
export function branchLabel(
  branch: { id: string | number; name?: string; localizations?: readonly (Localization & { name?: string })[] },
  locale: string,
): string {
  return branch.localizations?.find((entry) => entry.locale === locale)?.name || branch.name || `Branch ${branch.id}`;
}
