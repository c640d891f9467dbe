import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useLanguage } from '@edu/shared/i18n';
import { media } from '@edu/shared/theme';
import { useFocusTrap, useScrollLock } from '@edu/shared/ui/dialog';
import { LAYOUT_NS } from '../i18n/layout';
import { CloseIcon, MenuIcon } from './icons';
import { headerLinks } from './nav-links';
import { NavLinkList } from './nav-link-list';

const SLIDE_MS = 250;

export const IconButton = styled.button`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
`;

const Toggle = styled(IconButton)`
  ${media.lg} {
    display: none;
  }
`;

const Overlay = styled.div<{ $open: boolean }>`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  left: 0;
  z-index: 850;
  background: ${({ theme }) => theme.colors.overlay};
  opacity: ${({ $open }) => ($open ? 1 : 0)};
  visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
  transition: opacity ${SLIDE_MS}ms ease, visibility 0s linear ${({ $open }) => ($open ? '0s' : `${SLIDE_MS}ms`)};

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/**
 * The drawer sits at the reading start edge: `left: 0` here becomes `right: 0` in Arabic
 * through the RTL stylesheet plugin. The plugin does not flip transforms, so the off-screen
 * offset comes from the direction prop instead.
 */
const Panel = styled.div<{ $open: boolean; $rtl: boolean }>`
  position: fixed;
  top: 0;
  bottom: 0;
  left: 0;
  z-index: 860;
  display: flex;
  flex-direction: column;
  width: min(320px, 86vw);
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  outline: none;
  transform: ${({ $open, $rtl }) => ($open ? 'none' : `translateX(${$rtl ? '100%' : '-100%'})`)};
  visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
  transition: transform ${SLIDE_MS}ms ease, visibility 0s linear ${({ $open }) => ($open ? '0s' : `${SLIDE_MS}ms`)};

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
  ${media.lg} {
    display: none;
  }
`;

const PanelHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  height: ${({ theme }) => theme.layout.headerHeight};
  padding: 0 8px 0 20px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
`;

const PanelNav = styled.nav`
  flex: 1;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 12px;
`;

/**
 * The slide-in menu below 1024 px: a modal drawer with the five header links. Closed by the
 * overlay, the close button, a link, Escape, a path change, or the window growing to desktop
 * width. While open, page scroll is locked and focus stays inside; on close it returns to the
 * toggle.
 */
export function MobileMenu() {
  const { t } = useTranslation(LAYOUT_NS);
  const rtl = useLanguage() === 'ar';
  const [open, setOpen] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const panelId = useId();
  const titleId = useId();
  const { pathname } = useLocation();
  const close = () => setOpen(false);

  useScrollLock(open);
  useFocusTrap(panelRef, open);

  // A path change (link, back button) always leaves the menu closed.
  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  // Back to the toggle on close, however it closed (a click does not focus a button in every
  // browser, so the focus trap's own restore may land on <body>).
  useEffect(() => {
    if (wasOpen.current && !open) toggleRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    // The drawer does not exist at desktop width: close it rather than trap focus in nothing.
    const desktop = typeof window.matchMedia === 'function' ? window.matchMedia(media.lg.replace('@media ', '')) : undefined;
    const onResize = () => desktop?.matches && setOpen(false);
    desktop?.addEventListener('change', onResize);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      desktop?.removeEventListener('change', onResize);
    };
  }, [open]);

  return (
    <>
      <Toggle
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('menu.open')}
        onClick={() => setOpen((value) => !value)}
        data-testid="menu-toggle"
      >
        <MenuIcon />
      </Toggle>
      <Overlay $open={open} onClick={close} aria-hidden="true" data-testid="menu-overlay" />
      <Panel
        ref={panelRef}
        id={panelId}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        $open={open}
        $rtl={rtl}
        aria-hidden={!open}
        inert={!open}
        data-open={open}
        data-testid="mobile-menu"
      >
        <PanelHeader>
          <h2 id={titleId}>{t('menu.title')}</h2>
          <IconButton type="button" aria-label={t('menu.close')} onClick={close} data-testid="menu-close">
            <CloseIcon />
          </IconButton>
        </PanelHeader>
        <PanelNav aria-label={t('nav.mainLabel')}>
          <NavLinkList items={headerLinks} variant="drawer" onNavigate={close} />
        </PanelNav>
      </Panel>
    </>
  );
}
