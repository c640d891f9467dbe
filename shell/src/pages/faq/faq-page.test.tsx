import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setRuntimeConfig } from '@edu/shared/config';
import { renderPage } from '../home/test-render';
import type { FaqEntry } from './api/get-faq';
import FaqPage from './index';

const ENTRIES: FaqEntry[] = [
  {
    id: 'b',
    category: 'courses',
    sortOrder: 2,
    localizations: [
      { locale: 'de', question: 'Wie melde ich mich zu einem Kurs an?', answer: 'Über das Kursanmeldeformular.' },
      { locale: 'ar', question: 'كيف أسجّل في دورة؟', answer: 'عبر نموذج التسجيل في الدورات.' },
    ],
  },
  {
    id: 'a',
    category: 'general',
    sortOrder: 1,
    // Only German: the Arabic page falls back to it.
    localizations: [{ locale: 'de', question: 'Wann haben Sie geöffnet?', answer: 'Montag bis Freitag, 9:00 bis 17:00 Uhr.' }],
  },
];

/** The part of a fetch Response the API client reads (jsdom has no Response). */
function respond(status: number, body: unknown) {
  const text = JSON.stringify(body);
  return Promise.resolve({ ok: status >= 200 && status < 300, status, statusText: '', text: () => Promise.resolve(text) } as Response);
}

describe('FAQ page', () => {
  const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

  beforeAll(() => setRuntimeConfig({ apiBase: 'http://api.test' }));
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it('shows a loading state, then the questions in order from GET /api/public/faq', async () => {
    fetchMock.mockImplementation(() => respond(200, { data: ENTRIES, count: 2 }));
    renderPage(<FaqPage />, { language: 'de' });

    expect(screen.getByRole('heading', { level: 1, name: 'Häufige Fragen' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Fragen werden geladen...');

    const first = await screen.findByText('Wann haben Sie geöffnet?');
    const second = screen.getByText('Wie melde ich mich zu einem Kurs an?');
    // sortOrder 1 before 2, whatever the order of the response.
    expect(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('http://api.test/api/public/faq');
  });

  it('opens an answer when its question is activated', async () => {
    fetchMock.mockImplementation(() => respond(200, { data: ENTRIES, count: 2 }));
    renderPage(<FaqPage />, { language: 'de' });
    const question = await screen.findByText('Wann haben Sie geöffnet?');
    const details = question.closest('details');
    expect(details).not.toHaveAttribute('open');
    await userEvent.click(question);
    expect(details).toHaveAttribute('open');
    expect(screen.getByText('Montag bis Freitag, 9:00 bis 17:00 Uhr.')).toBeVisible();
  });

  it('shows Arabic texts, falling back to any locale that has one', async () => {
    fetchMock.mockImplementation(() => respond(200, { data: ENTRIES, count: 2 }));
    renderPage(<FaqPage />, { language: 'ar' });
    expect(await screen.findByText('كيف أسجّل في دورة؟')).toBeInTheDocument();
    expect(screen.getByText('Wann haben Sie geöffnet?')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'الأسئلة الشائعة' })).toBeInTheDocument();
  });

  it('shows the server message on failure and loads again on retry', async () => {
    fetchMock.mockImplementationOnce(() => respond(500, { statusCode: 500, error: 'Internal Server Error', message: 'Der Server ist gerade nicht erreichbar.' }));
    renderPage(<FaqPage />, { language: 'de' });

    expect(await screen.findByRole('alert')).toHaveTextContent('Der Server ist gerade nicht erreichbar.');

    fetchMock.mockImplementation(() => respond(200, { data: ENTRIES, count: 2 }));
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText('Wann haben Sie geöffnet?')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('shows the empty state when there are no entries', async () => {
    fetchMock.mockImplementation(() => respond(200, { data: [], count: 0 }));
    renderPage(<FaqPage />, { language: 'de' });
    expect(await screen.findByRole('heading', { name: 'Noch keine Fragen vorhanden' })).toBeInTheDocument();
  });
});
