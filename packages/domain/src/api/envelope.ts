import { z } from 'zod';

/** Response envelope of product.md "API conventions": the schema of a success, `{ success: true, message?, data }`. */
export const successSchema = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), message: z.string().optional(), data });

/** The schema of an error answer: `{ message, errors? }` (422: a list of messages per field). */
export const errorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

export type ApiSuccess<T> = { success: true; message?: string; data: T };
export type ApiErrorBody = { message?: string; errors?: Record<string, string[]> };
export type FieldErrors = Record<string, string[]>;

/** Turns zod-style issues into the 422 `errors` record: field path joined by dots, messages in order. */
export function toFieldErrors(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    errors[key] ??= [];
    if (!errors[key].includes(issue.message)) errors[key].push(issue.message);
  }
  return errors;
}
