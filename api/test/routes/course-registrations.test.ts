import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { STAFF, VIEWER, count, createTestContext, type TestContext } from '../helpers/app.ts';
import { JPEG, PDF, PNG, courseFields, defaultFiles, multipart, type UploadFile } from '../helpers/fixtures.ts';

let ctx: TestContext;
before(async () => {
  ctx = await createTestContext();
});
after(() => ctx.close());

const send = async (fields: Record<string, string>, files: UploadFile[], headers: Record<string, string> = {}) => {
  const body = await multipart(fields, files);
  return ctx.app.inject({ method: 'POST', url: '/api/course-registrations', payload: body.payload, headers: { ...body.headers, ...headers } });
};
const storedFiles = () => fs.readdirSync(ctx.config.uploadDir);

async function assertNothingStored(before: { rows: number; atts: number; files: number }) {
  assert.equal(await count(ctx.db, 'course_registrations'), before.rows);
  assert.equal(await count(ctx.db, 'course_registration_attachments'), before.atts);
  assert.equal(storedFiles().length, before.files);
}
const state = async () => ({
  rows: await count(ctx.db, 'course_registrations'),
  atts: await count(ctx.db, 'course_registration_attachments'),
  files: storedFiles().length,
});

describe('POST /api/course-registrations', () => {
  it('stores fields and files under server-made names; staff download them byte for byte', async () => {
    const files = defaultFiles();
    files[1]!.name = '../../etc/zeug<nis>.pdf';
    const res = await send(courseFields(), files);
    assert.equal(res.statusCode, 201, res.body);
    const reg = res.json();
    assert.equal(reg.computerSkills, true);
    assert.equal(reg.postalCode, '12049');
    assert.equal(reg.birthDate, '1988-02-03');
    assert.equal(reg.attachments.length, 4);
    const kinds = reg.attachments.map((a: { kind: string }) => a.kind).sort();
    assert.deepEqual(kinds, ['certificate', 'certificate', 'cv', 'profilePicture']);
    const names = storedFiles();
    assert.equal(names.length, 4);
    assert.ok(names.every((n) => /^[0-9a-f-]{36}\.(png|pdf|jpg|docx)$/.test(n)));
    const cert = reg.attachments.find((a: { mimeType: string }) => a.mimeType === 'application/pdf');
    assert.equal(cert.originalName, 'zeugnis.pdf');
    for (const att of reg.attachments) {
      const dl = await ctx.app.inject({ url: `/api/course-registrations/${reg.id}/attachments/${att.id}`, headers: STAFF });
      assert.equal(dl.statusCode, 200);
      assert.equal(dl.headers['content-type'], att.mimeType);
      assert.match(dl.headers['content-disposition'] as string, /^attachment;/);
      assert.equal(dl.headers['x-content-type-options'], 'nosniff');
      const original = files.find((f) => f.field === (att.kind === 'certificate' ? 'certificates' : att.kind) && crypto.createHash('sha256').update(f.data).digest('hex') === att.sha256);
      assert.ok(original, 'sha256 recorded');
      assert.deepEqual(dl.rawPayload, original!.data);
    }
    const list = await ctx.app.inject({ url: '/api/course-registrations?skip=0&limit=10', headers: STAFF });
    assert.equal(list.json().count, 1);
    const one = await ctx.app.inject({ url: `/api/course-registrations/${reg.id}`, headers: STAFF });
    assert.equal(one.json().email, 'omar.khalil@example.de');
  });

  it('staff endpoints need a staff token; unknown ids are 404', async () => {
    const [reg] = await ctx.db.query<{ id: string }>('SELECT id FROM course_registrations LIMIT 1');
    const [att] = await ctx.db.query<{ id: string }>('SELECT id FROM course_registration_attachments LIMIT 1');
    for (const url of ['/api/course-registrations?skip=0&limit=10', `/api/course-registrations/${reg!.id}`, `/api/course-registrations/${reg!.id}/attachments/${att!.id}`]) {
      assert.equal((await ctx.app.inject({ url })).statusCode, 401);
      assert.equal((await ctx.app.inject({ url, headers: VIEWER })).statusCode, 403);
    }
    const zero = '00000000-0000-4000-8000-000000000000';
    assert.equal((await ctx.app.inject({ url: `/api/course-registrations/${zero}`, headers: STAFF })).statusCode, 404);
    assert.equal((await ctx.app.inject({ url: `/api/course-registrations/${reg!.id}/attachments/${zero}`, headers: STAFF })).statusCode, 404);
    assert.equal((await ctx.app.inject({ url: `/api/course-registrations/${zero}/attachments/${att!.id}`, headers: STAFF })).statusCode, 404);
  });

  it('rejects a file whose content does not match its name; nothing stored', async () => {
    const before = await state();
    const files = defaultFiles();
    files[0] = { field: 'profilePicture', name: 'portrait.png', type: 'image/png', data: Buffer.from('this is not a picture at all') };
    const res = await send(courseFields(), files);
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json().messages, ['Profilbild: Der Dateiinhalt ist kein erlaubter Dateityp (JPEG, PNG, WebP).']);
    // A PDF is not accepted as profile picture, an image not as CV
    const swapped = defaultFiles();
    swapped[0] = { field: 'profilePicture', name: 'bild.jpg', type: 'image/jpeg', data: PDF };
    swapped[3] = { field: 'cv', name: 'cv.pdf', type: 'application/pdf', data: PNG };
    const sw = await send(courseFields(), swapped, { 'accept-language': 'ar' });
    assert.equal(sw.statusCode, 400);
    assert.equal(sw.json().messages.length, 2);
    assert.match(sw.json().messages[0], /^الصورة الشخصية: /);
    await assertNothingStored(before);
  });

  it('rejects oversized files with 413 and too many certificates; nothing stored', async () => {
    const before = await state();
    const big = Buffer.concat([JPEG.subarray(0, 20), Buffer.alloc(6 * 1024 * 1024, 1)]);
    const files = defaultFiles();
    files[0] = { field: 'profilePicture', name: 'big.jpg', type: 'image/jpeg', data: big };
    const res = await send(courseFields(), files);
    assert.equal(res.statusCode, 413);
    assert.deepEqual(res.json().messages, ['Profilbild: Die Datei ist zu groß (höchstens 5 MB).']);
    const huge = defaultFiles();
    huge[3] = { field: 'cv', name: 'cv.pdf', type: 'application/pdf', data: Buffer.concat([PDF, Buffer.alloc(11 * 1024 * 1024, 32)]) };
    const hugeRes = await send(courseFields(), huge, { 'accept-language': 'ar' });
    assert.equal(hugeRes.statusCode, 413);
    assert.match(hugeRes.json().message, /السيرة الذاتية/);
    const many = [...defaultFiles(), ...Array.from({ length: 9 }, (_, i) => ({ field: 'certificates', name: `c${i}.pdf`, data: PDF }))];
    const manyRes = await send(courseFields(), many);
    assert.equal(manyRes.statusCode, 400);
    assert.deepEqual(manyRes.json().messages, ['Zeugnisse: Es sind höchstens 10 Dateien erlaubt.']);
    await assertNothingStored(before);
  });

  it('validates the fields: postal code, future birth date, required files', async () => {
    const before = await state();
    const res = await send(courseFields({ postalCode: '1234', birthDate: '2999-05-01', email: 'x' }), []);
    assert.equal(res.statusCode, 400);
    const messages: string[] = res.json().messages;
    assert.ok(messages.includes('Postleitzahl muss genau 5 Ziffern haben'));
    assert.ok(messages.includes('Geburtsdatum darf nicht in der Zukunft liegen'));
    assert.ok(messages.includes('E-Mail-Adresse ist keine gültige E-Mail-Adresse'));
    assert.ok(messages.includes('Profilbild ist erforderlich'));
    assert.ok(messages.includes('Zeugnisse ist erforderlich'));
    assert.ok(messages.includes('Lebenslauf ist erforderlich'));
    const fields = courseFields();
    delete fields.trainingCourses;
    const missing = await send({ ...fields, computerSkills: 'maybe' }, defaultFiles(), { 'accept-language': 'ar' });
    assert.equal(missing.statusCode, 400);
    assert.ok(missing.json().messages.includes('حقل الدورات التدريبية المنجزة مطلوب'));
    assert.ok(missing.json().messages.some((m: string) => m.startsWith('قيمة مهارات الحاسوب غير صالحة')));
    const json = await ctx.app.inject({ method: 'POST', url: '/api/course-registrations', payload: courseFields() });
    assert.equal(json.statusCode, 415);
    await assertNothingStored(before);
  });
});
