import { useEffect, useRef, type ChangeEvent } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { VisuallyHidden } from '../ui/visually-hidden';
import { FieldBox, FieldLabel, Hint, HintAndError, useFieldWiring, type BaseFieldProps } from './field-parts';

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
