import { useEffect, useId, useRef, type ChangeEvent, type HTMLAttributes, type ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { VisuallyHidden } from '../ui/visually-hidden';
import { useFieldError } from './use-field-error';

// The hook lives in its own module; re-exported because the package's exports map only
// reaches `.tsx` modules under forms/.
export { shouldShowError, touchAndValidate, useFieldError } from './use-field-error';

export interface FieldOption {
  value: string;
  label: string;
}

/** Props every field takes. */
interface BaseFieldProps {
  name: string;
  label: string;
  /** Shows the required marker (validation itself is the schema's). */
  required?: boolean;
  /** Help text under the label, read with the field. */
  hint?: ReactNode;
  disabled?: boolean;
  className?: string;
}

// ---------------------------------------------------------------- look

export const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin-bottom: 20px;
  min-width: 0;
`;

const GroupBox = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
  margin: 0 0 20px;
  padding: 0;
  border: 0;
`;

const labelText = css`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

const LabelRow = styled.div`
  display: flex;
  gap: 4px;
`;

const Label = styled.label`
  ${labelText}
`;

const Legend = styled.legend`
  ${labelText}
  margin-bottom: 4px;
  padding: 0;
`;

/** Outside the <label>, so the label's text (and tests' getByLabelText) is the label alone. */
const Star = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 700;
`;

function RequiredMark() {
  return <Star aria-hidden="true">*</Star>;
}

const Hint = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: 0.875rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`;

/** Borders in `muted`: a control's outline needs 3:1 contrast (WCAG 1.4.11). */
const controlLook = css`
  width: 100%;
  min-height: 44px;
  padding: 10px 12px;
  border: 1px solid ${({ theme }) => theme.colors.muted};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;

  &::placeholder {
    color: ${({ theme }) => theme.colors.muted};
  }
  &:disabled {
    background: ${({ theme }) => theme.colors.background};
    cursor: not-allowed;
  }
  &[aria-invalid='true'] {
    border: 2px solid ${({ theme }) => theme.colors.danger};
  }
`;

const Input = styled.input`
  ${controlLook}
`;
const TextArea = styled.textarea`
  ${controlLook}
  resize: vertical;
`;
const Select = styled.select`
  ${controlLook}
`;

/** A whole row is the click target, at least 44 px high. */
const ChoiceRow = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 44px;

  input {
    flex-shrink: 0;
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  label {
    flex: 1;
    padding: 8px 0;
    cursor: pointer;
  }
`;

// ---------------------------------------------------------------- wiring

/** Ids and ARIA attributes tying a control to its label, hint and (visible) error. */
function useFieldWiring(name: string, hint: ReactNode) {
  const id = useId();
  const error = useFieldError(name);
  const ids = { control: `${id}control`, hint: `${id}hint`, error: `${id}error` };
  const describedBy = [hint ? ids.hint : undefined, error ? ids.error : undefined].filter(Boolean).join(' ') || undefined;
  return {
    ids,
    error,
    aria: { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy },
  };
}

function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <LabelRow>
      <Label htmlFor={htmlFor}>{label}</Label>
      {required && <RequiredMark />}
    </LabelRow>
  );
}

function HintAndError({ ids, hint, error }: { ids: { hint: string; error: string }; hint: ReactNode; error?: string }) {
  return (
    <>
      {hint && <Hint id={ids.hint}>{hint}</Hint>}
      {error && <ErrorText id={ids.error}>{error}</ErrorText>}
    </>
  );
}

// ---------------------------------------------------------------- fields

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
    // role="radiogroup" (allowed on fieldset) carries required/invalid, which single radios cannot.
    <GroupBox role="radiogroup" className={className} disabled={disabled} aria-required={required || undefined} {...aria}>
      <Legend>
        {label}
        {required && <RequiredMark />}
      </Legend>
      {hint && <Hint id={ids.hint}>{hint}</Hint>}
      {options.map((option, index) => (
        <ChoiceRow key={option.value}>
          <input id={`${ids.control}${index}`} type="radio" value={option.value} {...register(name)} />
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

// ---------------------------------------------------------------- files

const Picker = styled.div`
  position: relative;
  display: inline-flex;
  align-self: flex-start;

  /* The real input lies invisibly over the face: clicks, keyboard and screen readers all use
     the native control, while the face shows text in the site's language (the browser's own
     'Choose file' would follow the browser's language). */
  input {
    position: absolute;
    top: 0;
    left: 0;
    width: 100%;
    height: 100%;
    opacity: 0;
    cursor: pointer;
  }
  input:focus-visible + span {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  input:disabled {
    cursor: not-allowed;
  }
`;

const PickerFace = styled.span`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 8px 18px;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
`;

const FileList = styled.ul`
  margin: 0;
  padding-left: 20px;
  font-size: 0.9375rem;
  overflow-wrap: anywhere;
`;

const ClearButton = styled.button`
  align-self: flex-start;
  min-height: 44px;
  padding: 0 4px;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;

export interface FileFieldProps extends BaseFieldProps {
  accept?: string;
  multiple?: boolean;
}

/** File upload; the value is a File (or null), or a File[] with `multiple`. */
export function FileField({ name, label, accept, multiple = false, required, hint, disabled, className }: FileFieldProps) {
  const { t } = useTranslation('common');
  const { field } = useController({ name });
  const { ids, error, aria } = useFieldWiring(name, hint);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const files: File[] = (Array.isArray(field.value) ? field.value : [field.value]).filter(
    (item): item is File => typeof File !== 'undefined' && item instanceof File,
  );
  const namesId = `${ids.control}names`;
  const requiredId = `${ids.control}required`;

  // A file input cannot be controlled: clear it by hand when the form is reset.
  useEffect(() => {
    if (files.length === 0 && inputRef.current) inputRef.current.value = '';
  }, [files.length]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    field.onChange(multiple ? chosen : (chosen[0] ?? null));
  };

  // aria-required is not allowed on a file input, so "required" is read as part of its description.
  const describedBy = [required ? requiredId : undefined, namesId, aria['aria-describedby']].filter(Boolean).join(' ');
  return (
    <FieldBox className={className}>
      <FieldLabel htmlFor={ids.control} label={label} required={required} />
      <Picker>
        <input
          ref={(element) => {
            inputRef.current = element;
            field.ref(element);
          }}
          id={ids.control}
          type="file"
          name={field.name}
          accept={accept}
          multiple={multiple}
          disabled={disabled}
          aria-invalid={aria['aria-invalid']}
          aria-describedby={describedBy}
          onChange={onChange}
          onBlur={field.onBlur}
        />
        <PickerFace aria-hidden="true">{t(multiple ? 'forms.chooseFiles' : 'forms.chooseFile')}</PickerFace>
      </Picker>
      {required && <VisuallyHidden id={requiredId}>{t('forms.required')}</VisuallyHidden>}
      <div id={namesId}>
        {files.length === 0 ? (
          <Hint>{t('forms.noFile')}</Hint>
        ) : (
          <FileList>
            {files.map((file, index) => (
              <li key={`${index}-${file.name}`}>{file.name}</li>
            ))}
          </FileList>
        )}
      </div>
      {files.length > 0 && !disabled && (
        <ClearButton type="button" onClick={() => field.onChange(multiple ? [] : null)}>
          {t('forms.removeFiles')}
        </ClearButton>
      )}
      <HintAndError ids={ids} hint={hint} error={error} />
    </FieldBox>
  );
}
