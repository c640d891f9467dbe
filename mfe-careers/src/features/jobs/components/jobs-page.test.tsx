import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { job } from '../../../test/fixtures';
import { jsonResponse, mockFetch, renderWithSite } from '../../../test/render';
import type { Job } from '../../../types/job';
import { JobsPage } from './jobs-page';

const math = job({
  department: 'Schule',
  employmentType: 'FULL_TIME',
  location: 'Berlin-Moabit',
  localizations: [{ locale: 'de', title: 'Lehrkraft für Mathematik', description: '<p>Mathe</p>' }],
});
const arabic = job({
  department: 'Schule',
  employmentType: 'PART_TIME',
  location: 'Berlin-Wedding',
  localizations: [{ locale: 'de', title: 'Lehrkraft für Arabisch', description: '<p>Arabisch</p>' }],
});
const shop = job({
  department: 'Verlag',
  employmentType: 'MINI_JOB',
  location: 'Berlin-Schöneberg',
  localizations: [{ locale: 'de', title: 'Aushilfe in der Buchhandlung', description: '<p>Kasse</p>' }],
});

function serveJobs(jobs: Job[]) {
  return mockFetch((url) => (url.pathname === '/api/public-hiring-ads/open-hiring' ? jsonResponse(200, { data: jobs, count: jobs.length }) : undefined));
}

const cardTitles = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const location = () => screen.getByTestId('location').textContent;

describe('JobsPage', () => {
  it('asks for open jobs with offset 0, limit 1000 and the public flag', async () => {
    const fetch = serveJobs([math]);
    renderWithSite(<JobsPage basePath="/careers" />, { route: '/careers' });
    await screen.findByText('Lehrkraft für Mathematik');
    const url = new URL(fetch.mock.calls[0]![0] as string);
    expect(url.pathname).toBe('/api/public-hiring-ads/open-hiring');
    expect(Object.fromEntries(url.searchParams)).toEqual({ skip: '0', limit: '1000', isActive: 'true' });
  });

  it('shows the header, 6 skeleton cards while loading, then the cards and the count', async () => {
    let release: (value: Response) => void = () => undefined;
    const fetch = mockFetch(() => new Promise<Response>((resolve) => (release = resolve)));
    const { container } = renderWithSite(<JobsPage basePath="/careers" />, { route: '/careers' });

    expect(screen.getByRole('heading', { level: 1, name: 'Treten Sie unserem Team bei' })).toBeInTheDocument();
    expect(screen.getByText('Berlin, Deutschland')).toBeInTheDocument();
    expect(screen.getByText('Stellen werden geladen...')).toBeInTheDocument();
    // Six placeholder cards in the grid (spec 9).
    expect(container.querySelectorAll('[aria-busy="true"] > div > [aria-hidden="true"]')).toHaveLength(6);

    await waitFor(() => expect(fetch).toHaveBeenCalled());
    release(await jsonResponse(200, { data: [math, arabic, shop], count: 3 }));
    expect(await screen.findByTestId('open-count')).toHaveTextContent('3 offene Stellen');
    expect(cardTitles()).toEqual(['Lehrkraft für Mathematik', 'Lehrkraft für Arabisch', 'Aushilfe in der Buchhandlung']);
    expect(screen.getByTestId('result-count')).toHaveTextContent('3 Stellen gefunden');
  });

  it("shows 'Keine Jobs gefunden' when there are no open jobs", async () => {
    serveJobs([]);
    renderWithSite(<JobsPage basePath="/careers" />, { route: '/careers' });
    expect(await screen.findByRole('heading', { name: 'Keine Jobs gefunden' })).toBeInTheDocument();
    expect(screen.getByTestId('open-count')).toHaveTextContent('0 offene Stellen');
  });

  it('shows the error with a retry that loads again', async () => {
    let fail = true;
    mockFetch(() => (fail ? jsonResponse(500, { statusCode: 500, error: 'Internal', message: 'Datenbank nicht erreichbar' }) : jsonResponse(200, { data: [math], count: 1 })));
    const user = userEvent.setup();
    renderWithSite(<JobsPage basePath="/careers" />, { route: '/careers' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Datenbank nicht erreichbar');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText('Lehrkraft für Mathematik')).toBeInTheDocument();
  });

  describe('filters in the URL', () => {
    it('writes each filter into the query string and narrows the list', async () => {
      serveJobs([math, arabic, shop]);
      const user = userEvent.setup();
      renderWithSite(<JobsPage basePath="/careers" />, { route: '/careers' });
      await screen.findByText('Lehrkraft für Mathematik');

      await user.selectOptions(screen.getByLabelText('Abteilung'), 'Schule');
      expect(location()).toBe('/careers?department=Schule');
      expect(cardTitles()).toEqual(['Lehrkraft für Mathematik', 'Lehrkraft für Arabisch']);

      await user.selectOptions(screen.getByLabelText('Beschäftigungsart'), 'Teilzeit');
      expect(location()).toBe('/careers?department=Schule&type=PART_TIME');
      expect(cardTitles()).toEqual(['Lehrkraft für Arabisch']);
      expect(screen.getByTestId('result-count')).toHaveTextContent('1 Stelle gefunden');

      await user.selectOptions(screen.getByLabelText('Beschäftigungsart'), 'Alle');
      await user.type(screen.getByRole('searchbox', { name: 'Suche' }), 'mathe');
      expect(location()).toBe('/careers?department=Schule&q=mathe');
      expect(cardTitles()).toEqual(['Lehrkraft für Mathematik']);
    });

    it('opens a shared link already filtered', async () => {
      serveJobs([math, arabic, shop]);
      renderWithSite(<JobsPage basePath="/careers" />, { route: '/careers?location=Berlin-Sch%C3%B6neberg' });
      await screen.findByText('Aushilfe in der Buchhandlung');
      expect(cardTitles()).toEqual(['Aushilfe in der Buchhandlung']);
      expect(screen.getByLabelText('Standort')).toHaveValue('Berlin-Schöneberg');
    });

    it('offers only values the loaded jobs have', async () => {
      serveJobs([math, shop]);
      renderWithSite(<JobsPage basePath="/careers" />, { route: '/careers' });
      await screen.findByText('Lehrkraft für Mathematik');
      const options = within(screen.getByLabelText('Beschäftigungsart')).getAllByRole('option').map((option) => option.textContent);
      expect(options).toEqual(['Alle', 'Vollzeit', 'Minijob']);
    });

    it('shows the empty state for no match and clears every filter', async () => {
      serveJobs([math, arabic, shop]);
      const user = userEvent.setup();
      renderWithSite(<JobsPage basePath="/careers" />, { route: '/careers?q=astronaut&department=Verlag' });
      expect(await screen.findByRole('heading', { name: 'Keine Jobs gefunden' })).toBeInTheDocument();
      expect(screen.getByTestId('result-count')).toHaveTextContent('0 Stellen gefunden');

      const [clear] = screen.getAllByRole('button', { name: 'Filter zurücksetzen' });
      await user.click(clear!);
      await waitFor(() => expect(location()).toBe('/careers'));
      expect(cardTitles()).toHaveLength(3);
      expect(screen.queryByRole('button', { name: 'Filter zurücksetzen' })).not.toBeInTheDocument();
    });
  });
});
