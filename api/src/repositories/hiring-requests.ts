import type { Db } from '../db/db.ts';
import { conflict, notFound, ApiError } from '../lib/errors.ts';
import {
  canTransition,
  type CreateHiringRequestBodyT,
  type HiringRequestT,
  type HiringStatus,
} from '../schemas/hiring-requests.ts';
import { iso, likePattern, type Page } from './util.ts';

const SELECT = `
  SELECT r.id, r.status, r.hiring_ad_id, r.via_system, r.first_name, r.last_name, r.email, r.phone,
         to_char(r.birth_date, 'YYYY-MM-DD') AS birth_date, r.building_num, r.street, r.city, r.zip_code,
         r.employee_nationality, r.martial_status, r.location, r.answers, r.created_at, r.updated_at,
         (SELECT json_agg(json_build_object('locale', l.locale, 'title', l.title) ORDER BY l.locale)
            FROM hiring_ad_localizations l WHERE l.hiring_ad_id = r.hiring_ad_id) AS ad_titles
    FROM hiring_requests r`;

const toHiringRequest = (r: Record<string, unknown>): HiringRequestT => ({
  id: r.id as string,
  status: r.status as HiringStatus,
  hiringAdId: r.hiring_ad_id as string,
  hiringAdIds: [r.hiring_ad_id as string],
  hiringAd: {
    id: r.hiring_ad_id as string,
    localizations: (typeof r.ad_titles === 'string' ? JSON.parse(r.ad_titles) : r.ad_titles) ?? [],
  },
  viaSystem: r.via_system as boolean,
  firstName: r.first_name as string,
  lastName: r.last_name as string,
  email: r.email as string,
  phone: r.phone as string,
  birthDate: r.birth_date as string,
  buildingNum: r.building_num as string,
  street: r.street as string,
  city: r.city as string,
  zipCode: r.zip_code as string,
  employeeNationality: r.employee_nationality as string,
  martialStatus: r.martial_status as HiringRequestT['martialStatus'],
  location: r.location as string,
  answers: r.answers as HiringRequestT['answers'],
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
});

export interface HiringRequestFilter {
  skip: number;
  limit: number;
  search?: string;
  status?: HiringStatus;
  martialStatus?: string;
  hiringAdIds?: string[];
}

export class HiringRequestsRepository {
  constructor(private readonly db: Db) {}

  async create(tx: Db, body: CreateHiringRequestBodyT, answers: HiringRequestT['answers'], viaSystem: boolean) {
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO hiring_requests (hiring_ad_id, via_system, first_name, last_name, email, phone, birth_date,
         building_num, street, city, zip_code, employee_nationality, martial_status, location, answers)
       VALUES ($1, $2, $3, $4, $5, $6, $7::date, $8, $9, $10, $11, $12, $13, $14, $15::jsonb) RETURNING id`,
      [
        body.hiringAdId,
        viaSystem,
        body.firstName.trim(),
        body.lastName.trim(),
        body.email.trim(),
        body.phone.trim(),
        body.birthDate,
        body.buildingNum.trim(),
        body.street.trim(),
        body.city.trim(),
        body.zipCode,
        body.employeeNationality.trim(),
        body.martialStatus,
        body.location.trim(),
        JSON.stringify(answers),
      ],
    );
    return (await this.get(row!.id, tx))!;
  }

  async list(f: HiringRequestFilter): Promise<Page<HiringRequestT>> {
    const conditions: string[] = [];
    const params: unknown[] = [];
    const add = (sql: (n: number) => string, value: unknown) => {
      params.push(value);
      conditions.push(sql(params.length));
    };
    if (f.status) add((n) => `r.status = $${n}`, f.status);
    if (f.martialStatus) add((n) => `r.martial_status = $${n}`, f.martialStatus);
    if (f.hiringAdIds?.length) add((n) => `r.hiring_ad_id = ANY(string_to_array($${n}, ',')::uuid[])`, f.hiringAdIds.join(','));
    if (f.search?.trim()) {
      add(
        (n) =>
          `(r.first_name || ' ' || r.last_name ILIKE $${n} OR r.email ILIKE $${n} OR r.phone ILIKE $${n} OR r.city ILIKE $${n})`,
        likePattern(f.search.trim()),
      );
    }
    const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
    const n = params.length;
    const [rows, [total]] = await Promise.all([
      this.db.query<Record<string, unknown>>(
        `${SELECT} ${where} ORDER BY r.created_at DESC, r.id LIMIT $${n + 1} OFFSET $${n + 2}`,
        [...params, f.limit, f.skip],
      ),
      this.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM hiring_requests r ${where}`, params),
    ]);
    return { data: rows.map(toHiringRequest), count: total?.count ?? 0 };
  }

  async get(id: string, db: Db = this.db): Promise<HiringRequestT | undefined> {
    const [row] = await db.query<Record<string, unknown>>(`${SELECT} WHERE r.id = $1`, [id]);
    return row ? toHiringRequest(row) : undefined;
  }

  async delete(id: string): Promise<boolean> {
    const rows = await this.db.query('DELETE FROM hiring_requests WHERE id = $1 RETURNING id', [id]);
    return rows.length > 0;
  }

  /** Changes the status of one request; 404 when unknown, 409 when the transition is not allowed. */
  async setStatus(id: string, to: HiringStatus): Promise<HiringRequestT> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.query<{ status: HiringStatus }>('SELECT status FROM hiring_requests WHERE id = $1 FOR UPDATE', [id]);
      if (!row) throw notFound('hiringRequestNotFound');
      if (!canTransition(row.status, to)) throw conflict('transitionForbidden', { from: row.status, to });
      await tx.query('UPDATE hiring_requests SET status = $2, updated_at = now() WHERE id = $1', [id, to]);
      return (await this.get(id, tx))!;
    });
  }

  /** All-or-nothing: every id must exist and allow the transition, else nothing changes. */
  async setStatusBulk(ids: string[], to: HiringStatus): Promise<HiringRequestT[]> {
    const unique = [...new Set(ids.map((i) => i.toLowerCase()))];
    return this.db.transaction(async (tx) => {
      const rows = await tx.query<{ id: string; status: HiringStatus }>(
        `SELECT id::text AS id, status FROM hiring_requests WHERE id = ANY(string_to_array($1, ',')::uuid[]) ORDER BY id FOR UPDATE`,
        [unique.join(',')],
      );
      const found = new Map(rows.map((r) => [r.id, r.status]));
      const missing = unique.filter((id) => !found.has(id));
      if (missing.length) throw new ApiError(404, 'hiringRequestsNotFound', { ids: missing.join(', ') });
      const forbidden = rows.filter((r) => !canTransition(r.status, to)).map((r) => `${r.id} (${r.status})`);
      if (forbidden.length) throw conflict('bulkTransitionForbidden', { to, ids: forbidden.join(', ') });
      await tx.query(
        `UPDATE hiring_requests SET status = $2, updated_at = now() WHERE id = ANY(string_to_array($1, ',')::uuid[])`,
        [unique.join(','), to],
      );
      const out: HiringRequestT[] = [];
      for (const id of unique) out.push((await this.get(id, tx))!);
      return out;
    });
  }
}
