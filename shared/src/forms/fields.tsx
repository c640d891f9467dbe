import { type ChangeEvent, type HTMLAttributes } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../ui/visually-hidden';
import {
  ChoiceRow,
  ErrorText,
  FieldBox,
  FieldLabel,
  GroupBox,
  Hint,
  HintAndError,
  Input,
  Legend,
  RequiredMark,
  Select,
  TextArea,
  useFieldWiring,
  type BaseFieldProps,
  type FieldOption,
} from './field-parts';

/**
 * Form fields bound to react-hook-form through `useFormContext()`: use them inside
 * `<FormProvider {...methods}><form noValidate onSubmit={methods.handleSubmit(...)}>`.
 * Each has a visible label tied to its control, a required marker, and shows its error only
 * once touched or after a submit attempt (spec 5).
 */

// Re-exported so everything form-related is importable from '@edu/shared/forms/fields' (the
// package's exports map only reaches `.tsx` modules under forms/).
export { shouldShowError, touchAndValidate, useFieldError } from './use-field-error';
export { FileField, type FileFieldProps } from './file-field';
export { FieldBox, type BaseFieldProps, type FieldOption } from './field-parts';

export interface TextFieldProps extends BaseFieldProps {
  type?: 'text' | 'email' | 'tel' | 'number' | 'date' | 'password';
  autoComplete?: string;
  placeholder?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** Emails and phone numbers default to 'ltr', also in Arabic. */
  dir?: 'ltr' | 'rtl' | 'auto';
  maxLength?: number;
}

export function TextField({ name, label, type = 'text', required, hint, disabled, className, dir, ...inputProps }: TextFieldProps) {
  const { register } = useFormContext();
  const { ids, error, aria } = useFieldWiring(name, hint);
  return (
    <FieldBox className={className}>
      <FieldLabel htmlFor={ids.control} label={label} required={required} />
      <Input
        id={ids.control}
        type={type}
        dir={dir ?? (type === 'email' || type === 'tel' ? 'ltr' : undefined)}
        disabled={disabled}
        aria-required={required || undefined}
        {...aria}
        {...inputProps}
        {...register(name)}
      />
      <HintAndError ids={ids} hint={hint} error={error} />
    </FieldBox>
  );
}

export interface TextAreaFieldProps extends BaseFieldProps {
  rows?: number;
  placeholder?: string;
  maxLength?: number;
}

export function TextAreaField({ name, label, rows = 4, required, hint, disabled, className, ...textAreaProps }: TextAreaFieldProps) {
  const { register } = useFormContext();
  const { ids, error, aria } = useFieldWiring(name, hint);
  return (
    <FieldBox className={className}>
      <FieldLabel htmlFor={ids.control} label={label} required={required} />
      <TextArea
        id={ids.control}
        rows={rows}
        disabled={disabled}
        aria-required={required || undefined}
        {...aria}
        {...textAreaProps}
        {...register(name)}
      />
      <HintAndError ids={ids} hint={hint} error={error} />
    </FieldBox>
  );
}

export interface SelectFieldProps extends BaseFieldProps {
  options: FieldOption[];
  /** The empty first option; defaults to t('forms.choose'). */
  placeholder?: string;
}

export function SelectField({ name, label, options, placeholder, required, hint, disabled, className }: SelectFieldProps) {
  const { register } = useFormContext();
  const { t } = useTranslation('common');
  const { ids, error, aria } = useFieldWiring(name, hint);
  return (
    <FieldBox className={className}>
      <FieldLabel htmlFor={ids.control} label={label} required={required} />
      <Select id={ids.control} disabled={disabled} aria-required={required || undefined} {...aria} {...register(name)}>
        {/* Always an empty option: without one the browser shows the first option as chosen
            while the form value is still empty. */}
        <option value="">{placeholder ?? t('forms.choose')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      <HintAndError ids={ids} hint={hint} error={error} />
    </FieldBox>
  );
}

export interface ChoiceGroupProps extends BaseFieldProps {
  options: FieldOption[];
}

/** One choice of several; the value is the chosen option's value. */
export function RadioGroupField({ name, label, options, required, hint, disabled, className }: ChoiceGroupProps) {
  const { register } = useFormContext();
  const { ids, error, aria } = useFieldWiring(name, hint);
  return (
    // role="radiogroup" (allowed on fieldset) carries required/invalid, which single radios
    // cannot; the description goes on each radio, where screen readers read it reliably.
    <GroupBox
      role="radiogroup"
      className={className}
      disabled={disabled}
      aria-required={required || undefined}
      aria-invalid={aria['aria-invalid']}
    >
      <Legend>
        {label}
        {required && <RequiredMark />}
      </Legend>
      {hint && <Hint id={ids.hint}>{hint}</Hint>}
      {options.map((option, index) => (
        <ChoiceRow key={option.value}>
          <input
            id={`${ids.control}${index}`}
            type="radio"
            value={option.value}
            aria-describedby={aria['aria-describedby']}
            {...register(name)}
          />
          <label htmlFor={`${ids.control}${index}`}>{option.label}</label>
        </ChoiceRow>
      ))}
      {error && <ErrorText id={ids.error}>{error}</ErrorText>}
    </GroupBox>
  );
}

/** Several choices; the value is a string[] of the checked options' values. */
export function CheckboxGroupField({ name, label, options, required, hint, disabled, className }: ChoiceGroupProps) {
  const { t } = useTranslation('common');
  // Controlled: react-hook-form's native checkbox handling turns a one-option group into a
  // string instead of a list.
  const { field } = useController({ name });
  const { ids, error, aria } = useFieldWiring(name, hint);
  const checked: string[] = Array.isArray(field.value) ? (field.value as string[]) : [];

  const toggle = (value: string) => (event: ChangeEvent<HTMLInputElement>) => {
    field.onChange(event.target.checked ? [...checked, value] : checked.filter((item) => item !== value));
  };

  return (
    <GroupBox className={className} disabled={disabled}>
      <Legend>
        {label}
        {required && (
          <>
            <RequiredMark />
            <VisuallyHidden> {t('forms.required')}</VisuallyHidden>
          </>
        )}
      </Legend>
      {hint && <Hint id={ids.hint}>{hint}</Hint>}
      {options.map((option, index) => (
        <ChoiceRow key={option.value}>
          <input
            id={`${ids.control}${index}`}
            // The first box takes react-hook-form's ref, so focusing the first error lands here.
            ref={index === 0 ? field.ref : undefined}
            type="checkbox"
            name={field.name}
            value={option.value}
            checked={checked.includes(option.value)}
            onChange={toggle(option.value)}
            onBlur={field.onBlur}
            {...aria}
          />
          <label htmlFor={`${ids.control}${index}`}>{option.label}</label>
        </ChoiceRow>
      ))}
      {error && <ErrorText id={ids.error}>{error}</ErrorText>}
    </GroupBox>
  );
}

export type CheckboxFieldProps = BaseFieldProps;

/** A single yes/no box (consent, newsletter); the value is a boolean. */
export function CheckboxField({ name, label, required, hint, disabled, className }: CheckboxFieldProps) {
  const { register } = useFormContext();
  const { ids, error, aria } = useFieldWiring(name, hint);
  return (
    <FieldBox className={className}>
      <ChoiceRow>
        <input id={ids.control} type="checkbox" disabled={disabled} aria-required={required || undefined} {...aria} {...register(name)} />
        <label htmlFor={ids.control}>{label}</label>
        {required && <RequiredMark />}
      </ChoiceRow>
      <HintAndError ids={ids} hint={hint} error={error} />
    </FieldBox>
  );
}
