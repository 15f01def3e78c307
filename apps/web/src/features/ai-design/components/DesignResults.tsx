import type { Generation } from '@app/domain/ai-design/contract';
import { formatUsd } from '@app/domain/money/cents';
import { useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { isOwnRoomDesign } from '../design-room.ts';
import { useOpenInRoom } from '../use-open-in-room.ts';
import { DesignCard } from './DesignCard.tsx';
import { DesignStage } from './DesignStage.tsx';
import { RefineBox } from './RefineBox.tsx';

/** The design chosen for the 3-D view, kept in the URL (`&design=`) so a reload shows the same. */
function useChosenDesign(count: number) {
  const [params, setParams] = useSearchParams();
  const typed = Number(params.get('design'));
  const chosen = Number.isInteger(typed) && typed >= 0 && typed < count ? typed : 0;
  const choose = (index: number) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.set('design', String(index));
        return next;
      },
      { replace: true },
    );
  return [chosen, choose] as const;
}

/**
 * A finished generation: the chosen design live in 3-D above the three to compare (side by side, stacked on
 * a phone), each with its total, vendors and its products' reasons; refine the chosen one, or open any in
 * /visualize to edit it, check its list and buy it in one cart.
 */
export function DesignResults({
  generation,
  onStarted,
}: {
  generation: Generation;
  onStarted: (generation: Generation) => void;
}) {
  const designs = generation.designs;
  const [chosen, choose] = useChosenDesign(designs.length);
  const { open, opening, gateOf, errorOf } = useOpenInRoom(generation);
  const design = designs[chosen];
  const stage = useRef<HTMLDivElement>(null);
  // On a phone the cards are below the view: choosing one brings the view back into sight.
  const view = (index: number) => {
    choose(index);
    const top = stage.current?.getBoundingClientRect().top;
    if (top !== undefined && top < 0) stage.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };
  if (!design)
    return (
      <p role="alert" className="rounded-lg bg-amber-50 p-4 text-amber-900">
        This generation finished without designs.{' '}
        <Link to={paths.designAi} className="underline">
          Start again
        </Link>
      </p>
    );
  const ownRoom = isOwnRoomDesign(design) && gateOf(design).kind !== 'unavailable';
  const single = designs.length === 1;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold text-slate-900 sm:text-2xl">
            {generation.parent === null
              ? 'Your three designs'
              : designs.length === 1
                ? 'Your refined design'
                : 'Your refined designs'}
          </h2>
          <p className="text-sm text-slate-600">
            Budget {formatUsd(generation.budget_cents)} · showroom {generation.showroom} · every product is
            listed there at its price.
            {generation.parent !== null && (
              <>
                {' '}
                <Link to={paths.designAiGeneration(generation.parent)} className="text-brand-700 underline">
                  See the designs this refines
                </Link>
              </>
            )}
          </p>
        </div>
        <Link to={paths.designAi} className="text-sm font-semibold text-brand-700 hover:underline">
          New request
        </Link>
      </div>
      <div ref={stage} className="scroll-mt-4">
        <DesignStage design={design} />
      </div>
      {ownRoom && (
        <p className="rounded-lg bg-sky-50 p-3 text-sm text-sky-900">
          Opening a design of your own room keeps the room, with its measures, in your project for showroom{' '}
          {generation.showroom}, where you can save the design, check its list and buy it in one cart.
        </p>
      )}
      {/* One design (a refinement): its card beside the refine box, rather than a third of an empty row. */}
      <div className={single ? 'grid grid-cols-1 items-start gap-4 md:grid-cols-2' : 'space-y-5'}>
        <ul
          aria-label="Designs"
          className={`grid grid-cols-1 items-start gap-4 ${single ? '' : 'md:grid-cols-3'}`}
        >
          {designs.map((d, i) => (
            <li key={d.index} className="flex">
              <DesignCard
                generationId={generation.id}
                design={d}
                budgetCents={generation.budget_cents}
                selected={i === chosen}
                onSelect={() => view(i)}
                onOpen={() => void open(d)}
                opening={opening === d.index}
                gate={gateOf(d)}
                openError={errorOf(d.index)}
              />
            </li>
          ))}
        </ul>
        <RefineBox generation={generation} design={design} onStarted={onStarted} />
      </div>
    </div>
  );
}
