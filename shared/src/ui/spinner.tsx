import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from './visually-hidden';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/** The decorative ring alone (aria-hidden), for places that announce loading themselves. */
export const SpinnerGlyph = styled.span.attrs({ 'aria-hidden': true })<{ $size?: number }>`
  display: inline-block;
  flex-shrink: 0;
  width: ${({ $size = 24 }) => $size}px;
  height: ${({ $size = 24 }) => $size}px;
  border: ${({ $size = 24 }) => Math.max(2, Math.round($size / 10))}px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;

  /* Still turning (it is the only sign of progress), but slowly. */
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

export interface SpinnerProps {
  /** Diameter in px (default 24). */
  size?: number;
  /** Announced to screen readers; defaults to t('actions.loading'). */
  label?: string;
  className?: string;
}

export function Spinner({ size = 24, label, className }: SpinnerProps) {
  const { t } = useTranslation('common');
  return (
    <SpinnerWrap role="status" className={className}>
      <SpinnerGlyph $size={size} />
      <VisuallyHidden>{label ?? t('actions.loading')}</VisuallyHidden>
    </SpinnerWrap>
  );
}

const SpinnerWrap = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.colors.primary};
`;

const Overlay = styled.div`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  left: 0;
  z-index: 1000;
  display: flex;
  align-items: center;
  justify-content: center;
  background: rgba(255, 255, 255, 0.85);
`;

/** Full-screen overlay with a spinner: the shell while it starts, forms while they submit. */
export function LoadingOverlay({ label }: { label?: string }) {
  return (
    <Overlay aria-busy="true">
      <Spinner size={48} label={label} />
    </Overlay>
  );
}
