import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { STAFF, VIEWER, count, createTestContext, type TestContext } from '../helpers/app.ts';
import { allJobs, application, jobBySlugTitle } from '../helpers/fixtures.ts';
import type { JobT } from '../../src/schemas/jobs.ts';

let ctx: TestContext;
let jobs: JobT[];
let english: JobT;
let math: JobT;
let educator: JobT;
let coordinator: JobT;
before(async () => {
  ctx = await createTestContext();
  jobs = await allJobs(ctx.app);
  english = jobBySlugTitle(jobs, 'Lehrkraft für Englisch');
  math = jobBySlugTitle(jobs, 'Lehrkraft für Mathematik');
  educator = jobBySlugTitle(jobs, 'Erzieher');
  coordinator = jobBySlugTitle(jobs, 'Kurskoordination');
});
after(() => ctx.close());

const apply = (payload: unknown, url = '/api/hiring-requests', headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object, headers });
const q = (job: JobT, type: string, required?: boolean) =>
  job.questions.find((x) => x.questionType === type && (required === undefined || x.isRequired === required))!;

describe('POST /api/hiring-requests', () => {
  it('stores a complete application with status NEW', async () => {
    const res = await apply(application(english));
    assert.equal(res.statusCode, 201);
    const body = res.json();
    assert.equal(body.status, 'NEW');
    assert.equal(body.hiringAdId, english.id);
    assert.deepEqual(body.hiringAdIds, [english.id]);
    assert.equal(body.birthDate, '1992-04-17');
    assert.equal(body.answers.length, english.questions.length);
    assert.ok(body.hiringAd.localizations.some((l: { title: string }) => l.title.startsWith('Lehrkraft')));
  });

  it('accepts a job without questions and optional questions left out', async () => {
    assert.equal((await apply(application(educator, { answers: [] }))).statusCode, 201);
    const onlyRequired = application(english).answers.filter((a) => english.questions.find((x) => x.id === a.questionId)!.isRequired);
    assert.equal((await apply(application(english, { answers: onlyRequired }))).statusCode, 201);
    const numeric = application(math, {
      answers: application(math).answers.map((a) => (a.questionId === q(math, 'number').id ? { questionId: a.questionId, answer: 7 } : a)),
    });
    assert.equal((await apply(numeric)).statusCode, 201);
  });

  it('rejects missing and invalid fields with one message per field, storing nothing', async () => {
    const before = await count(ctx.db, 'hiring_requests');
    const res = await apply({ ...application(english), email: 'x', firstName: 'A', birthDate: '17.04.1992', zipCode: '1234', martialStatus: 'COMPLICATED', phone: undefined, answers: 'none' });
    assert.equal(res.statusCode, 400);
    const messages: string[] = res.json().messages;
    assert.ok(messages.includes('Telefonnummer ist erforderlich'));
    assert.ok(messages.includes('E-Mail-Adresse ist keine gültige E-Mail-Adresse'));
    assert.ok(messages.includes('Vorname muss mindestens 2 Zeichen lang sein'));
    assert.ok(messages.includes('Geburtsdatum muss ein gültiges Datum im Format JJJJ-MM-TT sein'));
    assert.ok(messages.includes('Postleitzahl muss genau 5 Ziffern haben'));
    assert.ok(messages.some((m) => m.startsWith('Familienstand hat einen ungültigen Wert')));
    assert.ok(messages.includes('Antworten hat ein ungültiges Format'));
    const future = await apply(application(english, { birthDate: '2999-01-01' }), undefined, { 'accept-language': 'ar' });
    assert.equal(future.statusCode, 400);
    assert.deepEqual(future.json().messages, ['لا يجوز أن يكون تاريخ الميلاد في المستقبل']);
    const impossible = await apply(application(english, { birthDate: '1990-02-30' }));
    assert.equal(impossible.statusCode, 400);
    assert.equal(await count(ctx.db, 'hiring_requests'), before);
  });

  it('checks the job: unknown 404, inactive 409', async () => {
    const unknown = await apply(application(english, { hiringAdId: '00000000-0000-4000-8000-000000000000' }));
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().message, 'Die Stellenanzeige wurde nicht gefunden.');
    const inactive = await apply(application(coordinator));
    assert.equal(inactive.statusCode, 409);
    assert.equal(inactive.json().message, 'Diese Stelle ist nicht mehr ausgeschrieben.');
  });

  it('checks answers against the questions', async () => {
    const before = await count(ctx.db, 'hiring_requests');
    const name = (question: JobT['questions'][number]) => question.localizations.find((l) => l.locale === 'de')!.name;
    // A required question left out
    const requiredNumber = q(english, 'number', true);
    const missing = await apply(application(english, { answers: application(english).answers.filter((a) => a.questionId !== requiredNumber.id) }));
    assert.equal(missing.statusCode, 400);
    assert.deepEqual(missing.json().messages, [`${name(requiredNumber)} ist erforderlich`]);
    // The same in Arabic names the Arabic question
    const missingAr = await apply(application(english, { answers: [] }), undefined, { 'accept-language': 'ar' });
    assert.ok(missingAr.json().messages.some((m: string) => m.includes(requiredNumber.localizations.find((l) => l.locale === 'ar')!.name)));
    // A choice id of another question
    const radio = q(english, 'radio');
    const checkbox = q(english, 'checkbox');
    const foreign = application(english, {
      answers: application(english).answers.map((a) => (a.questionId === radio.id ? { questionId: radio.id, choicesIds: [checkbox.choices[0]!.id] } : a)),
    });
    const foreignRes = await apply(foreign);
    assert.equal(foreignRes.statusCode, 400);
    assert.deepEqual(foreignRes.json().messages, [`Die gewählte Option passt nicht zu „${name(radio)}“.`]);
    // Text where a choice belongs, choices where text belongs, non-number for number
    const typeMix = application(english, {
      answers: application(english).answers.map((a) => {
        if (a.questionId === radio.id) return { questionId: radio.id, answer: 'Ja' };
        if (a.questionId === requiredNumber.id) return { questionId: requiredNumber.id, answer: 'viele' };
        if (a.questionId === q(english, 'textarea').id) return { questionId: a.questionId, choicesIds: [radio.choices[0]!.id] };
        return a;
      }),
    });
    const typeRes = await apply(typeMix);
    assert.equal(typeRes.statusCode, 400);
    assert.equal(typeRes.json().messages.length, 3);
    // Two choices for a radio question
    const tworadio = application(english, {
      answers: application(english).answers.map((a) => (a.questionId === radio.id ? { questionId: radio.id, choicesIds: radio.choices.map((c) => c.id) } : a)),
    });
    assert.equal((await apply(tworadio)).statusCode, 400);
    // A question of another job, a duplicate answer
    const otherJob = await apply(application(english, { answers: [...application(english).answers, { questionId: math.questions[0]!.id, answer: '3' }] }));
    assert.equal(otherJob.statusCode, 400);
    const dup = await apply(application(english, { answers: [...application(english).answers, application(english).answers[0]] }));
    assert.equal(dup.statusCode, 400);
    assert.equal(await count(ctx.db, 'hiring_requests'), before);
  });

  it('/system accepts only jobs that belong to a system', async () => {
    assert.ok(english.systemId);
    const ok = await apply(application(english), '/api/hiring-requests/system');
    assert.equal(ok.statusCode, 201);
    assert.equal(ok.json().viaSystem, true);
    assert.equal(math.systemId, null);
    const no = await apply(application(math), '/api/hiring-requests/system');
    assert.equal(no.statusCode, 400);
    assert.equal(no.json().message, 'Diese Stelle gehört zu keinem System.');
  });
});

describe('staff hiring request endpoints', () => {
  const create = async (job: JobT, overrides: Record<string, unknown> = {}) => (await apply(application(job, overrides))).json().id as string;
  const patch = (url: string, headers: Record<string, string> = STAFF) => ctx.app.inject({ method: 'PATCH', url, headers });
  const status = async (id: string) => (await ctx.db.query<{ status: string }>('SELECT status FROM hiring_requests WHERE id = $1', [id]))[0]!.status;

  it('requires a staff token', async () => {
    const id = await create(educator, { answers: [] });
    for (const [method, url] of [
      ['GET', '/api/hiring-requests?skip=0&limit=10'],
      ['GET', `/api/hiring-requests/${id}`],
      ['PATCH', `/api/hiring-requests/${id}/status?status=IN_REVIEW`],
      ['PATCH', `/api/hiring-requests/status?status=IN_REVIEW&hiringRequestIds=${id}`],
      ['DELETE', `/api/hiring-requests/${id}`],
    ] as const) {
      assert.equal((await ctx.app.inject({ method, url })).statusCode, 401, url);
      assert.equal((await ctx.app.inject({ method, url, headers: VIEWER })).statusCode, 403, url);
    }
    assert.equal(await status(id), 'NEW');
  });

  it('lists with filters: search, status, martialStatus, hiringAdIds', async () => {
    await create(math, { firstName: 'Yusuf', lastName: 'Nasser', email: 'yusuf@example.de', martialStatus: 'MARRIED', answers: application(math).answers });
    const list = (url: string) => ctx.app.inject({ url, headers: STAFF }).then((r) => r.json());
    const all = await list('/api/hiring-requests?skip=0&limit=1000');
    assert.equal(all.count, await count(ctx.db, 'hiring_requests'));
    const search = await list('/api/hiring-requests?skip=0&limit=1000&search=yusuf%20nas');
    assert.equal(search.count, 1);
    const married = await list('/api/hiring-requests?skip=0&limit=1000&martialStatus=MARRIED');
    assert.ok(married.count >= 1 && married.data.every((r: { martialStatus: string }) => r.martialStatus === 'MARRIED'));
    const byAd = await list(`/api/hiring-requests?skip=0&limit=1000&hiringAdIds=${math.id},${educator.id}`);
    assert.ok(byAd.count >= 2 && byAd.data.every((r: { hiringAdId: string }) => [math.id, educator.id].includes(r.hiringAdId)));
    const news = await list('/api/hiring-requests?skip=0&limit=1000&status=NEW');
    assert.equal(news.count, all.count);
    assert.equal((await ctx.app.inject({ url: '/api/hiring-requests?skip=0&limit=10&hiringAdIds=abc', headers: STAFF })).statusCode, 400);
    assert.equal((await ctx.app.inject({ url: '/api/hiring-requests?skip=0&limit=10&status=LOST', headers: STAFF })).statusCode, 400);
    assert.equal((await ctx.app.inject({ url: '/api/hiring-requests?limit=10', headers: STAFF })).statusCode, 400);
  });

  it('walks the allowed transitions and refuses forbidden ones with 409', async () => {
    const id = await create(educator, { answers: [] });
    const skip = await patch(`/api/hiring-requests/${id}/status?status=HIRED`);
    assert.equal(skip.statusCode, 409);
    assert.equal(skip.json().message, 'Der Status kann nicht von NEW zu HIRED geändert werden.');
    assert.equal(await status(id), 'NEW');
    for (const next of ['IN_REVIEW', 'INTERVIEW', 'OFFERED', 'HIRED']) {
      const res = await patch(`/api/hiring-requests/${id}/status?status=${next}`);
      assert.equal(res.statusCode, 200, next);
      assert.equal(res.json().status, next);
    }
    assert.equal((await patch(`/api/hiring-requests/${id}/status?status=REJECTED`)).statusCode, 409, 'HIRED is final');
    const other = await create(educator, { answers: [] });
    assert.equal((await patch(`/api/hiring-requests/${other}/status?status=REJECTED`)).statusCode, 200);
    const again = await patch(`/api/hiring-requests/${other}/status?status=IN_REVIEW`, { ...STAFF, 'accept-language': 'ar' });
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().message, 'لا يمكن تغيير الحالة من REJECTED إلى IN_REVIEW.');
    assert.equal((await patch(`/api/hiring-requests/${other}/status?status=WHATEVER`)).statusCode, 400);
    assert.equal((await patch(`/api/hiring-requests/${other}/status`)).statusCode, 400);
    assert.equal((await patch('/api/hiring-requests/00000000-0000-4000-8000-000000000000/status?status=REJECTED')).statusCode, 404);
  });

  it('bulk change is all-or-nothing', async () => {
    const a = await create(educator, { answers: [] });
    const b = await create(educator, { answers: [] });
    const c = await create(educator, { answers: [] });
    assert.equal((await patch(`/api/hiring-requests/${c}/status?status=REJECTED`)).statusCode, 200);
    const mixed = await patch(`/api/hiring-requests/status?status=IN_REVIEW&hiringRequestIds=${a},${b},${c}`);
    assert.equal(mixed.statusCode, 409);
    assert.match(mixed.json().message, new RegExp(c));
    assert.deepEqual([await status(a), await status(b), await status(c)], ['NEW', 'NEW', 'REJECTED']);
    const unknown = await patch(`/api/hiring-requests/status?status=IN_REVIEW&hiringRequestIds=${a},00000000-0000-4000-8000-000000000000`);
    assert.equal(unknown.statusCode, 404);
    assert.equal(await status(a), 'NEW');
    const ok = await patch(`/api/hiring-requests/status?status=IN_REVIEW&hiringRequestIds=${a},${b}`);
    assert.equal(ok.statusCode, 200);
    assert.equal(ok.json().count, 2);
    assert.deepEqual([await status(a), await status(b)], ['IN_REVIEW', 'IN_REVIEW']);
    assert.equal((await patch('/api/hiring-requests/status?status=IN_REVIEW&hiringRequestIds=x,y')).statusCode, 400);
    assert.equal((await patch(`/api/hiring-requests/status?status=IN_REVIEW`)).statusCode, 400);
  });

  it('reads and deletes one request; unknown ids are 404', async () => {
    const id = await create(educator, { answers: [] });
    const one = await ctx.app.inject({ url: `/api/hiring-requests/${id}`, headers: STAFF });
    assert.equal(one.statusCode, 200);
    assert.equal(one.json().id, id);
    assert.equal((await ctx.app.inject({ method: 'DELETE', url: `/api/hiring-requests/${id}`, headers: STAFF })).statusCode, 204);
    assert.equal((await ctx.app.inject({ url: `/api/hiring-requests/${id}`, headers: STAFF })).statusCode, 404);
    assert.equal((await ctx.app.inject({ method: 'DELETE', url: `/api/hiring-requests/${id}`, headers: STAFF })).statusCode, 404);
    assert.equal((await ctx.app.inject({ url: '/api/hiring-requests/not-a-uuid', headers: STAFF })).statusCode, 400);
  });
});
