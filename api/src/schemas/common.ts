/**
 * Shared schema pieces. These TypeBox schemas are plain JSON Schema: Fastify validates requests
 * and serialises responses with them, and @fastify/swagger turns them into the OpenAPI document.
 * The error translator (plugins/external/errors.ts) recognises the patterns below by value.
 */
import { Type, type TSchema } from 'typebox';

export const PATTERNS = {
  nonBlank: '\\S',
  digits: '^[0-9]+$',
  postalCode: '^[0-9]{5}$',
  phone: '^\\+?[0-9][0-9 ()/-]*$',
  uuidList: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}(,[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})*$',
} as const;

/** Required text: at least one non-space character. */
export const Text = (maxLength: number, minLength = 1) =>
  Type.String({ minLength, maxLength, pattern: PATTERNS.nonBlank });
export const OptionalText = (maxLength: number) => Type.Optional(Type.String({ maxLength }));
export const Email = () => Type.String({ format: 'email', minLength: 1, maxLength: 254 });
export const Uuid = () => Type.String({ format: 'uuid' });
export const DateOnly = (description?: string) =>
  Type.String({ format: 'date', minLength: 1, ...(description ? { description } : {}) });
export const DateTime = () => Type.String({ format: 'date-time' });
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const Locale = Type.String({ description: 'ar, de or en' });

export const ErrorResponse = Type.Object(
  {
    statusCode: Type.Integer(),
    error: Type.String({ description: 'HTTP reason phrase (English)' }),
    message: Type.String({ description: 'Translated into ar or de from Accept-Language' }),
    messages: Type.Optional(Type.Array(Type.String(), { description: 'One translated message per invalid field' })),
  },
  { $id: 'ErrorResponse' },
);

/** Error responses every route may give; referenced by $id so the OpenAPI stays compact. */
export const errorResponses = (...codes: number[]) =>
  Object.fromEntries(codes.map((c) => [c, Type.Ref('ErrorResponse')])) as Record<number, TSchema>;

export const Pagination = {
  skip: Type.Integer({ minimum: 0, description: 'Number of items to skip (required)' }),
  limit: Type.Integer({ minimum: 1, maximum: 1000, description: 'Page size, 1..1000 (required)' }),
};
export const OptionalPagination = {
  skip: Type.Optional(Type.Integer({ minimum: 0 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
};

export const IdParams = Type.Object({ id: Uuid() });

export const ListOf = <T extends TSchema>(item: T) =>
  Type.Object({ data: Type.Array(item), count: Type.Integer({ description: 'Total matching items' }) });

export const staffSecurity = [{ bearerAuth: [] }];
