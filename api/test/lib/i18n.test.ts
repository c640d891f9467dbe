import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { resolveLocale } from '../../src/i18n/index.ts';
import { ar } from '../../src/i18n/ar.ts';
import { de } from '../../src/i18n/de.ts';
import { loadConfig } from '../../src/config/env.ts';

describe('i18n', () => {
  it('picks ar or de from Accept-Language, German otherwise', () => {
    assert.equal(resolveLocale(undefined), 'de');
    assert.equal(resolveLocale('ar'), 'ar');
    assert.equal(resolveLocale('ar-EG,ar;q=0.9'), 'ar');
    assert.equal(resolveLocale('en-US,en;q=0.9'), 'de');
    assert.equal(resolveLocale('de;q=0.4, ar;q=0.8'), 'ar');
    assert.equal(resolveLocale('fr, de-AT;q=0.5'), 'de');
  });

  it('Arabic catalogue has every key of the German one', () => {
    const keys = (o: object): string[] => Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v).map((s) => `${k}.${s}`) : [k]));
    assert.deepEqual(keys(ar).sort(), keys(de).sort());
  });
});

describe('config', () => {
  it('has a dev token only in development without STAFF_TOKENS', () => {
    assert.equal(loadConfig({ NODE_ENV: 'development' }).staffTokens.get('dev-staff-token'), 'staff');
    assert.equal(loadConfig({ NODE_ENV: 'production' }).staffTokens.size, 0);
    assert.equal(loadConfig({ NODE_ENV: 'development', STAFF_TOKENS: 'a:admin' }).staffTokens.has('dev-staff-token'), false);
    assert.deepEqual([...loadConfig({ STAFF_TOKENS: 'a:staff, b:viewer' }).staffTokens], [['a', 'staff'], ['b', 'viewer']]);
    assert.equal(loadConfig({}).port, 4000);
    assert.throws(() => loadConfig({ PORT: 'abc' }));
  });
});
