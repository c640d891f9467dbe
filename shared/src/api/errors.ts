import type { TFunction } from 'i18next';

/** Body of every error response of the API: `{ statusCode, error, message, messages? }`. */
export interface ApiErrorBody {
  statusCode?: number;
  error?: string;
  message?: string;
  /** One translated message per invalid field, when the server validated a form. */
  messages?: string[];
}

/** An HTTP answer outside 2xx (status > 0) or a network failure (status 0). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody | undefined;

  constructor(status: number, body: ApiErrorBody | undefined, fallbackMessage: string) {
    super(body?.message ?? fallbackMessage);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** The server's per-field messages, or an empty list. */
  get messages(): string[] {
    return Array.isArray(this.body?.messages) ? this.body.messages : [];
  }
}

/** Spec 8: a missing required parameter of a generated call. */
export function requireParam<T>(value: T | null | undefined, name: string, operation: string): T {
  if (value === null || value === undefined) {
    throw new Error(`Required parameter ${name} was null or undefined when calling ${operation}.`);
  }
  return value;
}

const statusKeys: Record<number, string> = {
  400: 'status.400',
  401: 'status.401',
  403: 'status.403',
  404: 'status.404',
  409: 'status.409',
  422: 'status.422',
  500: 'status.500',
};

/** Spec 8 status messages, in the visitor's language. */
export function statusMessage(status: number, t: TFunction): string {
  if (status === 0) return t('status.network', { ns: 'common' });
  const key = statusKeys[status] ?? (status >= 500 ? 'status.500' : 'status.request');
  return t(key, { ns: 'common' });
}

/**
 * Spec 8: the text a visitor sees for a failure: the server's `message` if present, else the
 * error's own message, else the generic 'try again' text.
 */
export function errorText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    if (error.body?.message) return error.body.message;
    return statusMessage(error.status, t);
  }
  if (error instanceof Error && error.message) return error.message;
  return t('errors.generic', { ns: 'common' });
}

/** Spec 8: a list of server messages each becomes a notice; otherwise one fallback text. */
export function submitErrorMessages(error: unknown, fallback: string): string[] {
  if (error instanceof ApiError) {
    if (error.messages.length > 0) return error.messages;
    if (error.status === 0) return [fallback];
    if (error.body?.message) return [error.body.message];
  }
  return [fallback];
}
