import type { ReactNode } from 'react';
import { focusRing } from '../../../../components/ui/focus-ring.ts';
import type { PolicyKind } from './PolicyModal.tsx';

/** A policy's name inside a checkbox label: opens the policy's modal instead of ticking the box. */
export function PolicyButton({
  kind,
  openPolicy,
  children,
}: {
  kind: PolicyKind;
  openPolicy: (kind: PolicyKind) => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={`rounded font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 ${focusRing}`}
      onClick={() => openPolicy(kind)}
    >
      {children}
    </button>
  );
}
