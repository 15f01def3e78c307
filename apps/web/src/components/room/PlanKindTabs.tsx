import type { PlanKind } from '@app/domain/room/floor-plans';

/** The kinds of room the floor plans come in, as the pickers name them. */
export const PLAN_KIND_LABELS: Record<PlanKind, string> = {
  kitchen: 'Kitchen',
  bathroom: 'Bathroom',
  living: 'Living Room',
  dining: 'Dining Room',
  laundry: 'Laundry',
  outdoor: 'Outdoor',
};
export const PLAN_KINDS = Object.keys(PLAN_KIND_LABELS) as PlanKind[];

/** One pill a kind of room; the chosen one filled. Shared by /visualize's plan picker and the AI designer's. */
export function PlanKindTabs({
  kinds = PLAN_KINDS,
  value,
  onChange,
  className = 'mt-4',
}: {
  kinds?: readonly PlanKind[];
  value: PlanKind;
  onChange: (kind: PlanKind) => void;
  className?: string;
}) {
  return (
    <div role="tablist" aria-label="Kind of room" className={`flex flex-wrap gap-2 ${className}`}>
      {kinds.map((k) => (
        <button
          key={k}
          type="button"
          role="tab"
          aria-selected={k === value}
          onClick={() => onChange(k)}
          className={`rounded-full border px-4 py-1.5 text-sm font-medium ${
            k === value
              ? 'border-brand-600 bg-brand-600 text-white'
              : 'border-slate-300 bg-white text-slate-700 hover:border-brand-500'
          }`}
        >
          {PLAN_KIND_LABELS[k]}
        </button>
      ))}
    </div>
  );
}
