import type { z } from 'zod';

/**
 * The problem of each field of a refused form, in the screen's own Spanish words (zod's are
 * English). `messages` lists every field the form has.
 */
export function collectFieldErrors<Field extends string>(
  error: z.ZodError,
  messages: Readonly<Record<Field, string>>,
  fields: readonly Field[],
): Partial<Record<Field, string>> {
  const failedFields = new Set(error.issues.map((issue) => issue.path[0]));
  const errors: Partial<Record<Field, string>> = {};
  for (const field of fields) {
    if (failedFields.has(field)) errors[field] = messages[field];
  }
  return errors;
}
