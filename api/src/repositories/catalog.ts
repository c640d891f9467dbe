/**
 * Public read models: jobs (hiring ads), activities and FAQ.
 *
 * They are small, read on every page view and only change through seeding or administration,
 * so the assembled lists are kept in memory for `ttlMs` and filtered per request. Loading takes
 * a fixed number of queries (no N+1). Anything that writes these tables calls invalidate().
 */
import type { Db } from '../db/db.ts';
import type { ActivityT, FaqEntryT } from '../schemas/activities.ts';
import type { JobT } from '../schemas/jobs.ts';
import { iso, type Page } from './util.ts';

type Loc = { locale: string; name: string };

export async function loadJobs(db: Db, id?: string): Promise<JobT[]> {
  const where = id ? 'WHERE a.id = $1' : '';
  const params = id ? [id] : [];
  // Sequential on purpose: inside a transaction all four share one connection.
  const ads = await db.query<Record<string, unknown>>(
      `SELECT a.id, a.salary_from, a.salary_to, a.image_path, a.is_active, a.system_id, a.department,
              a.employment_type, a.location, a.created_at
         FROM hiring_ads a ${where} ORDER BY a.created_at DESC, a.id`,
      params,
    );
  const locs = await db.query<Record<string, unknown>>(
      `SELECT l.hiring_ad_id, l.locale, l.title, l.description, l.key_requirements, l.benefits
         FROM hiring_ad_localizations l JOIN hiring_ads a ON a.id = l.hiring_ad_id ${where} ORDER BY l.locale`,
      params,
    );
  const questions = await db.query<Record<string, unknown>>(
      `SELECT q.id, q.hiring_ad_id, q.question_type, q.is_required, q.localizations
         FROM hiring_ad_questions q JOIN hiring_ads a ON a.id = q.hiring_ad_id ${where} ORDER BY q.sort_order, q.id`,
      params,
    );
  const choices = await db.query<Record<string, unknown>>(
      `SELECT c.id, c.question_id, c.localizations
         FROM hiring_ad_question_choices c
         JOIN hiring_ad_questions q ON q.id = c.question_id
         JOIN hiring_ads a ON a.id = q.hiring_ad_id ${where} ORDER BY c.sort_order, c.id`,
      params,
    );
  const choicesByQuestion = new Map<string, JobT['questions'][number]['choices']>();
  for (const c of choices) {
    const list = choicesByQuestion.get(c.question_id as string) ?? [];
    list.push({ id: c.id as string, localizations: c.localizations as Loc[] });
    choicesByQuestion.set(c.question_id as string, list);
  }
  const questionsByAd = new Map<string, JobT['questions']>();
  for (const q of questions) {
    const list = questionsByAd.get(q.hiring_ad_id as string) ?? [];
    list.push({
      id: q.id as string,
      questionType: q.question_type as JobT['questions'][number]['questionType'],
      isRequired: q.is_required as boolean,
      localizations: q.localizations as Loc[],
      choices: choicesByQuestion.get(q.id as string) ?? [],
    });
    questionsByAd.set(q.hiring_ad_id as string, list);
  }
  const locsByAd = new Map<string, JobT['localizations']>();
  for (const l of locs) {
    const list = locsByAd.get(l.hiring_ad_id as string) ?? [];
    list.push({
      locale: l.locale as string,
      title: l.title as string,
      description: l.description as string,
      keyRequirements: l.key_requirements as string[],
      benefits: l.benefits as string[],
    });
    locsByAd.set(l.hiring_ad_id as string, list);
  }
  return ads.map((a) => ({
    id: a.id as string,
    localizations: locsByAd.get(a.id as string) ?? [],
    salaryFrom: a.salary_from as number,
    salaryTo: a.salary_to as number,
    createdAt: iso(a.created_at),
    image: a.image_path ? { path: a.image_path as string } : null,
    isActive: a.is_active as boolean,
    systemId: (a.system_id as string | null) ?? null,
    department: a.department as string,
    employmentType: a.employment_type as JobT['employmentType'],
    location: a.location as string,
    questions: questionsByAd.get(a.id as string) ?? [],
  }));
}

export async function loadActivities(db: Db): Promise<ActivityT[]> {
  const [rows, locs, medias] = await Promise.all([
    db.query<Record<string, unknown>>('SELECT id, date, system_id FROM activities ORDER BY date, id'),
    db.query<Record<string, unknown>>(
      'SELECT activity_id, locale, title, description, location FROM activity_localizations ORDER BY locale',
    ),
    db.query<Record<string, unknown>>('SELECT activity_id, path FROM activity_medias ORDER BY sort_order, id'),
  ]);
  const locsBy = new Map<string, ActivityT['localizations']>();
  for (const l of locs) {
    const list = locsBy.get(l.activity_id as string) ?? [];
    list.push({
      locale: l.locale as string,
      title: l.title as string,
      description: l.description as string,
      location: (l.location as string | null) ?? null,
    });
    locsBy.set(l.activity_id as string, list);
  }
  const mediasBy = new Map<string, ActivityT['medias']>();
  for (const m of medias) {
    const list = mediasBy.get(m.activity_id as string) ?? [];
    list.push({ media: { path: m.path as string } });
    mediasBy.set(m.activity_id as string, list);
  }
  return rows.map((r) => ({
    id: r.id as string,
    date: iso(r.date),
    systemId: (r.system_id as string | null) ?? null,
    localizations: locsBy.get(r.id as string) ?? [],
    medias: mediasBy.get(r.id as string) ?? [],
  }));
}

export async function loadFaq(db: Db): Promise<FaqEntryT[]> {
  const rows = await db.query<Record<string, unknown>>(
    'SELECT id, category, sort_order, localizations FROM faq_entries ORDER BY sort_order, id',
  );
  return rows.map((r) => ({
    id: r.id as string,
    category: r.category as string,
    sortOrder: r.sort_order as number,
    localizations: r.localizations as FaqEntryT['localizations'],
  }));
}

interface Snapshot {
  jobs: JobT[];
  /** Sorted by date ascending. */
  activities: (ActivityT & { time: number })[];
  faq: FaqEntryT[];
  loadedAt: number;
}

export interface JobFilter {
  skip: number;
  limit: number;
  activeOnly?: boolean;
  isActive?: boolean;
  systemId?: string;
  anySystem?: boolean;
  search?: string;
  department?: string;
  employmentType?: string;
  location?: string;
}

const stripTags = (html: string) => html.replace(/<[^>]*>/g, ' ');
const fold = (s: string) => s.toLocaleLowerCase('de').normalize('NFC');

export class PublicCatalog {
  private snapshot: Snapshot | undefined;
  private loading: Promise<Snapshot> | undefined;
  private generation = 0;
  /** Lower-cased searchable text per job id (all locales' titles and descriptions). */
  private searchText = new Map<string, string>();

  constructor(
    private readonly db: Db,
    private readonly ttlMs: number,
  ) {}

  invalidate() {
    this.generation++;
    this.snapshot = undefined;
    this.memo.clear();
  }

  private async get(): Promise<Snapshot> {
    const now = Date.now();
    if (this.snapshot && now - this.snapshot.loadedAt < this.ttlMs) return this.snapshot;
    // Concurrent requests share one load.
    if (!this.loading) {
      const generation = this.generation;
      this.loading = (async () => {
        const [jobs, activities, faq] = await Promise.all([loadJobs(this.db), loadActivities(this.db), loadFaq(this.db)]);
        const snap: Snapshot = {
          jobs,
          activities: activities.map((a) => ({ ...a, time: Date.parse(a.date) })),
          faq,
          loadedAt: Date.now(),
        };
        this.searchText = new Map(
          jobs.map((j) => [j.id, fold(j.localizations.map((l) => `${l.title}\n${stripTags(l.description)}`).join('\n'))]),
        );
        if (generation === this.generation) this.snapshot = snap;
        return snap;
      })().finally(() => {
        this.loading = undefined;
      });
    }
    return this.loading;
  }

  /**
   * Serialised responses of the public lists, keyed by URL. An entry lives as long as the
   * snapshot it was built from and, for activities, until the first listed one starts.
   */
  private memo = new Map<string, { snap: Snapshot; json: Buffer; validUntil: number }>();

  async cachedJson(
    key: string,
    build: (catalog: PublicCatalog) => Promise<{ page: unknown; validUntil?: number }>,
    serialize: (page: unknown) => string | ArrayBuffer | Buffer,
  ): Promise<Buffer> {
    const snap = await this.get();
    const hit = this.memo.get(key);
    if (hit && hit.snap === snap && Date.now() < hit.validUntil) return hit.json;
    const { page, validUntil = Number.POSITIVE_INFINITY } = await build(this);
    const out = serialize(page);
    // Kept as encoded bytes: the lists hold Arabic text, and encoding ~20 KB of it to UTF-8 on
    // every request was the largest cost of these routes.
    const json = typeof out === 'string' ? Buffer.from(out, 'utf8') : Buffer.from(out as ArrayBuffer);
    if (this.memo.size > 500) this.memo.clear(); // bounded: keys come from visitors' query strings
    this.memo.set(key, { snap, json, validUntil });
    return json;
  }

  async jobs(filter: JobFilter): Promise<Page<JobT>> {
    const { jobs } = await this.get();
    const search = filter.search?.trim() ? fold(filter.search.trim()) : undefined;
    const department = filter.department?.trim() ? fold(filter.department.trim()) : undefined;
    const location = filter.location?.trim() ? fold(filter.location.trim()) : undefined;
    const matches = jobs.filter(
      (j) =>
        (!filter.activeOnly || j.isActive) &&
        (filter.isActive === undefined || j.isActive === filter.isActive) &&
        (filter.systemId === undefined || j.systemId === filter.systemId) &&
        (!filter.anySystem || j.systemId !== null) &&
        (!filter.employmentType || j.employmentType === filter.employmentType) &&
        (!department || fold(j.department) === department) &&
        (!location || fold(j.location).includes(location)) &&
        (!search || (this.searchText.get(j.id) ?? '').includes(search)),
    );
    return { data: matches.slice(filter.skip, filter.skip + filter.limit), count: matches.length };
  }

  async upcomingActivities(opts: { skip?: number; limit?: number; systemId?: string }): Promise<Page<ActivityT>> {
    return (await this.upcomingWithExpiry(opts)).page;
  }

  /** The page plus the instant it stops being correct (when its first activity starts). */
  async upcomingWithExpiry(opts: { skip?: number; limit?: number; systemId?: string }) {
    const { activities } = await this.get();
    const now = Date.now();
    const upcoming = activities.filter((a) => a.time >= now && (opts.systemId === undefined || a.systemId === opts.systemId));
    const skip = opts.skip ?? 0;
    const limit = opts.limit ?? 1000;
    const page: Page<ActivityT> = { data: upcoming.slice(skip, skip + limit), count: upcoming.length };
    return { page, validUntil: upcoming[0]?.time ?? Number.POSITIVE_INFINITY };
  }

  async activity(id: string): Promise<ActivityT | undefined> {
    const { activities } = await this.get();
    return activities.find((a) => a.id === id);
  }

  async faq(): Promise<Page<FaqEntryT>> {
    const { faq } = await this.get();
    return { data: faq, count: faq.length };
  }
}
