import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { STAFF, VIEWER, count, createTestContext, type TestContext } from '../helpers/app.ts';

let ctx: TestContext;
before(async () => {
  ctx = await createTestContext();
});
after(() => ctx.close());

describe('newsletter', () => {
  it('subscribes once: 201 then 200, normalised, no duplicate', async () => {
    const first = await ctx.app.inject({ method: 'POST', url: '/api/newsletter/subscriptions', payload: { email: 'Leser@Example.de' } });
    assert.equal(first.statusCode, 201);
    assert.equal(first.json().email, 'leser@example.de');
    const again = await ctx.app.inject({ method: 'POST', url: '/api/newsletter/subscriptions', payload: { email: 'LESER@example.de' } });
    assert.equal(again.statusCode, 200);
    assert.equal(again.json().id, first.json().id);
    assert.equal(await count(ctx.db, 'newsletter_subscriptions'), 1);
  });

  it('rejects a bad email and lists for staff only', async () => {
    const bad = await ctx.app.inject({ method: 'POST', url: '/api/newsletter/subscriptions', payload: { email: 'leser' }, headers: { 'accept-language': 'ar' } });
    assert.equal(bad.statusCode, 400);
    assert.deepEqual(bad.json().messages, ['البريد الإلكتروني ليس بريدًا إلكترونيًا صالحًا']);
    assert.equal((await ctx.app.inject({ url: '/api/newsletter/subscriptions?skip=0&limit=10' })).statusCode, 401);
    assert.equal((await ctx.app.inject({ url: '/api/newsletter/subscriptions?skip=0&limit=10', headers: VIEWER })).statusCode, 403);
    const list = await ctx.app.inject({ url: '/api/newsletter/subscriptions?skip=0&limit=10', headers: STAFF });
    assert.equal(list.json().count, 1);
  });
});

describe('simple registration', () => {
  it('stores a registration and staff can read it', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/registrations', payload: { firstName: 'Mona', lastName: 'Saleh', email: 'mona@example.de', phone: '015112345678' } });
    assert.equal(res.statusCode, 201);
    const id = res.json().id;
    const one = await ctx.app.inject({ url: `/api/registrations/${id}`, headers: STAFF });
    assert.equal(one.json().lastName, 'Saleh');
    const list = await ctx.app.inject({ url: '/api/registrations?skip=0&limit=10', headers: STAFF });
    assert.equal(list.json().count, 1);
    assert.equal((await ctx.app.inject({ url: `/api/registrations/${id}` })).statusCode, 401);
    assert.equal((await ctx.app.inject({ url: '/api/registrations?skip=0&limit=10', headers: VIEWER })).statusCode, 403);
    assert.equal((await ctx.app.inject({ url: '/api/registrations/00000000-0000-4000-8000-000000000000', headers: STAFF })).statusCode, 404);
  });

  it('uses the exact messages of spec section 5', async () => {
    const post = (payload: object, headers = {}) => ctx.app.inject({ method: 'POST', url: '/api/registrations', payload, headers });
    const empty = await post({});
    assert.deepEqual(empty.json().messages, [
      'Vorname ist erforderlich.',
      'Der Nachname ist erforderlich.',
      'Die E-Mail-Adresse ist erforderlich.',
      'Die Telefonnummer ist erforderlich.',
    ]);
    const short = await post({ firstName: 'M', lastName: 'S', email: 'mona', phone: '0151-123' });
    assert.deepEqual(short.json().messages, [
      'Der Vorname muss mindestens 2 Zeichen lang sein.',
      'Der Nachname muss mindestens 2 Zeichen lang sein.',
      'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
      'Die Telefonnummer darf nur Zahlen enthalten.',
    ]);
    const ar = await post({ firstName: 'M', lastName: 'Saleh', email: 'mona@example.de', phone: '0151' }, { 'accept-language': 'ar' });
    assert.deepEqual(ar.json().messages, ['يجب أن يتكون الاسم الأول من حرفين على الأقل.']);
    assert.equal(await count(ctx.db, 'registrations'), 1);
  });
});
