import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { capturePreviews } from './remote-preview';
import { RemoteRoute } from './remote-route';
import { renderInSite } from '../test/render';

const loadRemote = jest.fn();
const registerRemotes = jest.fn();
const registered = [{ name: 'activities', entry: 'http://127.0.0.1:3002/mf-manifest.json' }];
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => loadRemote(id),
  registerRemotes: (...args: unknown[]) => registerRemotes(...args),
  getInstance: () => ({ options: { remotes: registered } }),
}));
jest.mock('./deployment-ready', () => ({ deploymentReady: () => Promise.resolve() }));

function FakeActivitiesApp({ basePath }: { basePath: string }) {
  return <h1>Aktivitäten unter {basePath}</h1>;
}

// The first render of the kit's components can take a while on a busy machine.
const SLOW = { timeout: 5000 };

beforeEach(() => {
  // A remote that fails to load is reported by React; the fallback is what this test checks.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('RemoteRoute', () => {
  it('shows the localized fallback when the remote is down, and the retry really loads again', async () => {
    loadRemote.mockRejectedValueOnce(new Error('activities is down'));
    renderInSite(<RemoteRoute remote="activities" basePath="/activities" />, { route: '/activities' });

    expect(await screen.findByText(/Dieser Bereich ist gerade nicht erreichbar/, undefined, SLOW)).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(loadRemote).toHaveBeenCalledWith('activities/App');

    loadRemote.mockResolvedValueOnce({ default: FakeActivitiesApp });
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));

    expect(await screen.findByRole('heading', { name: 'Aktivitäten unter /activities' }, SLOW)).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(2);
    // The failed entry is cleared from the federation runtime before the second attempt.
    expect(registerRemotes).toHaveBeenCalledWith([registered[0]], { force: true });
  });

  it('renders a loaded remote at once on the next visit, without loading it again', async () => {
    loadRemote.mockResolvedValueOnce({ default: FakeActivitiesApp });
    const first = renderInSite(<RemoteRoute remote="forms" basePath="/contact" />, { route: '/contact' });
    expect(await screen.findByRole('heading', { name: 'Aktivitäten unter /contact' }, SLOW)).toBeInTheDocument();
    first.unmount();
    const calls = loadRemote.mock.calls.length;

    renderInSite(<RemoteRoute remote="forms" basePath="/registration" />, { route: '/registration' });
    expect(screen.getByRole('heading', { name: 'Aktivitäten unter /registration' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(calls);
  });

  it('shows the fallback in Arabic in Arabic', async () => {
    loadRemote.mockRejectedValueOnce(new Error('careers is down'));
    renderInSite(<RemoteRoute remote="careers" basePath="/careers" />, { route: '/careers', language: 'ar' });
    expect(await screen.findByText(/هذا القسم غير متاح حالياً/, undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إعادة المحاولة' })).toBeInTheDocument();
  });

  it("keeps the server's preview on screen, not a loading state, until the remote has rendered", async () => {
    // A page the shell's server wrote a preview into, read as the app starts (start-app.tsx).
    const page = document.createElement('div');
    page.innerHTML = '<section data-remote-slot="careers" data-remote-preview=""><h1>Vorschau der Stellen</h1></section>';
    capturePreviews(page);
    let deliver: (module: { default: typeof FakeActivitiesApp }) => void = () => undefined;
    loadRemote.mockReturnValueOnce(new Promise((resolve) => (deliver = resolve)));
    renderInSite(<RemoteRoute remote="careers" basePath="/careers" />, { route: '/careers' });

    expect(screen.getByRole('heading', { name: 'Vorschau der Stellen' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('heading', { name: 'Vorschau der Stellen' })).toBeInTheDocument();
    expect(screen.queryByText('Wird geladen...')).not.toBeInTheDocument();

    deliver({ default: FakeActivitiesApp });
    expect(await screen.findByRole('heading', { name: 'Aktivitäten unter /careers' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Vorschau der Stellen' })).not.toBeInTheDocument();
  });
});
