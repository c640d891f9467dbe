/** Seeds an empty database with the content of seed-data.ts (one transaction). */
import type { Db } from './db.ts';
import { sanitizeDescription } from '../lib/html.ts';
import { ACTIVITIES, FAQ, JOBS } from './seed-data.ts';

const DAY = 24 * 60 * 60 * 1000;

/** The instant that is `hour`:00 Berlin time, `days` days from today. */
export function berlinTime(days: number, hour: number, now = new Date()): Date {
  const day = new Date(now.getTime() + days * DAY);
  const ymd = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' }).format(day);
  const guess = new Date(`${ymd}T${String(hour).padStart(2, '0')}:00:00Z`);
  const offset = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Berlin', timeZoneName: 'shortOffset' })
    .formatToParts(guess)
    .find((p) => p.type === 'timeZoneName')?.value; // e.g. "GMT+1"
  const m = /GMT([+-]\d+)(?::(\d+))?/.exec(offset ?? '');
  const hours = m ? Number(m[1]) : 0;
  const minutes = m?.[2] ? Number(m[2]) * Math.sign(hours || 1) : 0;
  return new Date(guess.getTime() - (hours * 60 + minutes) * 60 * 1000);
}

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.query<{ n: number }>(
    'SELECT ((SELECT count(*) FROM hiring_ads) + (SELECT count(*) FROM activities) + (SELECT count(*) FROM faq_entries))::int AS n',
  );
  return (row?.n ?? 0) === 0;
}

export async function seed(db: Db, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    for (const job of JOBS) {
      const [ad] = await tx.query<{ id: string }>(
        `INSERT INTO hiring_ads (slug, salary_from, salary_to, image_path, is_active, system_id, department, employment_type, location, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
        [job.slug, job.salaryFrom, job.salaryTo, job.image, job.isActive, job.systemId, job.department, job.employmentType, job.location,
          new Date(now.getTime() - job.postedDaysAgo * DAY).toISOString()],
      );
      for (const locale of ['ar', 'de', 'en'] as const) {
        await tx.query(
          `INSERT INTO hiring_ad_localizations (hiring_ad_id, locale, title, description, key_requirements, benefits)
           VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb)`,
          [ad!.id, locale, job.title[locale], sanitizeDescription(job.description[locale]),
            JSON.stringify(job.keyRequirements[locale]), JSON.stringify(job.benefits[locale])],
        );
      }
      let order = 0;
      for (const q of job.questions) {
        const [question] = await tx.query<{ id: string }>(
          `INSERT INTO hiring_ad_questions (hiring_ad_id, question_type, is_required, sort_order, localizations)
           VALUES ($1, $2, $3, $4, $5::jsonb) RETURNING id`,
          [ad!.id, q.type, q.required, order++, JSON.stringify((['ar', 'de', 'en'] as const).map((locale) => ({ locale, name: q.name[locale] })))],
        );
        let choiceOrder = 0;
        for (const c of q.choices ?? []) {
          await tx.query(
            'INSERT INTO hiring_ad_question_choices (question_id, sort_order, localizations) VALUES ($1, $2, $3::jsonb)',
            [question!.id, choiceOrder++, JSON.stringify((['ar', 'de', 'en'] as const).map((locale) => ({ locale, name: c[locale] })))],
          );
        }
      }
    }
    for (const a of ACTIVITIES) {
      const [act] = await tx.query<{ id: string }>(
        'INSERT INTO activities (slug, date, system_id) VALUES ($1, $2, $3) RETURNING id',
        [a.slug, berlinTime(a.days, a.hour, now).toISOString(), a.systemId],
      );
      for (const locale of ['ar', 'de'] as const) {
        await tx.query(
          'INSERT INTO activity_localizations (activity_id, locale, title, description, location) VALUES ($1, $2, $3, $4, $5)',
          [act!.id, locale, a.title[locale], a.description[locale], a.location[locale]],
        );
      }
      await tx.query('INSERT INTO activity_medias (activity_id, path, sort_order) VALUES ($1, $2, 0)', [act!.id, a.image]);
    }
    let order = 0;
    for (const f of FAQ) {
      await tx.query('INSERT INTO faq_entries (slug, category, sort_order, localizations) VALUES ($1, $2, $3, $4::jsonb)', [
        f.slug,
        f.category,
        (order += 10),
        JSON.stringify((['ar', 'de'] as const).map((locale) => ({ locale, question: f.question[locale], answer: f.answer[locale] }))),
      ]);
    }
  });
}

export async function seedIfEmpty(db: Db): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  await seed(db);
  return true;
}
