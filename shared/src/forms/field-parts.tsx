import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { useFieldError } from './use-field-error';

/**
 * Building blocks of the form fields (look, label, hint, error, ARIA wiring), shared by
 * fields.tsx and file-field.tsx and usable for custom fields.
 */

export interface FieldOption {
  value: string;
  label: string;
}

/** Props every field takes. */
export interface BaseFieldProps {
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

export const GroupBox = styled.fieldset`
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

export const Label = styled.label`
  ${labelText}
`;

export const Legend = styled.legend`
  ${labelText}
  margin-bottom: 4px;
  padding: 0;
`;

/** Outside the <label>, so the label's text (and tests' getByLabelText) is the label alone. */
const Star = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 700;
`;

export function RequiredMark() {
  return <Star aria-hidden="true">*</Star>;
}

export const Hint = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;

export const ErrorText = styled.p`
  margin: 0;
  font-size: 0.875rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`;

/** Borders in `muted`: a control's outline needs 3:1 contrast (WCAG 1.4.11). */
export const controlLook = css`
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

export const Input = styled.input`
  ${controlLook}
`;
export const TextArea = styled.textarea`
  ${controlLook}
  resize: vertical;
`;
export const Select = styled.select`
  ${controlLook}
`;

/** A whole row is the click target, at least 44 px high. */
export const ChoiceRow = styled.div`
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
export function useFieldWiring(name: string, hint: ReactNode) {
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

export function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <LabelRow>
      <Label htmlFor={htmlFor}>{label}</Label>
      {required && <RequiredMark />}
    </LabelRow>
  );
}

export function HintAndError({ ids, hint, error }: { ids: { hint: string; error: string }; hint: ReactNode; error?: string }) {
  return (
    <>
      {hint && <Hint id={ids.hint}>{hint}</Hint>}
      {error && <ErrorText id={ids.error}>{error}</ErrorText>}
    </>
  );
}
