import { useEffect, useRef } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { useLanguage } from '@edu/shared/i18n';

/**
 * Schemas carry already translated messages, so an error shown before a language switch would
 * stay in the old language. Re-running validation for the fields that show one fixes that.
 */
export function useRevalidateOnLanguageChange<T extends FieldValues>(form: UseFormReturn<T>): void {
  const language = useLanguage();
  const previous = useRef(language);
  useEffect(() => {
    if (previous.current === language) return;
    previous.current = language;
    const withErrors = Object.keys(form.formState.errors) as FieldPath<T>[];
    if (withErrors.length > 0) void form.trigger(withErrors);
  }, [form, language]);
}
