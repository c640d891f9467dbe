import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageSwitcher } from './language-switcher';
import { NavLinkList } from './nav-link-list';
import { headerLinks } from './nav-links';
import { renderInSite } from '../test/render';

describe('LanguageSwitcher', () => {
  it('switches German to Arabic: lang, dir, stored choice and texts follow', async () => {
    renderInSite(
      <>
        <LanguageSwitcher />
        <NavLinkList items={headerLinks} variant="bar" />
      </>,
      { language: 'de' },
    );
    expect(document.documentElement).toHaveAttribute('lang', 'de');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');

    // It names the language it switches to, in that language, and says what it does.
    const button = screen.getByRole('button', { name: 'Sprache wechseln: العربية' });
    expect(screen.getByText('العربية')).toHaveAttribute('lang', 'ar');
    await userEvent.click(button);

    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(localStorage.getItem('selectedLanguage')).toBe('ar');
    expect(screen.getByRole('link', { name: 'الرئيسية' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تغيير اللغة: Deutsch' })).toBeInTheDocument();
  });

  it('switches Arabic to German', async () => {
    renderInSite(<LanguageSwitcher />, { language: 'ar' });
    await userEvent.click(screen.getByRole('button', { name: 'تغيير اللغة: Deutsch' }));
    expect(document.documentElement).toHaveAttribute('lang', 'de');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(localStorage.getItem('selectedLanguage')).toBe('de');
  });
});
