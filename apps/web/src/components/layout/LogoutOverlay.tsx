import { Spinner } from '../ui/Spinner.tsx';

/** Full-page loading overlay while logging out (spec point 4: opacity .9). */
export function LogoutOverlay() {
  return (
    <div
      role="alert"
      aria-busy="true"
      aria-live="assertive"
      className="fixed inset-0 z-[100] flex flex-col items-center justify-center gap-3 bg-white/90"
    >
      <Spinner size="lg" />
      <p className="text-sm font-medium text-slate-700">Logging out…</p>
    </div>
  );
}
