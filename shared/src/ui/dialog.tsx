import { useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { directionOf, useLanguage } from '@edu/shared/i18n';
import { media } from '../theme/theme';
import { useFocusTrap } from './hooks/use-focus-trap';
import { useScrollLock } from './hooks/use-scroll-lock';

// Re-exported so other parts (the shell's mobile menu) can use them: the package's exports map
// only reaches `.tsx` modules under ui/.
export { useFocusTrap, tabbableElements, type FocusTrapOptions } from './hooks/use-focus-trap';
export { useScrollLock } from './hooks/use-scroll-lock';

export type DialogSize = 'sm' | 'md' | 'lg';
const widths: Record<DialogSize, string> = { sm: '420px', md: '600px', lg: '860px' };

const Backdrop = styled.div`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  left: 0;
  z-index: 900;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => theme.colors.overlay};

  ${media.sm} {
    padding: 24px;
  }
`;

/** Full-screen sheet on phones; a centred card from 640 px. */
const Panel = styled.div<{ $size: DialogSize }>`
  display: flex;
  flex-direction: column;
  width: 100%;
  height: 100%;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  outline: none;

  ${media.sm} {
    max-width: ${({ $size }) => widths[$size]};
    height: auto;
    max-height: calc(100dvh - 48px);
    border-radius: ${({ theme }) => theme.radii.md};
    box-shadow: ${({ theme }) => theme.shadows.raised};
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 12px;
  padding: 12px 12px 12px 20px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  h2 {
    flex: 1;
    margin: 10px 0 0;
    font-size: 1.25rem;
    line-height: 1.3;
  }
`;

const CloseButton = styled.button`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
`;

const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 20px;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 12px;
  padding: 12px 20px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** Names the dialog (aria-labelledby). May hold a Stepper. */
  title: ReactNode;
  children: ReactNode;
  /** Action buttons, aligned to the end. */
  footer?: ReactNode;
  size?: DialogSize;
  /** Defaults to t('actions.close'). */
  closeLabel?: string;
  /** Default true. Pass false for long forms, where a stray click must not lose input. */
  closeOnOverlayClick?: boolean;
  /** Element focused on open; default: the first `[data-autofocus]`, else the first focusable. */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * Modal dialog in a portal: page scroll locked, focus trapped and restored, Escape and the
 * close button call `onClose`. Children unmount while closed.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  footer,
  size = 'md',
  closeLabel,
  closeOnOverlayClick = true,
  initialFocusRef,
}: DialogProps) {
  const { t } = useTranslation('common');
  // The portal leaves the part's root; on a foreign page <html dir> may not be ours.
  const direction = directionOf(useLanguage());
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const pressStartedOnBackdrop = useRef(false);
  useScrollLock(open);
  useFocusTrap(panelRef, open, { initialFocus: initialFocusRef });

  if (!open || typeof document === 'undefined') return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    // React events bubble through portals: an inner dialog must not close its parent too.
    event.stopPropagation();
    onClose();
  };

  // Only a press that starts and ends on the backdrop closes (not a text selection dragged out).
  const onBackdropMouseDown = (event: MouseEvent) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: MouseEvent) => {
    if (closeOnOverlayClick && pressStartedOnBackdrop.current && event.target === event.currentTarget) onClose();
  };

  return createPortal(
    <Backdrop dir={direction} onMouseDown={onBackdropMouseDown} onClick={onBackdropClick} data-testid="dialog-backdrop">
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        $size={size}
        onKeyDown={onKeyDown}
      >
        <Header>
          <h2 id={titleId}>{title}</h2>
          <CloseButton type="button" aria-label={closeLabel ?? t('actions.close')} onClick={onClose}>
            <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </CloseButton>
        </Header>
        <Body>{children}</Body>
        {footer && <Footer>{footer}</Footer>}
      </Panel>
    </Backdrop>,
    document.body,
  );
}
