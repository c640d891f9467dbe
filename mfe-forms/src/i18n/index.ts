import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { addTranslations } from '@edu/shared/i18n';
import ar from './ar.json';
import de from './de.json';

export const NAMESPACE = 'forms' as const;

/**
 * Adds the `forms` namespace to the one i18next instance. Called from render, not at module
 * top: through `./mount` this module is imported before `startI18n` has created the store.
 * Cheap and idempotent (addTranslations skips a bundle that is already there).
 */
export function registerTranslations(): void {
  addTranslations(NAMESPACE, { ar, de });
}

/** `useTranslation('forms')`, with the namespace registered first. */
export function useFormsTranslation() {
  registerTranslations();
  return useTranslation(NAMESPACE);
}

/** The `t` of this namespace, as schema factories and helpers take it. */
export type Translate = TFunction<typeof NAMESPACE>;
