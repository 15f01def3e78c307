import type { Generation } from '@app/domain/ai-design/contract';
import { ButtonLink } from '../../../components/ui/ButtonLink.tsx';
import { paths } from '../../../config/paths.ts';
import { coins } from '../pick-text.ts';
import { progressWords } from '../progress-words.ts';

/** What the run does, and the progress past which it is done (its stages, progress-words.ts). */
const STEPS = [
  ['Real products read from your showroom', 40],
  ['Picked to fit your room and style', 75],
  ['Priced by the exact takeoff', 95],
] as const;

/**
 * A generation on its way: a progress bar with words, the coins held for it, and what leaving does (nothing:
 * the run goes on without the page, and this URL comes back to it).
 */
export function GenerationProgress({ generation }: { generation: Generation }) {
  const words = progressWords(generation);
  // A queued run shows a sliver, so the bar reads as a bar that will fill.
  const shown = Math.max(generation.progress, 3);
  return (
    <section
      aria-labelledby="generation-progress"
      className="mx-auto max-w-2xl rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
        {generation.parent === null ? 'Designing three rooms' : 'Refining your design'}
      </p>
      <h2 id="generation-progress" className="mt-1 text-xl font-semibold text-slate-900" aria-live="polite">
        {words}
      </h2>
      <div
        role="progressbar"
        aria-label="Design progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={generation.progress}
        aria-valuetext={`${generation.progress}%: ${words}`}
        className="mt-5 h-3 w-full overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-brand-500 to-brand-700 transition-[width] duration-700 ease-out"
          style={{ width: `${shown}%` }}
        />
      </div>
      <p className="mt-2 flex justify-between text-sm text-slate-600 tabular-nums">
        <span>{generation.progress}%</span>
        <span>{coins(generation.coins)} held</span>
      </p>
      <ol className="mt-6 grid gap-2 text-sm sm:grid-cols-3">
        {STEPS.map(([step, until], i) => {
          const done = generation.progress >= until;
          return (
            <li
              key={step}
              className={`flex items-start gap-2 rounded-lg p-3 ${done ? 'bg-emerald-50 text-emerald-900' : 'bg-slate-50 text-slate-600'}`}
            >
              <span
                aria-hidden="true"
                className={`font-bold ${done ? 'text-emerald-700' : 'text-brand-700'}`}
              >
                {done ? '✓' : i + 1}
              </span>
              <span>
                {step}
                <span className="sr-only">{done ? ': done' : ''}</span>
              </span>
            </li>
          );
        })}
      </ol>
      <p className="mt-6 text-sm text-slate-600">
        You can leave this page: the designs keep going and wait for you under Your designs. The coins are
        taken only when they are ready, and returned if they fail.
      </p>
      <div className="mt-4">
        <ButtonLink to={paths.designAi} variant="outline">
          Back to the designer
        </ButtonLink>
      </div>
    </section>
  );
}
