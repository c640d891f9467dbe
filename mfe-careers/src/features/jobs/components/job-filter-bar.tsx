import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { media } from '@edu/shared/theme';
import { Button } from '@edu/shared/ui/button';
import { departmentLabel, employmentTypeLabel } from '../lib/job-format';
import type { FilterOptions, JobFilters } from '../lib/job-filters';
import { SearchIcon } from './icons';

/**
 * Phones: search, then department and type side by side, then location. From 640 px the three
 * filters share a row; from 1024 px everything is one row. (A six-column grid makes the halves
 * and thirds.)
 */
const Bar = styled.form`
  display: grid;
  grid-template-columns: repeat(6, minmax(0, 1fr));
  gap: 12px;
  margin-bottom: 16px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  ${media.lg} {
    grid-template-columns: minmax(0, 2fr) repeat(3, minmax(0, 1fr));
    align-items: end;
  }
`;

/** Columns of the six-column grid a field spans on phones and from 640 px. */
const Field = styled.div<{ $phone: number; $tablet: number }>`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
  grid-column: span ${({ $phone }) => $phone};

  ${media.sm} {
    grid-column: span ${({ $tablet }) => $tablet};
  }
  ${media.lg} {
    grid-column: auto;
  }

  label {
    font-weight: 600;
    font-size: 0.9375rem;
  }
`;

// One height for the search box and the selects, so their labels line up.
const control = `
  width: 100%;
  height: 48px;
  padding: 0 12px;
  line-height: normal;
  border-radius: 6px;
  font: inherit;
`;

const InputWrap = styled.div`
  position: relative;

  svg {
    position: absolute;
    top: 50%;
    left: 12px;
    margin-top: -9px;
    color: ${({ theme }) => theme.colors.muted};
    pointer-events: none;
  }
  input {
    ${control}
    padding-left: 40px;
    border: 1px solid ${({ theme }) => theme.colors.muted};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Select = styled.select`
  ${control}
  border: 1px solid ${({ theme }) => theme.colors.muted};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

export interface JobFilterBarProps {
  filters: JobFilters;
  options: FilterOptions;
  onChange: (patch: Partial<JobFilters>) => void;
}

/** Search and the three filters of the careers search (spec 2). Every change updates the URL. */
export function JobFilterBar({ filters, options, onChange }: JobFilterBarProps) {
  const { t } = useTranslation('careers');
  const id = useId();
  const select = (key: keyof JobFilters) => (event: ChangeEvent<HTMLSelectElement>) => onChange({ [key]: event.target.value });

  const selects: { key: keyof JobFilters; label: string; values: string[]; labelOf: (value: string) => string; phone: number }[] = [
    {
      key: 'department',
      label: t('filters.department'),
      values: options.departments,
      labelOf: (value) => departmentLabel(value, t),
      phone: 3,
    },
    {
      key: 'employmentType',
      phone: 3,
      label: t('filters.employmentType'),
      values: options.employmentTypes,
      labelOf: (value) => employmentTypeLabel(value, t),
    },
    { key: 'location', label: t('filters.location'), values: options.locations, labelOf: (value) => value, phone: 6 },
  ];

  return (
    // role="search": a landmark screen-reader users can jump to. Submitting does nothing more:
    // the list already follows every keystroke.
    <Bar role="search" aria-label={t('filters.label')} onSubmit={(event) => event.preventDefault()}>
      <Field $phone={6} $tablet={6}>
        <label htmlFor={`${id}search`}>{t('filters.search')}</label>
        <InputWrap>
          <SearchIcon />
          <input
            id={`${id}search`}
            type="search"
            value={filters.search}
            placeholder={t('filters.searchPlaceholder')}
            autoComplete="off"
            enterKeyHint="search"
            onChange={(event) => onChange({ search: event.target.value })}
          />
        </InputWrap>
      </Field>
      {selects.map(({ key, label, values, labelOf, phone }) => (
        <Field key={key} $phone={phone} $tablet={2}>
          <label htmlFor={`${id}${key}`}>{label}</label>
          <Select id={`${id}${key}`} value={filters[key]} onChange={select(key)}>
            <option value="">{t('filters.all')}</option>
            {/* A value from a shared link that no open job has any more still shows as chosen. */}
            {filters[key] && !values.includes(filters[key]) && <option value={filters[key]}>{labelOf(filters[key])}</option>}
            {values.map((value) => (
              <option key={value} value={value}>
                {labelOf(value)}
              </option>
            ))}
          </Select>
        </Field>
      ))}
    </Bar>
  );
}

export function ClearFiltersButton({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation('careers');
  return (
    <Button variant="secondary" size="sm" onClick={onClear}>
      {t('filters.clear')}
    </Button>
  );
}
