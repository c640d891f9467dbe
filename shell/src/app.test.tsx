import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Site } from './app';
import { renderInSite } from './test/render';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: () => new Promise(() => undefined),
  registerRemotes: jest.fn(),
  getInstance: () => null,
}));
jest.mock('./federation/deployment-ready', () => ({ deploymentReady: () => new Promise(() => undefined) }));

beforeEach(() => {
  window.scrollTo = jest.fn();
});

describe('Site', () => {
  it('shows the not-found page for an unknown path, with the way back home', async () => {
    renderInSite(<Site />, { route: '/gibt-es-nicht' });
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: 'Seite nicht gefunden' }, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(within(main).getByRole('link', { name: 'Zurück zur Startseite' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('has a skip link to the main content, the header, the footer and the toast area', () => {
    renderInSite(<Site />, { route: '/gibt-es-nicht' });
    expect(screen.getByRole('link', { name: 'Zum Inhalt springen' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /./ })).toHaveAttribute('aria-live', 'polite');
  });

  it('gives a remote route its place in the layout while the remote loads', () => {
    renderInSite(<Site />, { route: '/careers' });
    const main = screen.getByRole('main');
    expect(within(main).getByRole('status')).toHaveTextContent('Wird geladen...');
  });

  it('shows the not-found page in Arabic in Arabic', async () => {
    renderInSite(<Site />, { route: '/gibt-es-nicht', language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'الصفحة غير موجودة' }, { timeout: 5000 })).toBeInTheDocument();
  });
});
