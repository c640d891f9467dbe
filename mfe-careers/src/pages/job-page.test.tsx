import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CareersApp } from '../app';
import { everyTypeQuestions, job } from '../test/fixtures';
import { jsonResponse, mockFetch, renderWithSite } from '../test/render';
import type { Job } from '../types/job';

const hostile = job({
  image: { path: '/static/jobs/english-teacher.svg' },
  localizations: [
    {
      locale: 'de',
      title: 'Lehrkraft für Englisch (m/w/d)',
      description:
        '<h3>Ihre Aufgaben</h3><p>Unterricht <strong>Englisch</strong></p><script>window.hacked = true</script>' +
        '<img src="x" onerror="window.hacked = true"><a href="javascript:window.hacked=true">Link</a>' +
        '<a href="https://example.org" target="_blank">Extern</a>',
      keyRequirements: ['Lehramt Englisch'],
      benefits: ['Kleine Klassen'],
    },
  ],
  questions: everyTypeQuestions(),
});
const arabicOnly = job({
  localizations: [
    { locale: 'de', title: 'Nur Titel', description: '' },
    { locale: 'ar', title: 'عنوان', description: '<p>وصف باللغة العربية فقط</p>' },
  ],
});

function serveJobs(jobs: Job[]) {
  return mockFetch((url) => (url.pathname === '/api/public-hiring-ads/open-hiring' ? jsonResponse(200, { data: jobs, count: jobs.length }) : undefined));
}

const renderApp = (route: string, language: 'de' | 'ar' = 'de') =>
  renderWithSite(<CareersApp basePath="/careers" />, { route, path: '/careers/*', language });

describe('job page', () => {
  afterEach(() => {
    delete (window as { hacked?: boolean }).hacked;
  });

  it('shows the hero image, title, facts and the sanitised description', async () => {
    serveJobs([hostile]);
    const { container } = renderApp(`/careers/${hostile.id}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Lehrkraft für Englisch (m/w/d)' })).toBeInTheDocument();
    expect(container.querySelector('img[src="https://api.example.org/static/jobs/english-teacher.svg"]')).toBeInTheDocument();
    expect(screen.getByText('Schule')).toBeInTheDocument();
    expect(screen.getByText('Vollzeit')).toBeInTheDocument();
    expect(screen.getByText('Berlin-Neukölln')).toBeInTheDocument();
    expect(screen.getByText('45.000 - 55.000 € pro Jahr')).toBeInTheDocument();
    expect(screen.getByText('Lehramt Englisch')).toBeInTheDocument();

    const description = screen.getByTestId('job-description');
    expect(description.querySelector('strong')).toHaveTextContent('Englisch');
    expect(description.querySelector('script')).toBeNull();
    expect(description.querySelector('img')).not.toHaveAttribute('onerror');
    expect(screen.getByText('Link')).not.toHaveAttribute('href');
    expect(screen.getByRole('link', { name: 'Extern' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Extern' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('carries schema.org JobPosting data and names the tab after the job', async () => {
    serveJobs([hostile]);
    const { container } = renderApp(`/careers/${hostile.id}`);
    await screen.findByRole('heading', { level: 1 });

    const script = container.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script?.textContent ?? '{}') as Record<string, unknown>;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Lehrkraft für Englisch (m/w/d)',
      datePosted: '2025-03-14T09:30:00.000Z',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Bildungsnetzwerk Berlin' },
      jobLocation: { '@type': 'Place', address: { addressLocality: 'Berlin', addressCountry: 'DE' } },
      baseSalary: { currency: 'EUR', value: { minValue: 45000, maxValue: 55000, unitText: 'YEAR' } },
    });
    expect(data.description).toContain('Unterricht Englisch');
    expect(data.description).not.toContain('<');
    // The stored '<script>' cannot end the JSON-LD element early.
    expect(script?.innerHTML).not.toContain('</script');
    expect(document.title).toBe('Lehrkraft für Englisch (m/w/d) – Karriere');
  });

  it('falls back to any language that has a description', async () => {
    serveJobs([arabicOnly]);
    renderApp(`/careers/${arabicOnly.id}`);
    expect(await screen.findByText('وصف باللغة العربية فقط')).toBeInTheDocument();
  });

  it('shows the empty state for a job that does not exist', async () => {
    serveJobs([hostile]);
    renderApp('/careers/00000000-0000-4000-8000-000000000000');
    expect(await screen.findByRole('heading', { name: 'Keine Jobs gefunden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zu allen Stellen' })).toHaveAttribute('href', '/careers');
  });

  it('reads the job from the list request: opening it from the list sends no second request', async () => {
    const fetch = serveJobs([hostile, arabicOnly]);
    const user = userEvent.setup();
    renderApp('/careers?department=Schule');
    await screen.findByText('Lehrkraft für Englisch (m/w/d)');

    await user.click(screen.getAllByRole('link', { name: 'Bewerbung' })[0]!);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lehrkraft für Englisch (m/w/d)' })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
    // "Back" returns to the filtered list the visitor came from.
    expect(screen.getByRole('link', { name: 'Zurück zu allen Stellen' })).toHaveAttribute('href', '/careers?department=Schule');
  });

  it("opens the application dialog with 'Bewerbung'", async () => {
    serveJobs([hostile]);
    const user = userEvent.setup();
    renderApp(`/careers/${hostile.id}`);
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getAllByRole('button', { name: 'Bewerbung' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Bewerbung – Schritt 1 von 2' });
    expect(dialog).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('speaks Arabic', async () => {
    serveJobs([arabicOnly]);
    renderApp(`/careers/${arabicOnly.id}`, 'ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'عنوان' })).toBeInTheDocument();
    expect(screen.getByText('45.000 - 55.000 € سنوياً')).toBeInTheDocument();
  });
});
