import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { touchAndValidate } from '@edu/shared/forms/fields';
import { useLanguage } from '@edu/shared/i18n';
import { useFormsTranslation } from '../../i18n';
import { useRevalidateOnLanguageChange } from '../../lib/use-revalidate-on-language-change';
import { emptyCourseRegistrationValues, makeCourseRegistrationSchema, type CourseRegistrationValues, type SchemaOptions } from './course-registration-schema';
import { clearDraft, loadDraft, saveDraft } from './draft-storage';
import { COURSE_STEPS, REVIEW_STEP } from './steps';

/**
 * The step logic of the course registration: one form over all steps; "next" validates the
 * current step's fields only and advances without errors; "back" and "edit" go to earlier
 * steps; typed values and the step are kept as a draft and restored on load.
 */
export function useCourseRegistrationWizard(schemaOptions: SchemaOptions = {}) {
  const { t } = useFormsTranslation();
  const language = useLanguage();
  const [draft] = useState(loadDraft);
  const { today } = schemaOptions;
  const schema = useMemo(() => makeCourseRegistrationSchema(t, { today }), [t, language, today]);
  const form = useForm<CourseRegistrationValues>({
    mode: 'all',
    // The schema's inferred types are wider than the form's (files, the yes/no union).
    resolver: yupResolver(schema) as unknown as Resolver<CourseRegistrationValues>,
    defaultValues: { ...emptyCourseRegistrationValues, ...draft?.values },
  });
  useRevalidateOnLanguageChange(form);
  const [step, setStep] = useState(draft?.step ?? 0);

  const stepRef = useRef(step);
  useEffect(() => {
    stepRef.current = step;
    saveDraft(form.getValues(), step);
  }, [form, step]);
  useEffect(() => {
    const subscription = form.watch((values) => saveDraft(values, stepRef.current));
    return () => subscription.unsubscribe();
  }, [form]);

  const next = useCallback(async (): Promise<boolean> => {
    const fields = COURSE_STEPS[stepRef.current]?.fields ?? [];
    const valid = await touchAndValidate(form, [...fields]);
    if (valid) setStep((current) => Math.min(current + 1, REVIEW_STEP));
    return valid;
  }, [form]);

  const back = useCallback(() => setStep((current) => Math.max(current - 1, 0)), []);

  /** Only backwards (editing from the review); forwards always goes through "next". */
  const goTo = useCallback((index: number) => setStep((current) => (index >= 0 && index < current ? index : current)), []);

  /** After a successful send: empty form, first step, no draft. */
  const reset = useCallback(() => {
    form.reset(emptyCourseRegistrationValues);
    setStep(0);
    clearDraft();
  }, [form]);

  return { form, step, next, back, goTo, reset, restored: draft !== undefined };
}
