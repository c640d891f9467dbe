import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MobileMenu } from './mobile-menu';
import { renderInSite } from '../test/render';

function openMenu() {
  const toggle = screen.getByRole('button', { name: 'Menü öffnen' });
  fireEvent.click(toggle);
  return toggle;
}

function menu() {
  return screen.getByTestId('mobile-menu');
}

describe('MobileMenu', () => {
  it('opens from the toggle, as a labelled modal dialog with the five links, focus inside', () => {
    renderInSite(<MobileMenu />);
    const toggle = screen.getByRole('button', { name: 'Menü öffnen' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', menu().id);
    expect(menu()).toHaveAttribute('data-open', 'false');
    expect(menu()).toHaveAttribute('aria-hidden', 'true');

    openMenu();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const dialog = screen.getByRole('dialog', { name: 'Menü' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/about',
      '/careers',
      '/activities',
      '/contact',
    ]);
    expect(within(dialog).getByRole('button', { name: 'Menü schließen' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('closes by the overlay and gives focus back to the toggle', () => {
    renderInSite(<MobileMenu />);
    const toggle = openMenu();
    fireEvent.click(screen.getByTestId('menu-overlay'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu()).toHaveAttribute('data-open', 'false');
    expect(toggle).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes by the close button', () => {
    renderInSite(<MobileMenu />);
    const toggle = openMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Menü schließen' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu()).toHaveAttribute('data-open', 'false');
  });

  it('closes by a link click, which navigates', async () => {
    renderInSite(<MobileMenu />);
    const toggle = openMenu();
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Aktivitäten' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/activities');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu()).toHaveAttribute('data-open', 'false');
  });

  it('closes by a click on the link of the current page too', async () => {
    renderInSite(<MobileMenu />, { route: '/about' });
    const toggle = openMenu();
    const current = within(screen.getByRole('dialog')).getByRole('link', { name: 'Über uns' });
    expect(current).toHaveAttribute('aria-current', 'page');
    await userEvent.click(current);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes by Escape', async () => {
    renderInSite(<MobileMenu />);
    const toggle = openMenu();
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('is labelled in Arabic in Arabic', () => {
    renderInSite(<MobileMenu />, { language: 'ar' });
    fireEvent.click(screen.getByRole('button', { name: 'فتح القائمة' }));
    expect(screen.getByRole('dialog', { name: 'القائمة' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'الرئيسية' })).toBeInTheDocument();
  });
});
