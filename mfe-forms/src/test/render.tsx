import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import toast from 'react-hot-toast';
import { setRuntimeConfig } from '@edu/shared/config';
import { i18n, startI18n, useLanguageStore, type Language } from '@edu/shared/i18n';
import { SiteProviders } from '@edu/shared/providers';
import { SiteToaster } from '@edu/shared/ui/toaster';
import { registerTranslations } from '../i18n';

/** Starts the one i18n instance in `language` with the `forms` namespace, as the shell does. */
export async function startTestI18n(language: Language = 'de'): Promise<void> {
  setRuntimeConfig({ apiBase: 'http://api.test' });
  startI18n({ language });
  useLanguageStore.getState().setLanguage(language);
  registerTranslations();
  await i18n.changeLanguage(language);
}

/** Renders inside the site's providers, a memory router and the toaster. */
export async function renderWithProviders(
  ui: ReactElement,
  { language = 'de', route = '/' }: { language?: Language; route?: string } = {},
): Promise<RenderResult> {
  await startTestI18n(language);
  toast.remove();
  const result = render(
    <SiteProviders>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      <SiteToaster />
    </SiteProviders>,
  );
  return result;
}

/** `t` of the `forms` namespace in one language, for schema tests and expectations. */
export const fixedT = (language: Language = 'de') => i18n.getFixedT(language, 'forms');

/** Types into a field the fast way (one paste instead of one event per key), then leaves it. */
export async function fill(user: { click: (element: Element) => Promise<void>; paste: (text: string) => Promise<void>; tab: () => Promise<void> }, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
  await user.tab();
}
