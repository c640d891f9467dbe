import type { ReactNode } from 'react';
import { StyleSheetManager, ThemeProvider, createGlobalStyle } from 'styled-components';
import rtlPlugin from 'stylis-plugin-rtl';
import { directionOf, useLanguage } from '@edu/shared/i18n';
import { theme } from './theme';

// styled-components 6 identifies stylis plugins by name; give the RTL plugin a stable one.
Object.defineProperty(rtlPlugin, 'name', { value: 'rtl' });

const RTL_PLUGINS = [rtlPlugin];
const NO_PLUGINS: [] = [];

/**
 * Theme plus direction. Styles are written once, left-to-right; in Arabic stylis-plugin-rtl
 * flips them (margin-left → margin-right, ...). styled-components must be a federation
 * singleton so remotes render through this same manager.
 */
export function ThemeRoot({ children }: { children: ReactNode }) {
  const direction = directionOf(useLanguage());
  return (
    <StyleSheetManager stylisPlugins={direction === 'rtl' ? RTL_PLUGINS : NO_PLUGINS}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </StyleSheetManager>
  );
}

/** Base styles of the site; the shell renders it once (a foreign page mounting a remote too). */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  @media (prefers-reduced-motion: no-preference) { html { scroll-behavior: smooth; } }
  body {
    margin: 0;
    font-family: ${({ theme: t }) => t.fonts.body};
    color: ${({ theme: t }) => t.colors.text};
    background: ${({ theme: t }) => t.colors.background};
    line-height: 1.6;
  }
  img { max-width: 100%; display: block; }
  a { color: ${({ theme: t }) => t.colors.primary}; }
  :focus-visible { outline: 3px solid ${({ theme: t }) => t.colors.focus}; outline-offset: 2px; }
  .visually-hidden {
    position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;
  }
`;
