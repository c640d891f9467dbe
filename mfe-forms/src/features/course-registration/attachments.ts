/**
 * Attachment rules of the course registration, the same as the API's (api/src/lib/uploads.ts).
 * The type is read from the file's first bytes, as the server does, so a text file renamed to
 * .png is caught here already; the server checks again by content.
 */
export const MB = 1024 * 1024;

export type FileKind = 'jpeg' | 'png' | 'webp' | 'pdf' | 'docx';
export type AttachmentField = 'profilePicture' | 'certificates' | 'cv';

export interface AttachmentRule {
  kinds: readonly FileKind[];
  maxBytes: number;
  min: number;
  max: number;
  /** Shown in messages. */
  allowed: string;
  /** The file picker's filter (a hint only; content decides). */
  accept: string;
}

const IMAGES: readonly FileKind[] = ['jpeg', 'png', 'webp'];
const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp';
export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export const ATTACHMENT_RULES: Record<AttachmentField, AttachmentRule> = {
  profilePicture: { kinds: IMAGES, maxBytes: 5 * MB, min: 1, max: 1, allowed: 'JPEG, PNG, WebP', accept: IMAGE_ACCEPT },
  certificates: {
    kinds: ['pdf', ...IMAGES],
    maxBytes: 10 * MB,
    min: 1,
    max: 10,
    allowed: 'PDF, JPEG, PNG, WebP',
    accept: `application/pdf,.pdf,${IMAGE_ACCEPT}`,
  },
  cv: { kinds: ['pdf', 'docx'], maxBytes: 10 * MB, min: 1, max: 1, allowed: 'PDF, DOCX', accept: `application/pdf,.pdf,${DOCX_MIME},.docx` },
};

/** All files of one registration together (the API's limit). */
export const TOTAL_MAX_BYTES = 40 * MB;

/** The files of a field value: a File, null, or File[] (see FileField). */
export function filesOf(value: unknown): File[] {
  const list = Array.isArray(value) ? value : [value];
  return list.filter((item): item is File => typeof File !== 'undefined' && item instanceof File);
}

function readHead(file: Blob, length: number): Promise<Uint8Array> {
  const head = file.slice(0, length);
  if (typeof head.arrayBuffer === 'function') return head.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(head);
  });
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

/** The kind of file its first bytes say it is, or undefined. */
export async function detectFileKind(file: File): Promise<FileKind | undefined> {
  const bytes = await readHead(file, 16);
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  // A DOCX is a ZIP; which ZIP it is only the server can tell (it reads the archive).
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && (file.type === DOCX_MIME || /\.docx$/i.test(file.name))) return 'docx';
  return undefined;
}

// Validation runs on every change of the form: read each file's head once.
const detected = new WeakMap<File, Promise<FileKind | undefined>>();

export function cachedFileKind(file: File): Promise<FileKind | undefined> {
  let kind = detected.get(file);
  if (!kind) {
    kind = detectFileKind(file).catch(() => undefined);
    detected.set(file, kind);
  }
  return kind;
}

/** "1,2 MB" / "830 KB", for the review list. */
export function formatFileSize(bytes: number): string {
  // German number format in both languages, like every number on the site.
  if (bytes >= MB) return `${new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 }).format(bytes / MB)} MB`;
  return `${new Intl.NumberFormat('de-DE').format(Math.max(1, Math.round(bytes / 1024)))} KB`;
}
