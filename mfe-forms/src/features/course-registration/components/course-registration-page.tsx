import { useEffect, useId, useRef, useState, type ComponentType, type FormEvent } from 'react';
import { FormProvider, type FieldErrors } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import toast from 'react-hot-toast';
import styled from 'styled-components';
import { submitErrorMessages } from '@edu/shared/api';
import { media } from '@edu/shared/theme';
import { Button } from '@edu/shared/ui/button';
import { Card } from '@edu/shared/ui/card';
import { Container, PageHeading, Section } from '@edu/shared/ui/layout';
import { ProgressBar } from '@edu/shared/ui/progress-bar';
import { Stepper } from '@edu/shared/ui/stepper';
import { RegistrationSuccessDialog } from '../../../components/registration-success-dialog';
import { useFormsTranslation } from '../../../i18n';
import { createCourseRegistration } from '../api/create-course-registration';
import type { CourseRegistrationValues, SchemaOptions } from '../course-registration-schema';
import { COURSE_STEPS, REVIEW_STEP, firstStepWith, type StepId } from '../steps';
import { useCourseRegistrationWizard } from '../use-course-registration-wizard';
import { AddressStep } from './address-step';
import { AttachmentsStep } from './attachments-step';
import { PersonalStep } from './personal-step';
import { QualificationsStep } from './qualifications-step';
import { ReviewStep } from './review-step';

const Narrow = styled.div`
  max-width: 860px;
  margin: 0 auto;
`;

const FormCard = styled(Card)`
  padding: 20px 16px;

  ${media.md} {
    padding: 32px;
  }
`;

const Notice = styled.p`
  margin: 0 0 16px;
  padding: 12px 16px;
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: #e6f0f5;
`;

const StepHeading = styled.h2`
  margin: 24px 0 8px;
  font-size: 1.25rem;

  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 4px;
  }
`;

const RequiredNote = styled.p`
  margin: 0 0 20px;
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Upload = styled.div`
  margin: 8px 0 20px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 12px;
  margin-top: 8px;
  padding-top: 20px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/** Pushes the main button to the end when there is no "back". */
const Spacer = styled.span`
  flex: 1;
`;

const STEP_CONTENT: Record<Exclude<StepId, 'review'>, ComponentType> = {
  personal: PersonalStep,
  address: AddressStep,
  qualifications: QualificationsStep,
  attachments: AttachmentsStep,
};

/** 'Kursanmeldeformular' (spec 1/3/5): the step form with attachments, review and upload progress. */
export function CourseRegistrationPage({ schemaOptions }: { schemaOptions?: SchemaOptions } = {}) {
  const { t } = useFormsTranslation();
  const [searchParams] = useSearchParams();
  // An institute page may link to a given course: /course-registration?course=...
  const course = searchParams.get('course')?.trim().slice(0, 200) || undefined;
  const { form, step, next, back, goTo, reset, restored } = useCourseRegistrationWizard(schemaOptions);
  const [progress, setProgress] = useState<number>();
  const [succeeded, setSucceeded] = useState(false);
  // Said once after a reload; it has done its job when the visitor moves on.
  const [showRestored, setShowRestored] = useState(restored);
  const titleId = useId();
  const stepHeadingId = useId();
  const stepHeadingRef = useRef<HTMLHeadingElement>(null);
  const sending = progress !== undefined;
  const stepTitles = COURSE_STEPS.map(({ id }) => t(`courseRegistration.steps.${id}`));

  // A new step is announced and shown from its top: focus moves to its heading.
  // (Compared with the last step shown, not "first render": StrictMode runs effects twice.)
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    setShowRestored(false);
    stepHeadingRef.current?.focus({ preventScroll: true });
    stepHeadingRef.current?.scrollIntoView?.({ block: 'center' });
  }, [step]);

  const send = async (values: CourseRegistrationValues) => {
    setProgress(0);
    try {
      await createCourseRegistration(values, { course, onProgress: setProgress });
      reset();
      setSucceeded(true);
    } catch (error) {
      for (const message of submitErrorMessages(error, t('errors.sendFailed', { ns: 'common' }))) toast.error(message);
    } finally {
      setProgress(undefined);
    }
  };

  // Cannot normally happen (each step was checked), but a restored draft may skip a check.
  const showFirstInvalidStep = (errors: FieldErrors<CourseRegistrationValues>) => {
    const target = firstStepWith(Object.keys(errors));
    if (target !== undefined) goTo(target);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (step === REVIEW_STEP) return form.handleSubmit(send, showFirstInvalidStep)(event);
    // Enter in a field, or the "next" button, on the steps before the review.
    event.preventDefault();
    return next();
  };

  const stepId = COURSE_STEPS[step]?.id ?? 'review';
  const StepContent = stepId === 'review' ? undefined : STEP_CONTENT[stepId];
  return (
    <Section>
      <Container>
        <Narrow>
          <PageHeading id={titleId} title={t('courseRegistration.title')} subtitle={t('courseRegistration.intro')} />
          {course && (
            <Notice>
              {t('courseRegistration.fields.course')}: <strong>{course}</strong>
            </Notice>
          )}
          {showRestored && <Notice role="status">{t('courseRegistration.restored')}</Notice>}
          <FormCard>
            <Stepper steps={stepTitles} current={step} />
            <FormProvider {...form}>
              <form noValidate aria-labelledby={`${titleId} ${stepHeadingId}`} onSubmit={onSubmit}>
                <StepHeading id={stepHeadingId} ref={stepHeadingRef} tabIndex={-1}>
                  {t('courseRegistration.stepHeading', { current: step + 1, total: COURSE_STEPS.length, title: stepTitles[step] })}
                </StepHeading>
                {step < REVIEW_STEP && <RequiredNote>{t('courseRegistration.requiredNote')}</RequiredNote>}
                {StepContent ? <StepContent /> : <ReviewStep onEdit={goTo} course={course} />}
                {sending && (
                  <Upload>
                    <ProgressBar value={progress} label={t('upload.progress', { ns: 'common', percent: Math.round(progress * 100) })} />
                  </Upload>
                )}
                <Actions>
                  {step > 0 ? (
                    <Button variant="secondary" onClick={back} disabled={sending}>
                      {t('courseRegistration.actions.back')}
                    </Button>
                  ) : (
                    <Spacer />
                  )}
                  <Button type="submit" loading={sending}>
                    {step < REVIEW_STEP
                      ? t('courseRegistration.actions.next')
                      : sending
                        ? t('courseRegistration.actions.sending')
                        : t('courseRegistration.actions.submit')}
                  </Button>
                </Actions>
              </form>
            </FormProvider>
          </FormCard>
        </Narrow>
      </Container>
      <RegistrationSuccessDialog open={succeeded} onClose={() => setSucceeded(false)} />
    </Section>
  );
}
