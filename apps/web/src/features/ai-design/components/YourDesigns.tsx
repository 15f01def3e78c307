import type { Generation } from '@app/domain/ai-design/contract';
import { formatDate } from '@app/domain/format/date';
import { formatUsd } from '@app/domain/money/cents';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useGenerations } from '../api/generations.ts';

/** How many of the account's generations the page lists. */
const SHOWN = 6;

const STATUS: Record<Generation['status'], { label: string; look: string }> = {
  queued: { label: 'Waiting', look: 'bg-slate-100 text-slate-700' },
  running: { label: 'Designing', look: 'bg-sky-100 text-sky-800' },
  succeeded: { label: 'Ready', look: 'bg-emerald-100 text-emerald-800' },
  failed: { label: 'Failed', look: 'bg-red-100 text-red-800' },
};

function GenerationLine({ generation: g }: { generation: Generation }) {
  const status = STATUS[g.status];
  const totals = g.designs.map((d) => d.total_cents);
  const names = g.designs.map((d) => d.name).join(' · ');
  return (
    <li>
      <Link
        to={paths.designAiGeneration(g.id)}
        className="flex h-full flex-col gap-1 rounded-lg border border-slate-200 bg-white p-3 shadow-sm hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <span className="flex items-center justify-between gap-2 text-xs text-slate-500">
          <span>
            {formatDate(g.created_at)}
            {g.parent !== null && ' · refinement'}
          </span>
          <span className={`rounded-full px-2 py-0.5 font-semibold ${status.look}`}>
            {g.status === 'running' ? `${status.label} ${g.progress}%` : status.label}
          </span>
        </span>
        <span className="line-clamp-2 text-sm font-medium text-slate-900">
          {names || `Three designs, budget ${formatUsd(g.budget_cents)}`}
        </span>
        <span className="text-xs text-slate-600">
          {totals.length
            ? `${formatUsd(Math.min(...totals))} – ${formatUsd(Math.max(...totals))} of ${formatUsd(g.budget_cents)}`
            : `Budget ${formatUsd(g.budget_cents)}`}
        </span>
      </Link>
    </li>
  );
}

/** "Your designs": the AI account's latest generations, newest first, each opening its page. */
export function YourDesigns() {
  const list = useGenerations(true);
  const generations = list.data ?? [];
  if (generations.length === 0) return null;
  return (
    <section aria-labelledby="your-designs" className="mt-10">
      <h2 id="your-designs" className="text-lg font-semibold text-slate-900">
        Your designs
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {generations.slice(0, SHOWN).map((g) => (
          <GenerationLine key={g.id} generation={g} />
        ))}
      </ul>
    </section>
  );
}
