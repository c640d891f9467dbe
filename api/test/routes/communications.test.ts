import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ADMIN, STAFF, VIEWER, count, createTestContext, type TestContext } from '../helpers/app.ts';

let ctx: TestContext;
before(async () => {
  ctx = await createTestContext();
});
after(() => ctx.close());

const message = (overrides: Record<string, unknown> = {}) => ({
  email: 'sara@example.de',
  phone: '030 1234567',
  name: 'Sara',
  title: 'Frage zum Kurs',
  content: 'Wann beginnt der nächste Deutschkurs?',
  ...overrides,
});
const post = (payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/communications', payload: payload as object, headers });

describe('POST /api/communications', () => {
  it('stores a message (name optional)', async () => {
    const res = await post(message({ name: undefined }));
    assert.equal(res.statusCode, 201);
    const body = res.json();
    assert.equal(body.name, null);
    assert.equal(body.isReviewed, false);
    assert.equal(body.reply, null);
    const [row] = await ctx.db.query<{ email: string }>('SELECT email FROM communications WHERE id = $1', [body.id]);
    assert.equal(row!.email, 'sara@example.de');
  });

  it('uses the spec texts: invalid email and {{name}} ist erforderlich', async () => {
    const before = await count(ctx.db, 'communications');
    const res = await post({ email: 'nope', phone: '', title: '   ' });
    assert.equal(res.statusCode, 400);
    const body = res.json();
    assert.equal(body.error, 'Bad Request');
    assert.deepEqual(new Set(body.messages), new Set(['Ungültige E-Mail Adresse', 'Telefonnummer ist erforderlich', 'Betreff ist erforderlich', 'Nachricht ist erforderlich']));
    assert.equal(await count(ctx.db, 'communications'), before);
  });

  it('answers in Arabic when asked', async () => {
    const res = await post({ email: 'nope', phone: '123', title: 'x', content: 'y' }, { 'accept-language': 'ar' });
    assert.deepEqual(res.json().messages, ['عنوان البريد الإلكتروني غير صالح']);
    assert.equal(res.json().message, 'عنوان البريد الإلكتروني غير صالح');
  });

  it('rejects wrong types, non-object bodies, bad JSON and unsupported content types', async () => {
    const wrong = await post(message({ phone: 123456, title: ['a'] }));
    assert.equal(wrong.statusCode, 400);
    assert.equal(wrong.json().messages.length, 2);
    for (const payload of ['"text"', '[1,2]', 'null', '{bad json']) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/communications', payload, headers: { 'content-type': 'application/json' } });
      assert.equal(res.statusCode, 400, payload);
      assert.ok(res.json().message);
    }
    const text = await ctx.app.inject({ method: 'POST', url: '/api/communications', payload: 'hello', headers: { 'content-type': 'text/plain' } });
    assert.equal(text.statusCode, 415);
    assert.equal(text.json().message, 'Dieser Inhaltstyp wird nicht unterstützt.');
  });

  it('rejects an oversized body with a translated 413 and stores nothing', async () => {
    const before = await count(ctx.db, 'communications');
    const res = await post(message({ content: 'x'.repeat(1_100_000) }), { 'accept-language': 'ar' });
    assert.equal(res.statusCode, 413);
    assert.deepEqual(res.json(), { statusCode: 413, error: 'Payload Too Large', message: 'الطلب كبير جدًا.' });
    const long = await post(message({ content: 'x'.repeat(5001) }));
    assert.equal(long.statusCode, 400);
    assert.deepEqual(long.json().messages, ['Nachricht darf höchstens 5000 Zeichen lang sein']);
    assert.equal(await count(ctx.db, 'communications'), before);
  });

  it('100 parallel messages produce exactly 100 rows', async () => {
    const before = await count(ctx.db, 'communications');
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => post(message({ email: `parallel${i}@example.de`, title: `Parallel ${i}` }))),
    );
    assert.ok(results.every((r) => r.statusCode === 201));
    assert.equal(await count(ctx.db, 'communications'), before + 100);
    const [distinct] = await ctx.db.query<{ n: number }>("SELECT count(DISTINCT email)::int AS n FROM communications WHERE email LIKE 'parallel%'");
    assert.equal(distinct!.n, 100);
  });
});

describe('staff communications endpoints', () => {
  let id: string;
  before(async () => {
    id = (await post(message({ title: 'Zur Prüfung' }))).json().id;
  });

  it('401 without token, 401 with unknown token, 403 without staff role', async () => {
    for (const [method, url] of [
      ['GET', '/api/communications?skip=0&limit=10'],
      ['GET', `/api/communications/${id}`],
      ['PUT', `/api/communications/reply/${id}`],
      ['DELETE', `/api/communications/${id}`],
    ] as const) {
      const none = await ctx.app.inject({ method, url, payload: method === 'PUT' ? { reply: 'x' } : undefined });
      assert.equal(none.statusCode, 401, url);
      assert.equal(none.json().message, 'Nicht autorisiert. Bitte melden Sie sich an.');
      const bad = await ctx.app.inject({ method, url, headers: { authorization: 'Bearer nope' } });
      assert.equal(bad.statusCode, 401);
      const viewer = await ctx.app.inject({ method, url, headers: { ...VIEWER, 'accept-language': 'ar' }, payload: method === 'PUT' ? { reply: 'x' } : undefined });
      assert.equal(viewer.statusCode, 403);
      assert.equal(viewer.json().message, 'تم رفض الوصول: هذا الإجراء يتطلب صلاحية موظف.');
    }
    assert.equal(await count(ctx.db, 'communications WHERE id = $1'.replace('$1', `'${id}'`)), 1);
  });

  it('lists with required skip/limit and the isReviewed filter', async () => {
    const missing = await ctx.app.inject({ url: '/api/communications', headers: STAFF });
    assert.equal(missing.statusCode, 400);
    const all = (await ctx.app.inject({ url: '/api/communications?skip=0&limit=1000', headers: STAFF })).json();
    assert.equal(all.count, await count(ctx.db, 'communications'));
    const page = (await ctx.app.inject({ url: '/api/communications?skip=0&limit=5', headers: ADMIN })).json();
    assert.equal(page.data.length, 5);
    assert.equal(page.count, all.count);
  });

  it('reads, replies (marks reviewed) and deletes', async () => {
    const one = await ctx.app.inject({ url: `/api/communications/${id}`, headers: STAFF });
    assert.equal(one.statusCode, 200);
    assert.equal(one.json().title, 'Zur Prüfung');

    const emptyReply = await ctx.app.inject({ method: 'PUT', url: `/api/communications/reply/${id}`, headers: STAFF, payload: { reply: '' } });
    assert.equal(emptyReply.statusCode, 400);
    assert.deepEqual(emptyReply.json().messages, ['Antwort ist erforderlich']);

    const replied = await ctx.app.inject({ method: 'PUT', url: `/api/communications/reply/${id}`, headers: STAFF, payload: { reply: 'Der Kurs beginnt am Montag.' } });
    assert.equal(replied.statusCode, 200);
    assert.equal(replied.json().isReviewed, true);
    assert.equal(replied.json().reply, 'Der Kurs beginnt am Montag.');
    assert.ok(replied.json().repliedAt);

    const reviewed = (await ctx.app.inject({ url: '/api/communications?skip=0&limit=1000&isReviewed=true', headers: STAFF })).json();
    assert.deepEqual(reviewed.data.map((c: { id: string }) => c.id), [id]);
    const unreviewed = (await ctx.app.inject({ url: '/api/communications?skip=0&limit=1000&isReviewed=false', headers: STAFF })).json();
    assert.ok(unreviewed.data.every((c: { isReviewed: boolean }) => !c.isReviewed));

    const del = await ctx.app.inject({ method: 'DELETE', url: `/api/communications/${id}`, headers: STAFF });
    assert.equal(del.statusCode, 204);
    const gone = await ctx.app.inject({ url: `/api/communications/${id}`, headers: STAFF });
    assert.equal(gone.statusCode, 404);
    assert.equal(gone.json().message, 'Die Nachricht wurde nicht gefunden.');
  });

  it('unknown and malformed ids: 404 / 400, never 500', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    assert.equal((await ctx.app.inject({ url: `/api/communications/${unknown}`, headers: STAFF })).statusCode, 404);
    assert.equal((await ctx.app.inject({ method: 'DELETE', url: `/api/communications/${unknown}`, headers: STAFF })).statusCode, 404);
    assert.equal((await ctx.app.inject({ method: 'PUT', url: `/api/communications/reply/${unknown}`, headers: STAFF, payload: { reply: 'x' } })).statusCode, 404);
    assert.equal((await ctx.app.inject({ url: '/api/communications/abc', headers: STAFF })).statusCode, 400);
  });
});

describe('rate limit on public writes', () => {
  it('answers 429 in the visitor language after the limit', async () => {
    const limited = await createTestContext({ PUBLIC_WRITE_RATE_LIMIT: '3' });
    try {
      const statuses: number[] = [];
      let last;
      for (let i = 0; i < 5; i++) {
        last = await limited.app.inject({ method: 'POST', url: '/api/communications', payload: message(), headers: { 'accept-language': 'ar' } });
        statuses.push(last.statusCode);
      }
      assert.deepEqual(statuses, [201, 201, 201, 429, 429]);
      assert.equal(last!.json().statusCode, 429);
      assert.match(last!.json().message, /^طلبات كثيرة جدًا/);
      assert.ok(last!.headers['retry-after']);
      // Reads are not limited.
      assert.equal((await limited.app.inject({ url: '/api/public/faq' })).statusCode, 200);
    } finally {
      await limited.close();
    }
  });
});
