import type { Db } from '../db/db.ts';
import type { CommunicationT, CreateCommunicationBodyT } from '../schemas/communications.ts';
import { iso, isoOrNull, type Page } from './util.ts';

const COLUMNS = 'id, name, email, phone, title, content, is_reviewed, reply, replied_at, created_at';

const toCommunication = (r: Record<string, unknown>): CommunicationT => ({
  id: r.id as string,
  name: (r.name as string | null) ?? null,
  email: r.email as string,
  phone: r.phone as string,
  title: r.title as string,
  content: r.content as string,
  isReviewed: r.is_reviewed as boolean,
  reply: (r.reply as string | null) ?? null,
  repliedAt: isoOrNull(r.replied_at),
  createdAt: iso(r.created_at),
});

export class CommunicationsRepository {
  constructor(private readonly db: Db) {}

  async create(body: CreateCommunicationBodyT): Promise<CommunicationT> {
    const [row] = await this.db.query<Record<string, unknown>>(
      `INSERT INTO communications (name, email, phone, title, content)
       VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
      [body.name?.trim() || null, body.email.trim(), body.phone.trim(), body.title.trim(), body.content.trim()],
    );
    return toCommunication(row!);
  }

  async list(q: { skip: number; limit: number; isReviewed?: boolean }): Promise<Page<CommunicationT>> {
    const where = q.isReviewed === undefined ? '' : 'WHERE is_reviewed = $1';
    const params = q.isReviewed === undefined ? [] : [q.isReviewed];
    const n = params.length;
    const [rows, [total]] = await Promise.all([
      this.db.query<Record<string, unknown>>(
        `SELECT ${COLUMNS} FROM communications ${where} ORDER BY created_at DESC, id LIMIT $${n + 1} OFFSET $${n + 2}`,
        [...params, q.limit, q.skip],
      ),
      this.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM communications ${where}`, params),
    ]);
    return { data: rows.map(toCommunication), count: total?.count ?? 0 };
  }

  async get(id: string): Promise<CommunicationT | undefined> {
    const [row] = await this.db.query<Record<string, unknown>>(`SELECT ${COLUMNS} FROM communications WHERE id = $1`, [id]);
    return row ? toCommunication(row) : undefined;
  }

  async reply(id: string, reply: string): Promise<CommunicationT | undefined> {
    const [row] = await this.db.query<Record<string, unknown>>(
      `UPDATE communications SET reply = $2, is_reviewed = true, replied_at = now() WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, reply.trim()],
    );
    return row ? toCommunication(row) : undefined;
  }

  async delete(id: string): Promise<boolean> {
    const rows = await this.db.query('DELETE FROM communications WHERE id = $1 RETURNING id', [id]);
    return rows.length > 0;
  }
}
