import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestContext, type TestContext } from '../helpers/app.ts';
import { SCHOOL_SYSTEM_ID } from '../../src/db/seed-data.ts';
import type { ActivityT } from '../../src/schemas/activities.ts';

let ctx: TestContext;
before(async () => {
  ctx = await createTestContext();
});
after(() => ctx.close());

describe('public activities', () => {
  it('lists upcoming activities only, soonest first', async () => {
    const res = await ctx.app.inject({ url: '/api/public/activities' });
    assert.equal(res.statusCode, 200);
    const { data, count } = res.json() as { data: ActivityT[]; count: number };
    assert.ok(count >= 8);
    const now = Date.now();
    const times = data.map((a) => Date.parse(a.date));
    assert.ok(times.every((t) => t >= now));
    assert.deepEqual(times, [...times].sort((a, b) => a - b));
    const first = data[0]!;
    assert.deepEqual(Object.keys(first).sort(), ['date', 'id', 'localizations', 'medias', 'systemId']);
    assert.ok(first.localizations.some((l) => l.locale === 'ar') && first.localizations.some((l) => l.locale === 'de'));
    assert.ok(first.localizations.every((l) => l.location));
    assert.match(first.medias[0]!.media.path, /^\/static\/activities\//);
  });

  it('supports optional skip and limit', async () => {
    const page = (await ctx.app.inject({ url: '/api/public/activities?skip=2&limit=3' })).json();
    const all = (await ctx.app.inject({ url: '/api/public/activities' })).json();
    assert.equal(page.data.length, 3);
    assert.equal(page.count, all.count);
    assert.equal(page.data[0].id, all.data[2].id);
    assert.equal((await ctx.app.inject({ url: '/api/public/activities?limit=abc' })).statusCode, 400);
  });

  it('system variant lists upcoming activities of one system and requires systemId', async () => {
    const res = (await ctx.app.inject({ url: `/api/public/activities/system?systemId=${SCHOOL_SYSTEM_ID}` })).json();
    assert.ok(res.count >= 1);
    assert.ok(res.data.every((a: ActivityT) => a.systemId === SCHOOL_SYSTEM_ID && Date.parse(a.date) >= Date.now()));
    const missing = await ctx.app.inject({ url: '/api/public/activities/system' });
    assert.equal(missing.statusCode, 400);
    assert.deepEqual(missing.json().messages, ['System-ID ist erforderlich']);
  });

  it('returns one activity by id, past ones included', async () => {
    const [past] = await ctx.db.query<{ id: string }>('SELECT id FROM activities WHERE date < now() LIMIT 1');
    const res = await ctx.app.inject({ url: `/api/public/activities/${past!.id}` });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().id, past!.id);
  });

  it('unknown or malformed ids are 404/400 with a translated message, never 500', async () => {
    const unknown = await ctx.app.inject({ url: '/api/public/activities/00000000-0000-4000-8000-000000000000', headers: { 'accept-language': 'ar' } });
    assert.equal(unknown.statusCode, 404);
    assert.deepEqual(unknown.json(), { statusCode: 404, error: 'Not Found', message: 'النشاط غير موجود.' });
    const bad = await ctx.app.inject({ url: '/api/public/activities/123' });
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().message, 'ID ist keine gültige Kennung');
  });
});
