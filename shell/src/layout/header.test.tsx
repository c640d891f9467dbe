import { screen, within } from '@testing-library/react';
import { Header } from './header';
import { renderInSite } from '../test/render';

// jsdom applies no media queries, so the desktop nav keeps its phone style (display: none).
const ALL = { hidden: true } as const;

describe('Header', () => {
  it('links the brand and the five sections of spec 2, in order', () => {
    renderInSite(<Header />);
    expect(screen.getByTestId('brand-link')).toHaveAttribute('href', '/');
    const nav = screen.getByTestId('desktop-nav');
    const links = within(nav).getAllByRole('link', ALL);
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Startseite', '/'],
      ['Über uns', '/about'],
      ['Karriere', '/careers'],
      ['Aktivitäten', '/activities'],
      ['Kontakt', '/contact'],
    ]);
  });

  it('marks the link of the current section with aria-current="page"', () => {
    renderInSite(<Header />, { route: '/careers/42' });
    const nav = screen.getByTestId('desktop-nav');
    expect(within(nav).getByRole('link', { ...ALL, name: 'Karriere' })).toHaveAttribute('aria-current', 'page');
    // "/" is active on the home page only, not on every page below it.
    expect(within(nav).getByRole('link', { ...ALL, name: 'Startseite' })).not.toHaveAttribute('aria-current');
  });

  it('marks Startseite on the home page', () => {
    renderInSite(<Header />, { route: '/' });
    const nav = screen.getByTestId('desktop-nav');
    expect(within(nav).getByRole('link', { ...ALL, name: 'Startseite' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { ...ALL, name: 'Über uns' })).not.toHaveAttribute('aria-current');
  });

  it('shows the Arabic labels in Arabic', () => {
    renderInSite(<Header />, { language: 'ar' });
    const nav = screen.getByTestId('desktop-nav');
    expect(within(nav).getAllByRole('link', ALL).map((link) => link.textContent)).toEqual([
      'الرئيسية',
      'من نحن',
      'الوظائف',
      'الأنشطة',
      'اتصل بنا',
    ]);
  });
});
