import { getRuntimeConfig, whenConfigured } from '@edu/shared/config';
import { ApiError, type ApiErrorBody } from './errors';
import { currentLanguage } from '@edu/shared/i18n';

export type QueryValue = string | number | boolean | undefined | null | Array<string | number>;
export type Query = Record<string, QueryValue>;

export interface ListResponse<T> {
  data: T[];
  count: number;
}

/** Builds an absolute API URL; arrays become comma lists, empty values are left out. */
export function apiUrl(path: string, query?: Query): string {
  const url = new URL(`${getRuntimeConfig().apiBase}${path}`, globalThis.location?.href);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    url.searchParams.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return url.toString();
}

function headers(extra?: Record<string, string>): Record<string, string> {
  const { accessToken } = getRuntimeConfig();
  return {
    Accept: 'application/json',
    // The API answers errors in the visitor's language.
    'Accept-Language': currentLanguage(),
    ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}),
    ...extra,
  };
}

async function parseBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function request<T>(method: string, path: string, init: { query?: Query; body?: unknown } = {}): Promise<T> {
  await whenConfigured();
  const isForm = typeof FormData !== 'undefined' && init.body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(apiUrl(path, init.query), {
      method,
      headers: headers(init.body === undefined || isForm ? undefined : { 'Content-Type': 'application/json' }),
      body: init.body === undefined ? undefined : isForm ? (init.body as FormData) : JSON.stringify(init.body),
    });
  } catch (cause) {
    throw new ApiError(0, undefined, cause instanceof Error ? cause.message : 'Network error');
  }
  const body = await parseBody(response);
  if (!response.ok) {
    const errorBody = typeof body === 'object' && body !== null ? (body as ApiErrorBody) : undefined;
    throw new ApiError(response.status, errorBody, response.statusText || `HTTP ${response.status}`);
  }
  return body as T;
}

/** Upload progress in [0, 1]. */
export type ProgressListener = (fraction: number) => void;

/**
 * Multipart upload with progress. `fetch` cannot report upload progress, so this one call uses
 * XMLHttpRequest; errors are the same `ApiError` as everywhere else.
 */
async function upload<T>(path: string, form: FormData, onProgress?: ProgressListener): Promise<T> {
  await whenConfigured();
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(path));
    for (const [name, value] of Object.entries(headers())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(0, undefined, 'Network error'));
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(body as T);
      } else {
        reject(new ApiError(xhr.status, body as ApiErrorBody | undefined, xhr.statusText || `HTTP ${xhr.status}`));
      }
    };
    xhr.send(form);
  });
}

/** The one HTTP client of the site. Shared as a federation singleton. */
export const api = {
  get: <T>(path: string, query?: Query) => request<T>('GET', path, { query }),
  post: <T>(path: string, body?: unknown, query?: Query) => request<T>('POST', path, { body, query }),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, { body }),
  patch: <T>(path: string, body?: unknown, query?: Query) => request<T>('PATCH', path, { body, query }),
  delete: <T>(path: string) => request<T>('DELETE', path),
  upload,
};
