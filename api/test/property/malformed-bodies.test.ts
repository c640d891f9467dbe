/**
 * Property: whatever malformed body is thrown at a public write endpoint, the answer is a 4xx
 * with the error shape (never a 5xx) and no table changes.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { createTestContext, snapshotCounts, type TestContext } from '../helpers/app.ts';
import { allJobs, application, jobBySlugTitle, multipart, courseFields } from '../helpers/fixtures.ts';
import type { JobT } from '../../src/schemas/jobs.ts';

let ctx: TestContext;
let english: JobT;
before(async () => {
  ctx = await createTestContext();
  english = jobBySlugTitle(await allJobs(ctx.app), 'Lehrkraft für Englisch');
});
after(() => ctx.close());

/** Valid-looking bodies with one or more fields replaced by junk, or removed, or junk bodies. */
function malformed(valid: Record<string, unknown>, mustBreak: string[]) {
  const junk = fc.oneof(
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.double(),
    fc.string({ maxLength: 3 }),
    fc.constant(''),
    fc.constant('   '),
    fc.array(fc.anything(), { maxLength: 3 }),
    fc.object({ maxDepth: 1 }),
    fc.constant('x'.repeat(6000)),
  );
  const keys = Object.keys(valid);
  const broken = fc
    .record({
      key: fc.constantFrom(...mustBreak),
      value: fc.option(junk, { nil: undefined }),
      extra: fc.dictionary(fc.string({ maxLength: 5 }), fc.anything(), { maxKeys: 2 }),
      others: fc.array(fc.record({ key: fc.constantFrom(...keys), value: junk }), { maxLength: 3 }),
    })
    .map(({ key, value, extra, others }) => {
      const body: Record<string, unknown> = { ...extra, ...valid };
      for (const o of others) body[o.key] = o.value;
      if (value === undefined) delete body[key];
      else body[key] = value;
      return body;
    });
  return fc.oneof(broken, fc.anything(), fc.array(fc.anything()));
}

async function check(url: string, table: string, valid: Record<string, unknown>, mustBreak: string[], runs: number) {
  const before = await snapshotCounts(ctx.db);
  await fc.assert(
    fc.asyncProperty(malformed(valid, mustBreak), fc.constantFrom('ar', 'de', undefined), async (body, lang) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url,
        payload: JSON.stringify(body) ?? 'null',
        headers: { 'content-type': 'application/json', ...(lang ? { 'accept-language': lang } : {}) },
      });
      if (res.statusCode >= 500) throw new Error(`${res.statusCode} for ${JSON.stringify(body).slice(0, 300)}`);
      if (res.statusCode < 400) {
        // Junk that happens to be valid may pass; remove it so the table comparison stays exact.
        await ctx.db.query(`DELETE FROM ${table} WHERE id = $1`, [res.json().id]);
        return;
      }
      const json = res.json();
      assert.equal(json.statusCode, res.statusCode);
      assert.equal(typeof json.message, 'string');
    }),
    { numRuns: runs },
  );
  return before;
}

describe('malformed bodies never cause a 5xx and change nothing', () => {
  it('POST /api/communications', async () => {
    const valid = { email: 'a@example.de', phone: '0301234', title: 'Betreff', content: 'Nachricht' };
    const before = await check('/api/communications', 'communications', valid, ['email', 'phone', 'title', 'content'], 80);
    assert.deepEqual(await snapshotCounts(ctx.db), before);
  });

  it('POST /api/hiring-requests and /system', async () => {
    const valid = application(english);
    const keys = ['phone', 'email', 'firstName', 'lastName', 'birthDate', 'zipCode', 'martialStatus', 'hiringAdId', 'answers', 'city'];
    const before = await check('/api/hiring-requests', 'hiring_requests', valid, keys, 80);
    await check('/api/hiring-requests/system', 'hiring_requests', valid, keys, 30);
    // Junk answers specifically
    await fc.assert(
      fc.asyncProperty(fc.array(fc.record({ questionId: fc.oneof(fc.uuid(), fc.constantFrom(...english.questions.map((q) => q.id))), answer: fc.option(fc.oneof(fc.string(), fc.double(), fc.integer()), { nil: undefined }), choicesIds: fc.option(fc.array(fc.uuid(), { maxLength: 3 }), { nil: undefined }) }), { maxLength: 8 }), async (answers) => {
        const res = await ctx.app.inject({ method: 'POST', url: '/api/hiring-requests', payload: { ...valid, answers } });
        assert.ok(res.statusCode < 500, res.body);
        assert.ok(res.statusCode === 400 || res.statusCode === 201, res.body);
        if (res.statusCode === 201) await ctx.db.query('DELETE FROM hiring_requests WHERE id = $1', [res.json().id]);
      }),
      { numRuns: 40 },
    );
    assert.deepEqual(await snapshotCounts(ctx.db), before);
  });

  it('POST /api/registrations and /api/newsletter/subscriptions', async () => {
    const before = await check('/api/registrations', 'registrations', { firstName: 'Mona', lastName: 'Saleh', email: 'm@example.de', phone: '0151' }, ['firstName', 'lastName', 'email', 'phone'], 60);
    await check('/api/newsletter/subscriptions', 'newsletter_subscriptions', { email: 'n@example.de' }, ['email'], 40);
    assert.deepEqual(await snapshotCounts(ctx.db), before);
  });

  it('POST /api/course-registrations with junk fields', async () => {
    const before = await snapshotCounts(ctx.db);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...Object.keys(courseFields())),
        fc.oneof(fc.constant(''), fc.string({ maxLength: 5 }), fc.constant('x'.repeat(3000))),
        async (key, value) => {
          const body = await multipart(courseFields({ [key]: value }), []);
          const res = await ctx.app.inject({ method: 'POST', url: '/api/course-registrations', payload: body.payload, headers: body.headers });
          assert.ok(res.statusCode >= 400 && res.statusCode < 500, res.body);
        },
      ),
      { numRuns: 20 },
    );
    assert.deepEqual(await snapshotCounts(ctx.db), before);
  });
});
