import { type ReactNode, useId } from 'react';
import { describedBy } from './field-classes.ts';

/** The props every labelled control takes besides its element's own. */
export type FieldProps = {
  label: ReactNode;
  /** Error text shown under the field; marks it aria-invalid. */
  error?: string | null;
  hint?: string | null;
  /** Visually hide the label (it stays for screen readers). */
  hideLabel?: boolean;
  containerClassName?: string;
  id?: string;
};

/**
 * Splits a field's props into its frame's (label, messages) and its control's, and links the two: one id,
 * `aria-invalid` while there is an error, `aria-describedby` naming the error and hint unless the caller names
 * something else.
 */
export function useField<P extends FieldProps>({
  label,
  error,
  hint,
  hideLabel,
  containerClassName = '',
  id: givenId,
  ...control
}: P) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return {
    frame: { id, label, error, hint, hideLabel, className: containerClassName },
    control: {
      id,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy(id, error, hint),
      ...control,
    },
  };
}
