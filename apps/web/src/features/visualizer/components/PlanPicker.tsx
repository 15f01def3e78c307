import { FLOOR_PLANS, type PlanKind } from '@app/domain/room/floor-plans';
import { useState } from 'react';
import { Link } from 'react-router';
import { PlanThumb } from '../../../components/room/PlanThumb.tsx';
import { visualizeWith } from '../../../config/paths.ts';

export const KIND_LABELS: Record<PlanKind, string> = {
  kitchen: 'Kitchen',
  bathroom: 'Bathroom',
  living: 'Living Room',
  dining: 'Dining Room',
  laundry: 'Laundry',
  outdoor: 'Outdoor',
};
const KINDS = Object.keys(KIND_LABELS) as PlanKind[];

/** Step 1 of /visualize: the floor plans, by kind of room, each drawn from above with its size. */
export function PlanPicker() {
  const [kind, setKind] = useState<PlanKind>('kitchen');
  const plans = FLOOR_PLANS.filter((p) => p.kind === kind);
  return (
    <section aria-labelledby="plan-heading">
      <h2 id="plan-heading" className="text-xl font-semibold text-slate-900">
        1. Choose a floor plan
      </h2>
      <div role="tablist" aria-label="Kind of room" className="mt-4 flex flex-wrap gap-2">
        {KINDS.map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={k === kind}
            onClick={() => setKind(k)}
            className={`rounded-full border px-4 py-1.5 text-sm font-medium ${
              k === kind
                ? 'border-brand-600 bg-brand-600 text-white'
                : 'border-slate-300 bg-white text-slate-700'
            }`}
          >
            {KIND_LABELS[k]}
          </button>
        ))}
      </div>
      <ul
        className="mt-5 grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-4"
        aria-label={`${KIND_LABELS[kind]} plans`}
      >
        {plans.map((plan) => (
          <li key={plan.id}>
            <Link
              to={visualizeWith({ floorplan: plan.id })}
              className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-3 shadow-sm hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <PlanThumb doc={plan.doc} className="aspect-[4/3] w-full" />
              <span className="mt-2 text-sm font-semibold text-slate-900">{plan.name}</span>
              <span className="text-xs text-slate-500">
                {plan.doc.fixtures.length} fixtures · {plan.doc.surfaces.length} surfaces
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
