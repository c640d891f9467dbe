import type { AnySchema, ValidationError } from 'yup';

/** The first message per field of a yup validation (what react-hook-form would show). */
export async function messagesOf(schema: AnySchema, values: unknown): Promise<Record<string, string>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const messages: Record<string, string> = {};
    for (const inner of (error as ValidationError).inner) {
      const path = inner.path ?? '';
      messages[path] ??= inner.message;
    }
    return messages;
  }
}
