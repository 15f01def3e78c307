/** Response envelope of product.md "API conventions". */
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
