import type { ReactNode } from 'react';
import { FieldMessages } from './FieldMessages.tsx';
import { labelClasses } from './field-classes.ts';

export type FieldFrameProps = {
  /** The id of the control inside: the label points at it, the messages are named after it. */
  id: string;
  label: ReactNode;
  /** Visually hide the label (it stays for screen readers). */
  hideLabel?: boolean;
  /** Shows the red asterisk after the label (hidden from screen readers: the control says `required`). */
  requiredMark?: boolean;
  error?: string | null;
  hint?: string | null;
  className?: string;
  children: ReactNode;
};

/** What every labelled control shares: the label above, the control, then its hint and error. */
export function FieldFrame({
  id,
  label,
  hideLabel,
  requiredMark,
  error,
  hint,
  className,
  children,
}: FieldFrameProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : labelClasses}>
        {label}
        {requiredMark && (
          <span aria-hidden="true" className="text-red-600">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}
