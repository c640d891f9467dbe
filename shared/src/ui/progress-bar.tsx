import { useId } from 'react';
import styled from 'styled-components';

const Track = styled.div`
  height: 10px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.border};
`;

/** A block box, so it grows from the start edge in either direction. */
const Fill = styled.div`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.colors.primary};
  transition: width 0.2s ease;

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const LabelRow = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 4px;
  font-size: 0.9375rem;
`;

export interface ProgressBarProps {
  /** Fraction done, 0..1 (values outside are clamped). */
  value: number;
  /** Visible text naming the progress, e.g. t('upload.progress', { percent }). */
  label: string;
  className?: string;
}

export function ProgressBar({ value, label, className }: ProgressBarProps) {
  const labelId = useId();
  const percent = Math.round(Math.min(Math.max(Number.isFinite(value) ? value : 0, 0), 1) * 100);
  return (
    <div className={className}>
      <LabelRow>
        <span id={labelId}>{label}</span>
        <span aria-hidden="true">{percent} %</span>
      </LabelRow>
      <Track role="progressbar" aria-labelledby={labelId} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={`${percent} %`}>
        <Fill style={{ width: `${percent}%` }} />
      </Track>
    </div>
  );
}
