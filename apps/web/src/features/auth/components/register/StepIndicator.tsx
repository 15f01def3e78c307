import { type RegisterStep, STEP_TITLES } from '../../hooks/register-form.ts';

const STEPS: RegisterStep[] = [1, 2, 3];

/** Where the visitor is in the three steps; the current one is announced as the current step. */
export function StepIndicator({ step }: { step: RegisterStep }) {
  return (
    <ol aria-label="Registration steps" className="mb-6 grid grid-cols-3 gap-2">
      {STEPS.map((n) => {
        const state = n < step ? 'done' : n === step ? 'current' : 'todo';
        return (
          <li
            key={n}
            aria-current={state === 'current' ? 'step' : undefined}
            className="flex flex-col items-center gap-1 text-center"
          >
            <span
              aria-hidden="true"
              className={`flex size-8 items-center justify-center rounded-full text-sm font-semibold ${
                state === 'todo' ? 'border border-slate-300 text-slate-500' : 'bg-brand-600 text-white'
              }`}
            >
              {state === 'done' ? '✓' : n}
            </span>
            <span
              className={`text-xs md:text-sm ${state === 'current' ? 'font-semibold text-slate-900' : 'text-slate-500'}`}
            >
              <span className="sr-only">Step {n}: </span>
              {STEP_TITLES[n]}
              {state === 'done' && <span className="sr-only"> (completed)</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
