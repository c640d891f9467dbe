import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activity, localization } from '../../../test/activities-fixtures';
import { API, mockApi, pendingApi, renderActivities, setUpSite } from '../../../test/render';

beforeAll(setUpSite);

const item = activity({ medias: [{ media: { path: 'uploads/hero.jpg' } }] });
const detailPath = `/activities/${item.id}`;

describe('ActivityDetail', () => {
  it('shows a loading status until the activity arrives', () => {
    pendingApi();
    renderActivities(detailPath);
    expect(screen.getByRole('status')).toHaveTextContent('Aktivität wird geladen...');
  });

  it('shows the hero image, the localized title, description, date, time and place', async () => {
    const api = mockApi(() => ({ body: item }));
    renderActivities(detailPath);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lesenacht in der Bibliothek' })).toBeInTheDocument();
    expect(screen.getByText('Wir lesen gemeinsam.')).toBeInTheDocument();
    const hero = screen.getByRole('img', { name: 'Lesenacht in der Bibliothek' });
    expect(hero).toHaveAttribute('src', `${API}/uploads/hero.jpg`);
    expect(hero).toHaveAttribute('loading', 'eager');
    expect(screen.getByText('15.06.2030')).toBeInTheDocument();
    expect(screen.getByText('18:30 Uhr')).toBeInTheDocument();
    expect(screen.getByText('Sonnenallee 1, Berlin')).toBeInTheDocument();
    expect(api).toHaveBeenCalledWith(`${API}/api/public/activities/${item.id}`, expect.anything());
  });

  it('falls back to a locale that has a description when German has none', async () => {
    mockApi(() => ({
      body: activity({
        localizations: [
          localization({ locale: 'de', title: 'Elternabend', description: '' }),
          localization({ locale: 'ar', title: 'اجتماع أولياء الأمور', description: 'لقاء مع المعلمين.' }),
        ],
      }),
    }));
    renderActivities(detailPath);
    expect(await screen.findByRole('heading', { level: 1, name: 'Elternabend' })).toBeInTheDocument();
    expect(screen.getByText('لقاء مع المعلمين.')).toBeInTheDocument();
  });

  it('shows the default banner without alt text when the activity has no image', async () => {
    mockApi(() => ({ body: activity() }));
    const { container } = renderActivities(detailPath);
    await screen.findByRole('heading', { level: 1 });
    expect(container.querySelector('img')).toHaveAttribute('data-default-banner', 'true');
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('links back to the list', async () => {
    mockApi(() => ({ body: item }));
    renderActivities(detailPath);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'Zurück zu allen Aktivitäten' })).toHaveAttribute('href', '/activities');
  });

  it.each([
    [404, 'an unknown id'],
    [400, 'a malformed id'],
  ])('shows the empty state, not an error, for %i (%s)', async (status) => {
    const api = mockApi(() => ({ status, body: { statusCode: status, error: 'Not Found', message: 'Aktivität nicht gefunden' } }));
    renderActivities('/activities/does-not-exist');
    expect(await screen.findByRole('heading', { name: 'Keine Daten gefunden' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alle Aktivitäten ansehen' })).toHaveAttribute('href', '/activities');
    expect(api).toHaveBeenCalledTimes(1);
  });

  it('shows other failures as an error with retry', async () => {
    let calls = 0;
    mockApi(() => {
      calls += 1;
      return calls === 1 ? { status: 500, body: { statusCode: 500, error: 'x', message: 'Vorübergehender Fehler' } } : { body: item };
    });
    renderActivities(detailPath);
    expect(await screen.findByRole('alert')).toHaveTextContent('Vorübergehender Fehler');
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lesenacht in der Bibliothek' })).toBeInTheDocument();
  });

  it('navigates from a card to the detail and back', async () => {
    mockApi((url) => (url.pathname.endsWith('/activities') ? { body: { data: [item], count: 1 } } : { body: item }));
    renderActivities('/activities');
    await userEvent.click(await screen.findByRole('link', { name: 'Lesenacht in der Bibliothek' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lesenacht in der Bibliothek' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Zurück zu allen Aktivitäten' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Aktivitäten and Events' })).toBeInTheDocument();
  });
});
