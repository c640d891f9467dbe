import { getRuntimeConfig } from '@edu/shared/config';

/** Spec 7: relative image paths are prefixed with the API host; absolute http(s) paths stay. */
export function imageUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (/^https?:\/\//i.test(path) || path.startsWith('data:')) return path;
  const base = getRuntimeConfig().apiBase;
  return `${base}${path.startsWith('/') ? '' : '/'}${path}`;
}
