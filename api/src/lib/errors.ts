import type { AppMessageKey } from '../i18n/index.ts';

/** A field-level problem found outside JSON-schema validation (uploads, answers to questions). */
export interface FieldIssue {
  field: string;
  rule: string;
  params?: Record<string, unknown>;
}

/**
 * An error whose message is translated by the error handler in the visitor's language.
 * `key` names a message in i18n/<lang>.ts `app`; `issues` become the `messages` list.
 */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly key: AppMessageKey | undefined;
  readonly params: Record<string, unknown>;
  readonly issues: FieldIssue[] | undefined;
  readonly appMessages: { key: AppMessageKey; params?: Record<string, unknown> }[] | undefined;

  constructor(
    statusCode: number,
    key?: AppMessageKey,
    params: Record<string, unknown> = {},
    extra: { issues?: FieldIssue[]; appMessages?: { key: AppMessageKey; params?: Record<string, unknown> }[] } = {},
  ) {
    super(key ?? `HTTP ${statusCode}`);
    this.statusCode = statusCode;
    this.key = key;
    this.params = params;
    this.issues = extra.issues;
    this.appMessages = extra.appMessages;
  }
}

export const notFound = (key: AppMessageKey = 'notFound', params?: Record<string, unknown>) => new ApiError(404, key, params);
export const conflict = (key: AppMessageKey, params?: Record<string, unknown>) => new ApiError(409, key, params);

/** 400 with one message per field, like a schema validation failure. */
export const invalidFields = (issues: FieldIssue[]) => new ApiError(400, 'validationFailed', {}, { issues });

/** 400/422 with a list of already-keyed app messages (hiring request answers). */
export const invalidWith = (status: number, appMessages: { key: AppMessageKey; params?: Record<string, unknown> }[]) =>
  new ApiError(status, 'validationFailed', {}, { appMessages });
