export function iso(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  return new Date(String(value)).toISOString();
}
export const isoOrNull = (value: unknown) => (value === null || value === undefined ? null : iso(value));

/** Escapes LIKE wildcards so a visitor's search text is matched literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface Page<T> {
  data: T[];
  count: number;
}
