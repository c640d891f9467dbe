import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activity, localization } from '../../../test/activities-fixtures';
import { API, mockApi, pendingApi, renderActivities, setUpSite } from '../../../test/render';

beforeAll(setUpSite);

const soon = activity({
  id: '00000000-0000-4000-8000-000000000001',
  date: '2030-05-01T08:00:00.000Z',
  localizations: [localization({ locale: 'de', title: 'Tag der offenen Tür' })],
});
const later = activity({
  id: '00000000-0000-4000-8000-000000000002',
  date: '2030-07-01T15:00:00.000Z',
  localizations: [localization({ locale: 'de', title: 'Sommerfest' })],
});

describe('ActivitiesList', () => {
  it("shows the heading 'Aktivitäten and Events' and six skeleton cards while loading", () => {
    pendingApi();
    const { container } = renderActivities();
    expect(screen.getByRole('heading', { level: 1, name: 'Aktivitäten and Events' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Aktivitäten werden geladen...');
    expect(container.querySelectorAll('[aria-busy="true"] > div > [aria-hidden="true"]')).toHaveLength(6);
  });

  it('shows one card per upcoming activity, in the order the API gives (soonest first)', async () => {
    const api = mockApi(() => ({ body: { data: [soon, later], count: 2 } }));
    renderActivities();
    const list = await screen.findByRole('list', { name: 'Aktivitäten and Events' });
    const titles = within(list).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(titles).toEqual(['Tag der offenen Tür', 'Sommerfest']);
    expect(screen.getByRole('link', { name: 'Sommerfest' })).toHaveAttribute('href', `/activities/${later.id}`);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(api).toHaveBeenCalledWith(`${API}/api/public/activities`, expect.objectContaining({ method: 'GET' }));
  });

  it('loads the first row of images at once and the rest lazily', async () => {
    const many = Array.from({ length: 4 }, (_, index) =>
      activity({ id: `00000000-0000-4000-8000-00000000001${index}`, medias: [{ media: { path: `/uploads/${index}.jpg` } }] }),
    );
    mockApi(() => ({ body: { data: many, count: many.length } }));
    renderActivities();
    await screen.findByRole('list', { name: 'Aktivitäten and Events' });
    const loading = screen.getAllByRole('img').map((image) => image.getAttribute('loading'));
    expect(loading).toEqual(['eager', 'eager', 'eager', 'lazy']);
  });

  it('shows the empty state texts when there are no activities', async () => {
    mockApi(() => ({ body: { data: [], count: 0 } }));
    renderActivities();
    expect(await screen.findByRole('heading', { name: 'Keine Daten gefunden' })).toBeInTheDocument();
    expect(
      screen.getByText('Derzeit sind keine Aktivitäten oder Events verfügbar. Bitte schauen Sie später wieder vorbei.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Aktivitäten and Events' })).not.toBeInTheDocument();
  });

  it("shows the server's message and loads again on retry", async () => {
    let calls = 0;
    mockApi(() => {
      calls += 1;
      return calls === 1
        ? { status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'Der Server ist überlastet.' } }
        : { body: { data: [soon], count: 1 } };
    });
    renderActivities();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Der Server ist überlastet.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('link', { name: 'Tag der offenen Tür' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('falls back to the status text when the failure has no server message', async () => {
    mockApi(() => ({ status: 503 }));
    renderActivities();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Serverfehler. Bitte versuchen Sie es später erneut oder kontaktieren Sie den Support.',
    );
  });
});
