/**
 * The one error handler: every error leaves as { statusCode, error, message[, messages] } with
 * `message` in the visitor's language (Accept-Language: ar or de, German otherwise).
 */
import http from 'node:http';
import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { appMessage, fieldLabel, messages as catalog, resolveLocale, type Locale } from '../../i18n/index.ts';
import { ApiError } from '../../lib/errors.ts';
import { ajvErrorsToIssues, issueMessage } from '../../lib/validation.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Names the form whose spec-specific messages apply (i18n `forms.<name>`). */
    form?: string;
  }
}

export function errorBody(statusCode: number, message: string, messages?: string[]) {
  return {
    statusCode,
    error: http.STATUS_CODES[statusCode] ?? 'Error',
    message,
    ...(messages && messages.length > 0 ? { messages } : {}),
  };
}

function statusMessage(locale: Locale, statusCode: number) {
  const table = catalog(locale).status;
  return table[statusCode] ?? table[statusCode >= 500 ? 500 : 400] ?? '';
}

function send(reply: FastifyReply, statusCode: number, message: string, messages?: string[]) {
  return reply.code(statusCode).type('application/json; charset=utf-8').send(errorBody(statusCode, message, messages));
}

/** One readable sentence out of the per-field messages (the site shows `message`). */
function combine(msgs: string[], fallback: string, locale: Locale) {
  if (msgs.length === 0) return fallback;
  return msgs.map((m) => m.replace(/[.。]$/, '')).join(locale === 'ar' ? '؛ ' : '; ') + (msgs.length > 1 || msgs[0]?.endsWith('.') ? '.' : '');
}

export function handleError(error: FastifyError | ApiError | Error, request: FastifyRequest, reply: FastifyReply) {
  const locale = resolveLocale(request.headers['accept-language']);
  const form = request.routeOptions?.config?.form;

  if (error instanceof ApiError) {
    let list: string[] | undefined;
    if (error.issues || error.appMessages) {
      list = [
        ...(error.issues ?? []).map((i) => issueMessage(locale, i, form)),
        ...(error.appMessages ?? []).map((m) => {
          const params = { ...m.params };
          if (typeof params.name === 'string') params.name = fieldLabel(locale, params.name);
          return appMessage(locale, m.key, params);
        }),
      ];
    }
    const message = list?.length
      ? combine(list, statusMessage(locale, error.statusCode), locale)
      : error.key
        ? appMessage(locale, error.key, error.params)
        : statusMessage(locale, error.statusCode);
    return send(reply, error.statusCode, message, list);
  }

  const fe = error as FastifyError & { validationContext?: string };
  if (fe.validation) {
    const ctx = fe.validationContext;
    const data = ctx === 'querystring' ? request.query : ctx === 'params' ? request.params : ctx === 'headers' ? request.headers : request.body;
    const issues = ajvErrorsToIssues(fe.validation as never, data);
    const list = issues.map((i) => issueMessage(locale, i, form));
    return send(reply, 400, combine(list, appMessage(locale, 'validationFailed'), locale), list);
  }

  const code = fe.code ?? '';
  let statusCode = typeof fe.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 600 ? fe.statusCode : 500;
  // Database-level refusals that slipped past the schemas are still the client's fault.
  const pgCode = (error as { code?: unknown }).code;
  if (statusCode === 500 && typeof pgCode === 'string' && /^22|^23/.test(pgCode)) statusCode = pgCode === '23505' ? 409 : 400;

  if (statusCode >= 500) {
    request.log.error({ err: error }, 'request failed');
    return send(reply, statusCode, statusMessage(locale, statusCode));
  }
  let message = statusMessage(locale, statusCode);
  if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) message = appMessage(locale, 'invalidJson');
  else if (code === 'FST_ERR_CTP_EMPTY_JSON_BODY') message = appMessage(locale, 'validationFailed');
  else if (statusCode === 413) message = appMessage(locale, 'bodyTooLarge');
  else if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    statusCode = 415;
    message = appMessage(locale, 'multipartRequired');
  }
  return send(reply, statusCode, message);
}

export default fp(async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler(handleError);
  app.setNotFoundHandler((request, reply) => {
    const locale = resolveLocale(request.headers['accept-language']);
    return send(reply, 404, appMessage(locale, 'notFound'));
  });
}, { name: 'errors' });
