import { useLanguage } from '@edu/shared/i18n';
import { localized } from '@edu/shared/format';
import { CheckboxGroupField, RadioGroupField, SelectField, TextAreaField, TextField } from '@edu/shared/forms/fields';
import type { JobQuestion } from '../../../types/job';
import { ANSWER_MAX_LENGTH, answerKey, questionLabel } from '../lib/answers-schema';

/** One custom question of the job, rendered by its type (spec 3). */
export function QuestionField({ question }: { question: JobQuestion }) {
  const language = useLanguage();
  const name = `answers.${answerKey(question.id)}`;
  const label = questionLabel(question, language);
  const required = question.isRequired;
  const options = question.choices.map((choice) => ({ value: choice.id, label: localized(choice.localizations, language, 'name') }));

  switch (question.questionType) {
    case 'select':
      return <SelectField name={name} label={label} options={options} required={required} />;
    case 'radio':
      return <RadioGroupField name={name} label={label} options={options} required={required} />;
    case 'checkbox':
      return <CheckboxGroupField name={name} label={label} options={options} required={required} />;
    case 'textarea':
      return <TextAreaField name={name} label={label} rows={4} maxLength={ANSWER_MAX_LENGTH} required={required} />;
    case 'number':
      // Text with a decimal keypad: accepts '1,5' as typed in German, and no scroll-wheel changes.
      return <TextField name={name} label={label} inputMode="decimal" dir="ltr" required={required} />;
    case 'text':
    default:
      return <TextField name={name} label={label} maxLength={ANSWER_MAX_LENGTH} required={required} />;
  }
}
