import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestContext, type TestContext } from '../helpers/app.ts';

let ctx: TestContext;
before(async () => {
  ctx = await createTestContext();
});
after(() => ctx.close());

describe('health, docs, static files and headers', () => {
  it('GET /api/health answers ok', async () => {
    const res = await ctx.app.inject({ url: '/api/health' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().status, 'ok');
  });

  it('serves the OpenAPI document with every spec path', async () => {
    const res = await ctx.app.inject({ url: '/api/docs/json' });
    assert.equal(res.statusCode, 200);
    const doc = res.json();
    assert.match(doc.openapi, /^3\./);
    for (const p of [
      '/api/communications', '/api/communications/{id}', '/api/communications/reply/{id}',
      '/api/hiring-requests', '/api/hiring-requests/system', '/api/hiring-requests/{id}', '/api/hiring-requests/{id}/status', '/api/hiring-requests/status',
      '/api/public/activities', '/api/public/activities/system', '/api/public/activities/{id}',
      '/api/public-hiring-ads/open-hiring', '/api/public-hiring-ads/open-hiring/{systemId}', '/api/public-hiring-ads/open-hiring/systems',
      '/api/public-hiring-ads/hiring/{systemId}', '/api/public-hiring-ads/hiring',
      '/api/public/faq', '/api/newsletter/subscriptions', '/api/registrations', '/api/course-registrations',
    ]) assert.ok(doc.paths[p], p);
    assert.ok(doc.components.schemas.Job);
  });

  it('serves seed images with long-cache headers and a cross-origin resource policy', async () => {
    const res = await ctx.app.inject({ url: '/static/jobs/english-teacher.svg' });
    assert.equal(res.statusCode, 200);
    assert.match(res.headers['content-type'] as string, /image\/svg\+xml/);
    assert.match(res.headers['cache-control'] as string, /max-age=31536000/);
    assert.equal(res.headers['cross-origin-resource-policy'], 'cross-origin');
    assert.ok(res.rawPayload.length < 30_000);
  });

  it('sends security headers and CORS only for allowed origins', async () => {
    const ok = await ctx.app.inject({ url: '/api/public/faq', headers: { origin: 'http://localhost:3000' } });
    assert.equal(ok.headers['access-control-allow-origin'], 'http://localhost:3000');
    assert.equal(ok.headers['x-content-type-options'], 'nosniff');
    assert.ok(ok.headers['content-security-policy']);
    const evil = await ctx.app.inject({ url: '/api/public/faq', headers: { origin: 'https://evil.example' } });
    assert.equal(evil.headers['access-control-allow-origin'], undefined);
    const preflight = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/communications',
      headers: { origin: 'http://127.0.0.1:3004', 'access-control-request-method': 'POST' },
    });
    assert.equal(preflight.statusCode, 204);
    assert.equal(preflight.headers['access-control-allow-origin'], 'http://127.0.0.1:3004');
  });

  it('unknown routes give a translated 404 body', async () => {
    const de = await ctx.app.inject({ url: '/api/nothing-here' });
    assert.deepEqual(de.json(), { statusCode: 404, error: 'Not Found', message: 'Die angeforderte Ressource wurde nicht gefunden.' });
    const ar = await ctx.app.inject({ url: '/api/nothing-here', headers: { 'accept-language': 'ar-SA,ar;q=0.9' } });
    assert.equal(ar.json().message, 'المورد المطلوب غير موجود.');
  });
});
