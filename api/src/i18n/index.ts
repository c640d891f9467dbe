import { ar } from './ar.ts';
import { de, type Messages } from './de.ts';

export type Locale = 'ar' | 'de';
export const LOCALES: readonly Locale[] = ['ar', 'de'];
const catalogs: Record<Locale, Messages> = { ar, de };

export function messages(locale: Locale): Messages {
  return catalogs[locale];
}

/**
 * Picks ar or de from an Accept-Language header, honouring q-values. German when the header is
 * absent or names neither language (the spec's source language).
 */
export function resolveLocale(header: string | string[] | undefined): Locale {
  const raw = Array.isArray(header) ? header.join(',') : header;
  if (!raw) return 'de';
  let best: { locale: Locale; q: number } | undefined;
  for (const part of raw.split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (primary !== 'ar' && primary !== 'de') continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { locale: primary, q };
  }
  return best?.locale ?? 'de';
}

export function format(template: string, params: Record<string, unknown> = {}): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => (key in params ? String(params[key]) : `{{${key}}}`));
}

export type AppMessageKey = keyof Messages['app'];

export function appMessage(locale: Locale, key: AppMessageKey, params?: Record<string, unknown>): string {
  return format(catalogs[locale].app[key], params);
}

export function fieldLabel(locale: Locale, field: string): string {
  return catalogs[locale].fields[field] ?? field;
}
