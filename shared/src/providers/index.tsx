import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import { i18n } from '@edu/shared/i18n';
import { ThemeRoot } from '../theme/theme-root';
import { swrDefaults } from '../swr';

/**
 * Everything a part of the site needs around it: the one i18n instance, theme + direction,
 * SWR defaults. The shell wraps the whole site in it; `./mount` of a remote wraps itself.
 */
export function SiteProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <SWRConfig value={swrDefaults}>
        <ThemeRoot>{children}</ThemeRoot>
      </SWRConfig>
    </I18nextProvider>
  );
}
