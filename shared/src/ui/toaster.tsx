import { useEffect, useState, type CSSProperties } from 'react';
import { resolveValue, useToaster, type DefaultToastOptions, type Toast } from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { directionOf, useLanguage } from '@edu/shared/i18n';
import { SpinnerGlyph } from './spinner';

/** Spec 9: toasts close after 3000 ms (the library's defaults are 2000–5000 ms). */
export const TOAST_DURATION_MS = 3000;

const toastOptions: DefaultToastOptions = {
  duration: TOAST_DURATION_MS,
  success: { duration: TOAST_DURATION_MS },
  error: { duration: TOAST_DURATION_MS },
};

// Physical bottom-left in both languages (spec 2). An inline style, because the RTL stylesheet
// plugin would flip a `left` written in CSS to `right` in Arabic.
const regionStyle: CSSProperties = {
  position: 'fixed',
  left: 16,
  bottom: 16,
  zIndex: 1100,
  display: 'flex',
  flexDirection: 'column-reverse',
  alignItems: 'flex-start',
  gap: 8,
  width: 'min(380px, calc(100vw - 32px))',
  pointerEvents: 'none',
};

const enter = keyframes`
  from { opacity: 0; transform: translateY(8px); }
  to { opacity: 1; transform: none; }
`;

const accent = { success: '#166534', error: '#b42318' } as const;

const Item = styled.div<{ $type: Toast['type'] }>`
  display: flex;
  align-items: center;
  gap: 10px;
  width: 100%;
  padding: 12px 16px;
  border-left: 5px solid ${({ $type, theme }) => ($type === 'success' || $type === 'error' ? accent[$type] : theme.colors.primary)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  color: ${({ theme }) => theme.colors.text};
  pointer-events: auto;
  animation: ${enter} 0.2s ease-out;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Icon = styled.span<{ $color: string }>`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: 22px;
  height: 22px;
  border-radius: 50%;
  background: ${({ $color }) => $color};
  color: #ffffff;
  font-size: 0.8125rem;
  font-weight: 700;
`;

function ToastIcon({ toast }: { toast: Toast }) {
  if (toast.icon) return <span aria-hidden="true">{toast.icon}</span>;
  if (toast.type === 'success') return <Icon $color={accent.success} aria-hidden="true">✓</Icon>;
  if (toast.type === 'error') return <Icon $color={accent.error} aria-hidden="true">!</Icon>;
  if (toast.type === 'loading') return <SpinnerGlyph $size={20} />;
  return null;
}

/**
 * The site's toast area, fed by `toast()` / `toast.success()` / `toast.error()` from
 * 'react-hot-toast' (the main entry: the `/headless` entry has a separate store).
 *
 * Rendered here instead of the library's <Toaster> because that one pauses on hover only and
 * positions with flexbox, which ends up on the right in RTL. Toasts do not close on click; they
 * pause while hovered and while the window has lost focus (spec 9).
 */
export function SiteToaster() {
  const { toasts, handlers } = useToaster(toastOptions);
  const { t } = useTranslation('common');
  const direction = directionOf(useLanguage());
  const [hovered, setHovered] = useState(false);
  const [windowFocused, setWindowFocused] = useState(true);
  const paused = hovered || !windowFocused;

  useEffect(() => {
    const onBlur = () => setWindowFocused(false);
    const onFocus = () => setWindowFocused(true);
    window.addEventListener('blur', onBlur);
    window.addEventListener('focus', onFocus);
    return () => {
      window.removeEventListener('blur', onBlur);
      window.removeEventListener('focus', onFocus);
    };
  }, []);

  // `startPause` is stable, so it runs once per pause: a second call would restart the pause
  // clock and lose the time already paused. `endPause` does nothing unless a pause is running.
  const { startPause, endPause } = handlers;
  useEffect(() => {
    if (paused) startPause();
  }, [paused, startPause]);
  useEffect(() => {
    if (!paused) endPause();
  }, [paused, endPause]);

  const visible = toasts.filter((item) => item.visible);
  // A toast removed under the pointer fires no mouseleave; do not keep the next ones paused.
  useEffect(() => {
    if (visible.length === 0) setHovered(false);
  }, [visible.length]);

  return (
    // Always in the DOM, so screen readers know the live region before the first toast.
    <div
      style={regionStyle}
      dir={direction}
      aria-live="polite"
      aria-label={t('toasts.label')}
      role="region"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      {visible.map((item) => (
        <Item key={item.id} $type={item.type} className={item.className} style={item.style} data-type={item.type}>
          <ToastIcon toast={item} />
          <div>{resolveValue(item.message, item)}</div>
        </Item>
      ))}
    </div>
  );
}
