/**
 * Upload rules for course registrations. Types are decided from the bytes (file-type reads the
 * magic numbers), never from the file name or the declared mimetype.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';

const MB = 1024 * 1024;
const IMAGES = ['image/jpeg', 'image/png', 'image/webp'];
const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export type AttachmentKind = 'profilePicture' | 'certificate' | 'cv';

export const UPLOAD_LIMITS = {
  /** Largest single file the multipart parser accepts at all (the largest per-kind limit). */
  maxFileBytes: 10 * MB,
  // Parser limit above the sum of the per-field maxima (12) so "too many certificates" gets its own message.
  maxFiles: 14,
  totalBytes: 40 * MB,
  maxCertificates: 10,
  fields: {
    profilePicture: { kind: 'profilePicture' as AttachmentKind, maxBytes: 5 * MB, mimes: IMAGES, allowed: 'JPEG, PNG, WebP', min: 1, max: 1 },
    certificates: { kind: 'certificate' as AttachmentKind, maxBytes: 10 * MB, mimes: [PDF, ...IMAGES], allowed: 'PDF, JPEG, PNG, WebP', min: 1, max: 10 },
    cv: { kind: 'cv' as AttachmentKind, maxBytes: 10 * MB, mimes: [PDF, DOCX], allowed: 'PDF, DOCX', min: 1, max: 1 },
  },
} as const;

export type UploadField = keyof typeof UPLOAD_LIMITS.fields;
export const isUploadField = (name: string): name is UploadField => name in UPLOAD_LIMITS.fields;

export async function detectType(buffer: Buffer): Promise<{ ext: string; mime: string } | undefined> {
  const result = await fileTypeFromBuffer(buffer);
  return result ? { ext: result.ext, mime: result.mime } : undefined;
}

/** Keeps a readable original name for staff, without paths, control characters or quotes. */
export function sanitizeFileName(name: string | undefined): string {
  const base = path.basename((name ?? '').replace(/\\/g, '/')).normalize('NFC');
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f"<>:|?*]/g, '').trim().slice(0, 200);
  return cleaned || 'file';
}

export const sha256 = (buffer: Buffer) => crypto.createHash('sha256').update(buffer).digest('hex');

export interface PreparedFile {
  kind: AttachmentKind;
  buffer: Buffer;
  originalName: string;
  mime: string;
  ext: string;
  storedName: string;
  sha256: string;
}

/** Writes every file under its server-made name; on failure removes what was written. */
export async function writeFiles(dir: string, files: PreparedFile[]): Promise<void> {
  await fs.mkdir(dir, { recursive: true });
  const written: string[] = [];
  try {
    for (const f of files) {
      const target = path.join(dir, f.storedName);
      await fs.writeFile(target, f.buffer, { flag: 'wx' });
      written.push(target);
    }
  } catch (err) {
    await removeFiles(written);
    throw err;
  }
}

export async function removeFiles(paths: string[]) {
  await Promise.all(paths.map((p) => fs.rm(p, { force: true })));
}

/** Resolves a stored name inside the upload dir; stored names are uuid.ext, never user input. */
export function storedPath(dir: string, storedName: string): string {
  if (!/^[0-9a-f-]{36}\.[a-z0-9]{2,5}$/.test(storedName)) throw new Error('unexpected stored file name');
  return path.join(dir, storedName);
}
