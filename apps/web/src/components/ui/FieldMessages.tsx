import { errorClasses, hintClasses } from './field-classes.ts';

/** The error text under a field (and an optional hint), linked by id for aria-describedby. */
export function FieldMessages({
  id,
  error,
  hint,
}: {
  id: string;
  error?: string | null;
  hint?: string | null;
}) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className={hintClasses}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={errorClasses}>
          {error}
        </p>
      )}
    </>
  );
}
