import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestContext, type TestContext } from '../helpers/app.ts';
import { SCHOOL_SYSTEM_ID, INSTITUTE_SYSTEM_ID } from '../../src/db/seed-data.ts';
import type { JobT } from '../../src/schemas/jobs.ts';

let ctx: TestContext;
before(async () => {
  ctx = await createTestContext();
});
after(() => ctx.close());

const get = async (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ url, headers });
const BASE = '/api/public-hiring-ads';

describe('public hiring ads', () => {
  it('open-hiring lists active ads only, with the full job shape', async () => {
    const res = await get(`${BASE}/open-hiring?skip=0&limit=1000&isActive=true`);
    assert.equal(res.statusCode, 200);
    const body = res.json() as { data: JobT[]; count: number };
    assert.equal(body.count, body.data.length);
    assert.ok(body.count >= 5);
    assert.ok(body.data.every((j) => j.isActive));
    const english = body.data.find((j) => j.localizations.some((l) => l.title.startsWith('Lehrkraft für Englisch')))!;
    assert.ok(english);
    assert.deepEqual(english.localizations.map((l) => l.locale), ['ar', 'de', 'en']);
    assert.match(english.image!.path, /^\/static\/jobs\/.+\.svg$/);
    assert.equal(typeof english.salaryFrom, 'number');
    assert.ok(!Number.isNaN(Date.parse(english.createdAt)));
    const types = new Set(body.data.flatMap((j) => j.questions.map((q) => q.questionType)));
    for (const t of ['checkbox', 'select', 'radio', 'textarea', 'number', 'text']) assert.ok(types.has(t as never), t);
    assert.ok(body.data.some((j) => j.questions.length === 0), 'one job without questions');
  });

  it('isActive=false on open-hiring still returns only active ads', async () => {
    const res = await get(`${BASE}/open-hiring?skip=0&limit=1000&isActive=false`);
    assert.ok((res.json().data as JobT[]).every((j) => j.isActive));
  });

  it('hiring lists every ad and filters by isActive', async () => {
    const all = (await get(`${BASE}/hiring?skip=0&limit=1000`)).json();
    const inactive = (await get(`${BASE}/hiring?skip=0&limit=1000&isActive=false`)).json();
    const active = (await get(`${BASE}/hiring?skip=0&limit=1000&isActive=true`)).json();
    assert.ok(all.count >= 6);
    assert.ok(inactive.count >= 1);
    assert.equal(active.count + inactive.count, all.count);
  });

  it('paginates with skip and limit while count stays the total', async () => {
    const page = (await get(`${BASE}/hiring?skip=1&limit=2`)).json();
    const all = (await get(`${BASE}/hiring?skip=0&limit=1000`)).json();
    assert.equal(page.data.length, 2);
    assert.equal(page.count, all.count);
    assert.equal(page.data[0].id, all.data[1].id);
  });

  it('search matches titles and descriptions in every locale, case-insensitively', async () => {
    for (const term of ['englisch', 'ENGLISH TEACHER', 'إنجليزية', 'rahmenlehrplan']) {
      const res = (await get(`${BASE}/open-hiring?skip=0&limit=1000&search=${encodeURIComponent(term)}`)).json();
      assert.ok(res.count >= 1, term);
    }
    const none = (await get(`${BASE}/open-hiring?skip=0&limit=1000&search=xyz-nothing`)).json();
    assert.deepEqual(none, { data: [], count: 0 });
  });

  it('filters by department, employmentType and location', async () => {
    const verlag = (await get(`${BASE}/hiring?skip=0&limit=1000&department=Verlag`)).json();
    assert.ok(verlag.count >= 1 && verlag.data.every((j: JobT) => j.department === 'Verlag'));
    const mini = (await get(`${BASE}/hiring?skip=0&limit=1000&employmentType=MINI_JOB`)).json();
    assert.ok(mini.count >= 1 && mini.data.every((j: JobT) => j.employmentType === 'MINI_JOB'));
    const mitte = (await get(`${BASE}/hiring?skip=0&limit=1000&location=mitte`)).json();
    assert.ok(mitte.count >= 1 && mitte.data.every((j: JobT) => j.location.includes('Mitte')));
  });

  it('system variants filter by system', async () => {
    const school = (await get(`${BASE}/open-hiring/${SCHOOL_SYSTEM_ID}?skip=0&limit=100`)).json();
    assert.ok(school.count >= 1 && school.data.every((j: JobT) => j.systemId === SCHOOL_SYSTEM_ID && j.isActive));
    const systems = (await get(`${BASE}/open-hiring/systems?skip=0&limit=100`)).json();
    assert.ok(systems.count >= 2 && systems.data.every((j: JobT) => j.systemId !== null && j.isActive));
    const institute = (await get(`${BASE}/hiring/${INSTITUTE_SYSTEM_ID}?skip=0&limit=100`)).json();
    assert.ok(institute.data.some((j: JobT) => !j.isActive), 'hiring/:systemId includes inactive ads');
    const unknown = (await get(`${BASE}/hiring/00000000-0000-4000-8000-000000000000?skip=0&limit=100`)).json();
    assert.deepEqual(unknown, { data: [], count: 0 });
  });

  it('requires skip and limit and names them, in de and ar', async () => {
    const de = await get(`${BASE}/open-hiring`);
    assert.equal(de.statusCode, 400);
    assert.deepEqual(de.json().messages, ['skip ist erforderlich', 'limit ist erforderlich']);
    const ar = await get(`${BASE}/hiring?skip=0`, { 'accept-language': 'ar' });
    assert.deepEqual(ar.json().messages, ['حقل limit مطلوب']);
  });

  it('rejects malformed paging and filters with 400', async () => {
    for (const q of ['skip=-1&limit=10', 'skip=a&limit=10', 'skip=0&limit=0', 'skip=0&limit=1001', 'skip=0&limit=5&isActive=maybe', 'skip=0&limit=5&employmentType=SOMETIMES']) {
      const res = await get(`${BASE}/hiring?${q}`);
      assert.equal(res.statusCode, 400, q);
      assert.equal(res.json().error, 'Bad Request');
      assert.ok(res.json().message.length > 0);
    }
    const badSystem = await get(`${BASE}/open-hiring/not-a-uuid?skip=0&limit=5`);
    assert.equal(badSystem.statusCode, 400);
  });
});

describe('FAQ', () => {
  it('lists entries in sort order with ar and de texts', async () => {
    const res = await get('/api/public/faq');
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.ok(body.count >= 8);
    const orders = body.data.map((e: { sortOrder: number }) => e.sortOrder);
    assert.deepEqual(orders, [...orders].sort((a: number, b: number) => a - b));
    const hours = body.data[0].localizations.find((l: { locale: string }) => l.locale === 'de');
    assert.match(hours.answer, /Montag bis Freitag von 9:00 bis 17:00/);
  });
});
