import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { FormProvider, useForm, type FieldErrors, type FieldPath, type Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { submitErrorMessages } from '@edu/shared/api';
import { touchAndValidate } from '@edu/shared/forms/fields';
import { useLanguage } from '@edu/shared/i18n';
import { localized } from '@edu/shared/format';
import { Button } from '@edu/shared/ui/button';
import { Dialog } from '@edu/shared/ui/dialog';
import { Spinner } from '@edu/shared/ui/spinner';
import { Stepper } from '@edu/shared/ui/stepper';
import type { Job } from '../../../types/job';
import { useCreateHiringRequest } from '../api/create-hiring-request';
import { defaultApplicationValues, makeApplicationSchema, type ApplicationFormValues } from '../lib/application-schema';
import { toHiringRequestPayload, type ValidatedApplication } from '../lib/build-payload';
import { PERSONAL_FIELDS } from '../lib/personal-schema';
import { PersonalStep } from './personal-step';
import { QuestionsStep } from './questions-step';

const FORM_ID = 'job-application-form';

const JobLine = styled.p`
  margin: 0 0 12px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary};
`;

const Loading = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 16px;
  min-height: 280px;
  text-align: center;

  p {
    margin: 0;
    font-weight: 600;
  }
`;

const Spacer = styled.span`
  flex: 1;
`;

export interface ApplicationDialogProps {
  job: Job;
  open: boolean;
  /** Closing keeps what was typed (the form lives as long as the job page). */
  onClose: () => void;
  /** After a successful submit: the page clears its selected job, which closes the dialog. */
  onSubmitted: () => void;
}

const personalFieldSet = new Set<string>(PERSONAL_FIELDS);

/**
 * Spec 2 "Application dialog": step 1 'Eckdaten', step 2 'Unterinformationen' when the job has
 * questions. 'nächste' validates the step and advances only without errors; 'einreichen'
 * sends; while sending a loader replaces the form; a failure keeps the form as typed and shows
 * each server message as an error notice.
 */
export function ApplicationDialog({ job, open, onClose, onSubmitted }: ApplicationDialogProps) {
  const { t } = useTranslation('careers');
  const language = useLanguage();
  const create = useCreateHiringRequest();

  // Messages are built in the visitor's language; a new language builds a new schema.
  const schema = useMemo(() => makeApplicationSchema(job, language, t), [job, language, t]);
  const form = useForm<ApplicationFormValues>({
    mode: 'all',
    // The resolver's output (trimmed text, parsed numbers) is what handleSubmit passes on.
    resolver: yupResolver(schema) as unknown as Resolver<ApplicationFormValues>,
    defaultValues: defaultApplicationValues(job),
  });

  const steps = useMemo(
    () => [t('application.steps.personal'), ...(job.questions.length > 0 ? [t('application.steps.questions')] : [])],
    [job.questions.length, t],
  );
  const [step, setStep] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const isLastStep = step === steps.length - 1;

  // A new step takes focus to its heading, so screen readers announce where the visitor is.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const previousStep = useRef(step);
  useEffect(() => {
    if (previousStep.current !== step && open) headingRef.current?.focus();
    previousStep.current = step;
  }, [step, open]);

  // Shown errors follow a language switch: they are validated again with the new messages.
  const firstSchema = useRef(schema);
  useEffect(() => {
    if (firstSchema.current === schema) return;
    const withErrors = Object.keys(form.formState.errors) as FieldPath<ApplicationFormValues>[];
    if (withErrors.length > 0) void form.trigger(withErrors);
  }, [schema, form]);

  // After a failed submit the form comes back; focus returns to its step heading, not the page.
  const [refocus, setRefocus] = useState(false);
  useEffect(() => {
    if (submitting || !refocus) return;
    headingRef.current?.focus();
    setRefocus(false);
  }, [submitting, refocus]);

  const next = async () => {
    if (await touchAndValidate(form, [...PERSONAL_FIELDS])) setStep((current) => Math.min(current + 1, steps.length - 1));
  };
  const back = () => setStep((current) => Math.max(current - 1, 0));

  const send = async (values: ApplicationFormValues) => {
    setSubmitting(true);
    try {
      await create(toHiringRequestPayload(values as ValidatedApplication, job));
      toast.success(t('application.success'));
      form.reset(defaultApplicationValues(job));
      setStep(0);
      onSubmitted();
    } catch (error) {
      for (const message of submitErrorMessages(error, t('errors.sendFailed', { ns: 'common' }))) toast.error(message);
      setRefocus(true);
    } finally {
      setSubmitting(false);
    }
  };
  // Only reachable if step 1 became invalid after 'nächste' (e.g. back, edit, forward): show it.
  const showInvalidStep = (errors: FieldErrors<ApplicationFormValues>) => {
    if (Object.keys(errors).some((name) => personalFieldSet.has(name))) setStep(0);
  };

  // Enter in a field of step 1 means 'nächste' there, 'einreichen' on the last step.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (isLastStep) return void form.handleSubmit(send, showInvalidStep)(event);
    event.preventDefault();
    void next();
  };

  const title = t('application.title', { current: step + 1, total: steps.length });
  const jobTitle = localized(job.localizations, language, 'title');

  const footer = submitting ? null : (
    <>
      {step > 0 && (
        <Button key="previous" variant="secondary" onClick={back}>
          {t('application.previous')}
        </Button>
      )}
      <Spacer />
      {isLastStep ? (
        <Button key="submit" type="submit" form={FORM_ID}>
          {t('application.submit')}
        </Button>
      ) : (
        <Button key="next" type="submit" form={FORM_ID}>
          {t('application.next')}
        </Button>
      )}
    </>
  );

  return (
    <Dialog
      open={open}
      // While sending, the request decides; closing then would hide its outcome.
      onClose={submitting ? () => undefined : onClose}
      title={title}
      footer={footer}
      size="lg"
      closeOnOverlayClick={false}
    >
      <JobLine>{t('application.forJob', { title: jobTitle })}</JobLine>
      {steps.length > 1 && <Stepper steps={steps} current={step} />}
      {submitting ? (
        <Loading>
          <Spinner size={48} label={t('application.submitting')} />
          <p aria-hidden="true">{t('application.submitting')}</p>
        </Loading>
      ) : (
        <FormProvider {...form}>
          <form id={FORM_ID} noValidate onSubmit={onSubmit}>
            {step === 0 ? <PersonalStep headingRef={headingRef} /> : <QuestionsStep questions={job.questions} headingRef={headingRef} />}
          </form>
        </FormProvider>
      )}
    </Dialog>
  );
}

export default ApplicationDialog;
