import { setRuntimeConfig } from '../config';
import { useLanguageStore } from '../i18n/language';
import { api, apiUrl } from './client';
import { ApiError } from './errors';

/** The part of a fetch Response the client reads. */
function reply(status: number, body = '', statusText = '') {
  return { ok: status >= 200 && status < 300, status, statusText, text: () => Promise.resolve(body) };
}

const fetchMock = jest.fn();
const lastCall = () => {
  const [url, init] = fetchMock.mock.calls[fetchMock.mock.calls.length - 1] as [string, RequestInit & { headers: Record<string, string> }];
  return { url, init, headers: init.headers };
};

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock;
  setRuntimeConfig({ apiBase: 'https://api.example.org', accessToken: undefined });
  useLanguageStore.setState({ language: 'ar' });
});

describe('apiUrl', () => {
  it('joins base and path and leaves out empty query values', () => {
    const url = apiUrl('/api/public-hiring-ads/open-hiring', { skip: 0, limit: 1000, search: '', isActive: true, a: undefined, b: null });
    expect(url).toBe('https://api.example.org/api/public-hiring-ads/open-hiring?skip=0&limit=1000&isActive=true');
  });

  it('turns arrays into comma lists and encodes values', () => {
    const url = new URL(apiUrl('/api/hiring-requests/status', { status: 'ACCEPTED', hiringRequestIds: [1, 2, 3], search: 'a&b' }));
    expect(url.searchParams.get('hiringRequestIds')).toBe('1,2,3');
    expect(url.searchParams.get('search')).toBe('a&b');
  });

  it('resolves against the page when the API shares its origin', () => {
    setRuntimeConfig({ apiBase: '' });
    expect(apiUrl('/api/public/activities')).toBe(`${window.location.origin}/api/public/activities`);
  });
});

describe('api client', () => {
  it('GETs JSON with Accept-Language following the visitor language', async () => {
    fetchMock.mockResolvedValue(reply(200, '{"data":[],"count":0}'));
    await expect(api.get('/api/public/activities')).resolves.toEqual({ data: [], count: 0 });
    expect(lastCall().url).toBe('https://api.example.org/api/public/activities');
    expect(lastCall().init.method).toBe('GET');
    expect(lastCall().headers['Accept-Language']).toBe('ar');

    useLanguageStore.getState().setLanguage('de');
    await api.get('/api/public/activities');
    expect(lastCall().headers['Accept-Language']).toBe('de');
  });

  it('sends the bearer token only when one is configured', async () => {
    fetchMock.mockResolvedValue(reply(200, '{}'));
    await api.get('/api/communications', { skip: 0, limit: 10 });
    expect(lastCall().headers).not.toHaveProperty('Authorization');

    setRuntimeConfig({ accessToken: 'geheim' });
    await api.get('/api/communications', { skip: 0, limit: 10 });
    expect(lastCall().headers.Authorization).toBe('Bearer geheim');
  });

  it('POSTs a JSON body with its content type', async () => {
    fetchMock.mockResolvedValue(reply(201, '{"id":5}'));
    const body = { email: 'a@b.de', content: 'Hallo', phone: '030', title: 'Frage', name: 'A' };
    await expect(api.post('/api/communications', body)).resolves.toEqual({ id: 5 });
    expect(lastCall().init.method).toBe('POST');
    expect(lastCall().init.body).toBe(JSON.stringify(body));
    expect(lastCall().headers['Content-Type']).toBe('application/json');
  });

  it('passes FormData through and lets the browser set its content type', async () => {
    fetchMock.mockResolvedValue(reply(204));
    const form = new FormData();
    form.append('cv', 'x');
    await expect(api.post('/api/registrations', form)).resolves.toBeUndefined();
    expect(lastCall().init.body).toBe(form);
    expect(lastCall().headers).not.toHaveProperty('Content-Type');
  });

  it('rejects a non-2xx answer with an ApiError carrying status and body', async () => {
    const body = { statusCode: 422, error: 'Unprocessable Entity', message: 'Ungültige Daten', messages: ['Telefon fehlt'] };
    fetchMock.mockResolvedValue(reply(422, JSON.stringify(body), 'Unprocessable Entity'));
    const error = await api.post('/api/hiring-requests', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, body, message: 'Ungültige Daten', messages: ['Telefon fehlt'] });
  });

  it('keeps the status text when the error body is not JSON', async () => {
    fetchMock.mockResolvedValue(reply(502, '<html>Bad Gateway</html>', 'Bad Gateway'));
    await expect(api.get('/api/x')).rejects.toMatchObject({ status: 502, body: undefined, message: 'Bad Gateway' });
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api.delete('/api/communications/1')).rejects.toMatchObject({ name: 'ApiError', status: 0, message: 'Failed to fetch' });
  });
});
