/**
 * Ajv instances used for every route. Bodies are validated strictly (no type coercion: a number
 * where a string belongs is an error), query strings and params are coerced from text.
 * All errors are collected so each invalid field gets its own translated message.
 */
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import { fieldLabel, format, messages, type Locale } from '../i18n/index.ts';
import type { FieldIssue } from './errors.ts';
import { PATTERNS } from '../schemas/common.ts';

// ajv-formats is CommonJS; its default export sits under .default when imported from ESM.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as unknown as (ajv: Ajv) => Ajv;

function makeAjv(coerceTypes: boolean | 'array') {
  const ajv = new Ajv({
    allErrors: true,
    coerceTypes,
    removeAdditional: true,
    useDefaults: true,
    strict: false,
    messages: false,
  });
  addFormats(ajv);
  return ajv;
}

const bodyAjv = makeAjv(false);
const queryAjv = makeAjv('array');

export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  const ajv = httpPart === 'body' ? bodyAjv : queryAjv;
  return ajv.compile(schema as object) as ValidateFunction;
};

/** Shared schemas must be known to both Ajv instances (they are referenced by $id). */
export function addSharedSchema(schema: object) {
  bodyAjv.addSchema(schema);
  queryAjv.addSchema(schema);
}

/** Compiles a schema for values validated outside Fastify's pipeline (multipart text fields). */
export function compileStandalone(schema: object): ValidateFunction {
  return bodyAjv.compile(schema);
}

function isBlank(value: unknown) {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function valueAt(root: unknown, segments: string[]): unknown {
  let current = root;
  for (const s of segments) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[s];
  }
  return current;
}

const PRIORITY: Record<string, number> = { required: 0, type: 1 };

/** Maps Ajv errors to one issue per field path. */
export function ajvErrorsToIssues(errors: ErrorObject[], data: unknown): (FieldIssue & { path: string })[] {
  const byPath = new Map<string, FieldIssue & { path: string }>();
  for (const err of errors) {
    const segments = err.instancePath.split('/').filter(Boolean).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
    let rule: string;
    const params: Record<string, unknown> = {};
    const p = err.params as Record<string, unknown>;
    if (err.keyword === 'required') {
      segments.push(String(p.missingProperty));
      rule = 'required';
    } else if (err.keyword === 'additionalProperties') {
      segments.push(String(p.additionalProperty));
      rule = 'unknownField';
    } else {
      const value = valueAt(data, segments);
      switch (err.keyword) {
        case 'minLength':
        case 'pattern':
        case 'format':
          if (isBlank(value)) rule = 'required';
          else if (err.keyword === 'minLength') {
            rule = 'minLength';
            params.limit = p.limit;
          } else if (err.keyword === 'format') {
            rule = ({ email: 'email', date: 'date', uuid: 'uuid', 'date-time': 'date' } as Record<string, string>)[String(p.format)] ?? 'invalid';
          } else {
            rule =
              ({
                [PATTERNS.digits]: 'digits',
                [PATTERNS.postalCode]: 'postalCode',
                [PATTERNS.uuidList]: 'uuidList',
                [PATTERNS.nonBlank]: 'required',
              } as Record<string, string>)[String(p.pattern)] ?? 'invalid';
          }
          break;
        case 'maxLength':
        case 'minItems':
        case 'maxItems':
        case 'minimum':
        case 'maximum':
          rule = err.keyword;
          params.limit = p.limit;
          break;
        case 'type': {
          const t = String(p.type);
          rule = t === 'integer' || t === 'number' || t === 'boolean' ? t : 'type';
          if (value === undefined || value === null) rule = 'required';
          break;
        }
        case 'enum':
          rule = isBlank(value) ? 'required' : 'enum';
          params.allowed = (p.allowedValues as unknown[]).join(', ');
          break;
        default:
          rule = 'invalid';
      }
    }
    const path = segments.join('/');
    const issue = { path, field: [...segments].reverse().find((s) => !/^\d+$/.test(s)) ?? 'body', rule, params };
    const existing = byPath.get(path);
    if (!existing || (PRIORITY[rule] ?? 9) < (PRIORITY[existing.rule] ?? 9)) byPath.set(path, issue);
  }
  return [...byPath.values()];
}

/** Translates one issue, using the form-specific text of spec section 5 when there is one. */
export function issueMessage(locale: Locale, issue: FieldIssue & { path?: string }, form?: string): string {
  const m = messages(locale);
  const specific = form ? m.forms[form]?.[issue.field]?.[issue.rule] : undefined;
  if (specific) return specific;
  const template = (m.rules as Record<string, string>)[issue.rule] ?? m.rules.invalid;
  let name = fieldLabel(locale, issue.field);
  // Items of a list are named with their position: "Antworten 2: Antwort".
  const segs = issue.path?.split('/') ?? [];
  const idx = segs.findIndex((s) => /^\d+$/.test(s));
  if (idx > 0 && segs[idx - 1] !== undefined) {
    const parent = fieldLabel(locale, segs[idx - 1] as string);
    name = issue.field === segs[idx - 1] ? `${parent} ${Number(segs[idx]) + 1}` : `${parent} ${Number(segs[idx]) + 1}: ${name}`;
  }
  return format(template, { name, ...issue.params });
}
