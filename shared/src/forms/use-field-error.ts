import { useFormContext, useFormState, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';

/** Spec 5: an error shows once its field was touched, or after a submit attempt. */
export function shouldShowError(isTouched: boolean, isSubmitted: boolean): boolean {
  return isTouched || isSubmitted;
}

/**
 * The error text to show under field `name`, or undefined while it must stay hidden.
 * The text is `error.message` as is: schemas are built with already translated messages.
 * Works for any field inside a `<FormProvider>`, so custom fields reuse it.
 */
export function useFieldError(name: string): string | undefined {
  const { control, getFieldState } = useFormContext();
  // Subscribes to this field's errors and touched flag, and to the form's submit state.
  const formState = useFormState({ control, name });
  const { error, isTouched } = getFieldState(name, formState);
  if (!error || !shouldShowError(isTouched, formState.isSubmitted)) return undefined;
  // A list field (checkbox group) may carry its message on `root`.
  const root = (error as { root?: { message?: string } }).root;
  return error.message || root?.message || undefined;
}

/**
 * Validates some fields and marks them touched so their errors show, e.g. the "next" button
 * of a step form (react-hook-form's `trigger` alone leaves them untouched, hence hidden).
 * Resolves true when they are valid.
 */
export async function touchAndValidate<T extends FieldValues>(form: UseFormReturn<T>, names: FieldPath<T>[]): Promise<boolean> {
  for (const name of names) {
    form.setValue(name, form.getValues(name), { shouldTouch: true });
  }
  return form.trigger(names, { shouldFocus: true });
}
