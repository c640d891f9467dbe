import type { Db } from '../db/db.ts';
import type { CourseRegistrationFieldsT, CourseRegistrationT, RegistrationBodyT } from '../schemas/forms.ts';
import type { PreparedFile } from '../lib/uploads.ts';
import { iso, type Page } from './util.ts';

export interface SubscriptionRow {
  id: string;
  email: string;
  createdAt: string;
}
export interface RegistrationRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  createdAt: string;
}
export interface AttachmentRow {
  id: string;
  courseRegistrationId: string;
  kind: 'profilePicture' | 'certificate' | 'cv';
  originalName: string;
  storedName: string;
  mimeType: string;
  sizeBytes: number;
  sha256: string;
  createdAt: string;
}

async function paged<T>(db: Db, table: string, columns: string, map: (r: Record<string, unknown>) => T, skip: number, limit: number): Promise<Page<T>> {
  const [rows, [total]] = await Promise.all([
    db.query<Record<string, unknown>>(`SELECT ${columns} FROM ${table} ORDER BY created_at DESC, id LIMIT $1 OFFSET $2`, [limit, skip]),
    db.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${table}`),
  ]);
  return { data: rows.map(map), count: total?.count ?? 0 };
}

const toSubscription = (r: Record<string, unknown>): SubscriptionRow => ({
  id: r.id as string,
  email: r.email as string,
  createdAt: iso(r.created_at),
});
const toRegistration = (r: Record<string, unknown>): RegistrationRow => ({
  id: r.id as string,
  firstName: r.first_name as string,
  lastName: r.last_name as string,
  email: r.email as string,
  phone: r.phone as string,
  createdAt: iso(r.created_at),
});
const toAttachment = (r: Record<string, unknown>): AttachmentRow => ({
  id: r.id as string,
  courseRegistrationId: r.course_registration_id as string,
  kind: r.kind as AttachmentRow['kind'],
  originalName: r.original_name as string,
  storedName: r.stored_name as string,
  mimeType: r.mime_type as string,
  sizeBytes: r.size_bytes as number,
  sha256: r.sha256 as string,
  createdAt: iso(r.created_at),
});

/** camelCase field -> snake_case column for the course registration text fields. */
const COURSE_FIELDS = [
  'course', 'firstName', 'lastName', 'email', 'phone', 'nationality', 'countryOfOrigin', 'profession', 'birthDate',
  'birthPlace', 'street', 'houseNumber', 'postalCode', 'district', 'city', 'academicQualifications', 'trainingCourses',
  'computerSkills', 'computerPrograms', 'germanLevel', 'arabicTeachingExperience', 'residenceType', 'residenceDuration',
  'specialSkills', 'expectedWorkYears', 'expectedWorkYearsReason',
] as const;
const snake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const COURSE_SELECT = `id, created_at, ${COURSE_FIELDS.map((f) => (f === 'birthDate' ? "to_char(birth_date, 'YYYY-MM-DD') AS birth_date" : snake(f))).join(', ')}`;

export class FormsRepository {
  constructor(private readonly db: Db) {}

  /** Returns created=false when the email was already subscribed (no duplicate row). */
  async subscribe(email: string): Promise<{ created: boolean; subscription: SubscriptionRow }> {
    const normalised = email.trim().toLowerCase();
    const [inserted] = await this.db.query<Record<string, unknown>>(
      'INSERT INTO newsletter_subscriptions (email) VALUES ($1) ON CONFLICT (email) DO NOTHING RETURNING id, email, created_at',
      [normalised],
    );
    if (inserted) return { created: true, subscription: toSubscription(inserted) };
    const [existing] = await this.db.query<Record<string, unknown>>(
      'SELECT id, email, created_at FROM newsletter_subscriptions WHERE email = $1',
      [normalised],
    );
    return { created: false, subscription: toSubscription(existing!) };
  }

  listSubscriptions(skip: number, limit: number) {
    return paged(this.db, 'newsletter_subscriptions', 'id, email, created_at', toSubscription, skip, limit);
  }

  async createRegistration(body: RegistrationBodyT): Promise<RegistrationRow> {
    const [row] = await this.db.query<Record<string, unknown>>(
      `INSERT INTO registrations (first_name, last_name, email, phone) VALUES ($1, $2, $3, $4)
       RETURNING id, first_name, last_name, email, phone, created_at`,
      [body.firstName.trim(), body.lastName.trim(), body.email.trim(), body.phone.trim()],
    );
    return toRegistration(row!);
  }

  listRegistrations(skip: number, limit: number) {
    return paged(this.db, 'registrations', 'id, first_name, last_name, email, phone, created_at', toRegistration, skip, limit);
  }

  async getRegistration(id: string) {
    const [row] = await this.db.query<Record<string, unknown>>(
      'SELECT id, first_name, last_name, email, phone, created_at FROM registrations WHERE id = $1',
      [id],
    );
    return row ? toRegistration(row) : undefined;
  }

  /** Inserts the registration and its attachment rows in one transaction. */
  async createCourseRegistration(fields: CourseRegistrationFieldsT, files: PreparedFile[]): Promise<CourseRegistrationT> {
    const id = await this.db.transaction(async (tx) => {
      const values = COURSE_FIELDS.map((f) => {
        const v = fields[f];
        if (f === 'computerSkills') return v === 'yes';
        if (f === 'course') return typeof v === 'string' && v.trim() ? v.trim() : null;
        return typeof v === 'string' ? v.trim() : v;
      });
      const [row] = await tx.query<{ id: string }>(
        `INSERT INTO course_registrations (${COURSE_FIELDS.map(snake).join(', ')})
         VALUES (${COURSE_FIELDS.map((f, i) => (f === 'birthDate' ? `$${i + 1}::date` : `$${i + 1}`)).join(', ')}) RETURNING id`,
        values,
      );
      for (const f of files) {
        await tx.query(
          `INSERT INTO course_registration_attachments
             (course_registration_id, kind, original_name, stored_name, mime_type, size_bytes, sha256)
           VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [row!.id, f.kind, f.originalName, f.storedName, f.mime, f.buffer.length, f.sha256],
        );
      }
      return row!.id;
    });
    return (await this.getCourseRegistration(id))!;
  }

  private async withAttachments(rows: Record<string, unknown>[]): Promise<CourseRegistrationT[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id as string);
    const atts = await this.db.query<Record<string, unknown>>(
      `SELECT * FROM course_registration_attachments WHERE course_registration_id = ANY(string_to_array($1, ',')::uuid[])
       ORDER BY kind, created_at, id`,
      [ids.join(',')],
    );
    const byReg = new Map<string, AttachmentRow[]>();
    for (const a of atts.map(toAttachment)) {
      const list = byReg.get(a.courseRegistrationId) ?? [];
      list.push(a);
      byReg.set(a.courseRegistrationId, list);
    }
    return rows.map((r) => {
      const out: Record<string, unknown> = { id: r.id, createdAt: iso(r.created_at) };
      for (const f of COURSE_FIELDS) out[f] = r[snake(f)] ?? null;
      out.attachments = byReg.get(r.id as string) ?? [];
      return out as unknown as CourseRegistrationT;
    });
  }

  async listCourseRegistrations(skip: number, limit: number): Promise<Page<CourseRegistrationT>> {
    const [rows, [total]] = await Promise.all([
      this.db.query<Record<string, unknown>>(
        `SELECT ${COURSE_SELECT} FROM course_registrations ORDER BY created_at DESC, id LIMIT $1 OFFSET $2`,
        [limit, skip],
      ),
      this.db.query<{ count: number }>('SELECT count(*)::int AS count FROM course_registrations'),
    ]);
    return { data: await this.withAttachments(rows), count: total?.count ?? 0 };
  }

  async getCourseRegistration(id: string): Promise<CourseRegistrationT | undefined> {
    const rows = await this.db.query<Record<string, unknown>>(`SELECT ${COURSE_SELECT} FROM course_registrations WHERE id = $1`, [id]);
    return (await this.withAttachments(rows))[0];
  }

  async getAttachment(registrationId: string, attachmentId: string): Promise<AttachmentRow | undefined> {
    const [row] = await this.db.query<Record<string, unknown>>(
      'SELECT * FROM course_registration_attachments WHERE id = $1 AND course_registration_id = $2',
      [attachmentId, registrationId],
    );
    return row ? toAttachment(row) : undefined;
  }
}
