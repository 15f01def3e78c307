import { FLOOR_PLANS, type PlanKind } from '@app/domain/room/floor-plans';
import { useState } from 'react';
import { Link } from 'react-router';
import { PLAN_KIND_LABELS, PlanKindTabs } from '../../../components/room/PlanKindTabs.tsx';
import { PlanThumb } from '../../../components/room/PlanThumb.tsx';
import { visualizeWith } from '../../../config/paths.ts';

/** Step 1 of /visualize: the floor plans, by kind of room, each drawn from above with its size. */
export function PlanPicker() {
  const [kind, setKind] = useState<PlanKind>('kitchen');
  const plans = FLOOR_PLANS.filter((p) => p.kind === kind);
  return (
    <section aria-labelledby="plan-heading">
      <h2 id="plan-heading" className="text-xl font-semibold text-slate-900">
        1. Choose a floor plan
      </h2>
      <PlanKindTabs value={kind} onChange={setKind} />
      <ul
        className="mt-5 grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-4"
        aria-label={`${PLAN_KIND_LABELS[kind]} plans`}
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
