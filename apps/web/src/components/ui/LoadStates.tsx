import { Spinner } from './Spinner.tsx';

/** A part of the page on its way: a spinner that says what is loading. */
export function Loading({ label, tall = false }: { label: string; tall?: boolean }) {
  return (
    <div className={`flex items-center justify-center ${tall ? 'h-60' : 'h-40'}`}>
      <Spinner size={tall ? 'lg' : 'md'} label={label} />
    </div>
  );
}

/**
 * A part that could not be loaded (the read raised no toast): says so, and tries again on request. `bare`:
 * inside a dialog, without the card around it.
 */
export function LoadFailed({
  what,
  onRetry,
  bare = false,
}: {
  what: string;
  onRetry: () => void;
  bare?: boolean;
}) {
  return (
    <p
      role="alert"
      className={bare ? 'text-slate-700' : 'rounded-lg border border-slate-200 bg-white p-6 text-slate-700'}
    >
      {what} could not be loaded.{' '}
      <button type="button" className="font-medium text-brand-700 underline" onClick={onRetry}>
        Try again
      </button>
    </p>
  );
}
