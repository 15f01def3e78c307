import type { AiDesign } from '@app/domain/ai-design/contract';
import { formatCount } from '@app/domain/format/number';
import { formatUsd } from '@app/domain/money/cents';
import { templatePreviewUrl } from '@app/domain/room/template-previews';
import { PlanThumb } from '../../../components/room/PlanThumb.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { ButtonLink } from '../../../components/ui/ButtonLink.tsx';
import { builtInPlanOf } from '../design-room.ts';
import { OPEN_ROOM_MESSAGES, type RoomGate } from '../use-open-in-room.ts';
import { PickList } from './PickList.tsx';
import { StyledPicture } from './StyledPicture.tsx';

const PALETTE_SWATCH: Record<AiDesign['palette'], string> = {
  light: 'bg-stone-100 ring-stone-300',
  warm: 'bg-amber-300 ring-amber-500',
  dark: 'bg-slate-800 ring-slate-900',
};

/** The budget left, or by how much a design is over it (the designer keeps under; a refinement may not). */
function budgetLine(total: number, budget: number) {
  const left = budget - total;
  return left >= 0 ? `${formatUsd(left)} under budget` : `${formatUsd(-left)} over budget`;
}

/**
 * The card's picture: its style's still, else its plan. A styled picture (`picture_url`) is read with the AI
 * token, which an <img src> cannot send: StyledPicture shows it below.
 */
function CardPicture({ design }: { design: AiDesign }) {
  const plan = builtInPlanOf(design);
  const src = plan ? templatePreviewUrl({ kind: plan.kind, style: design.style }) : null;
  if (!src)
    return <PlanThumb doc={design.document} className="aspect-[2/1] w-full bg-slate-50 md:aspect-[16/10]" />;
  return (
    <img src={src} alt="" loading="lazy" className="aspect-[2/1] w-full object-cover md:aspect-[16/10]" />
  );
}

/**
 * "Open in 3-D room", or the sign-in it needs first (a room of the homeowner's own measures is kept on their
 * shop account), with why it cannot open and what went wrong said beside it.
 */
function OpenAction({
  saidId,
  gate,
  onOpen,
  opening,
  error,
}: {
  saidId: string;
  gate: RoomGate;
  onOpen: () => void;
  opening: boolean;
  error: string | null;
}) {
  const said = error ?? (gate.kind === 'unavailable' ? gate.why : null);
  return (
    <div className="mt-auto pt-4">
      {gate.kind === 'sign-in' ? (
        <ButtonLink to={gate.to} className="w-full text-center">
          {OPEN_ROOM_MESSAGES.signIn}
        </ButtonLink>
      ) : (
        <Button
          onClick={onOpen}
          loading={opening}
          disabled={gate.kind !== 'open'}
          aria-describedby={said ? saidId : undefined}
          fullWidth
        >
          Open in 3-D room
        </Button>
      )}
      {said && (
        <p
          id={saidId}
          role={error ? 'alert' : undefined}
          className={`mt-2 text-sm ${error ? 'text-rose-700' : 'text-slate-600'}`}
        >
          {said}
        </p>
      )}
    </div>
  );
}

/**
 * One of the three designs: its name, style and palette, total and what is left of the budget, how many
 * vendors it buys from, its products with their reasons; "View in 3-D" draws it in the page's one live view.
 */
export function DesignCard({
  generationId,
  design,
  budgetCents,
  selected,
  onSelect,
  onOpen,
  opening,
  gate,
  openError,
}: {
  generationId: number;
  design: AiDesign;
  budgetCents: number;
  selected: boolean;
  onSelect: () => void;
  onOpen: () => void;
  opening: boolean;
  /** Whether and how /visualize can open it (useOpenInRoom's gateOf). */
  gate: RoomGate;
  /** Why the last try to open it failed. */
  openError: string | null;
}) {
  const headingId = `design-${design.index}-name`;
  return (
    <article
      aria-labelledby={headingId}
      data-selected={selected || undefined}
      className={`flex w-full flex-col overflow-hidden rounded-xl border bg-white shadow-sm transition ${
        selected ? 'border-brand-600 ring-2 ring-brand-600' : 'border-slate-200'
      }`}
    >
      <button
        type="button"
        onClick={onSelect}
        aria-pressed={selected}
        aria-label={`View ${design.name} in 3-D`}
        className="group relative block focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <CardPicture design={design} />
        <span
          className={`absolute top-2 left-2 rounded-full px-2.5 py-0.5 text-xs font-semibold shadow-sm ${
            selected ? 'bg-brand-600 text-white' : 'bg-white/90 text-slate-800 group-hover:bg-white'
          }`}
        >
          {selected ? 'In the 3-D view' : `Design ${design.index + 1} · view in 3-D`}
        </span>
      </button>
      <div className="flex flex-1 flex-col p-4">
        <h3 id={headingId} className="text-lg leading-snug font-semibold text-slate-900">
          {design.name}
        </h3>
        <p className="mt-0.5 flex items-center gap-1.5 text-sm text-slate-600">
          <span
            aria-hidden="true"
            className={`size-3 shrink-0 rounded-full ring-1 ${PALETTE_SWATCH[design.palette]}`}
          />
          {design.style} · {design.palette} palette
        </p>
        <p className="mt-2 flex flex-wrap items-baseline gap-x-1.5">
          <span
            className="text-xl font-bold text-slate-900 tabular-nums lg:text-2xl"
            data-testid="design-total"
          >
            {formatUsd(design.total_cents)}
          </span>
          <span className="text-xs text-slate-500">materials</span>
        </p>
        <dl className="mt-3 grid grid-cols-3 gap-2 rounded-lg bg-slate-50 p-2.5 text-center text-xs text-slate-600">
          <div>
            <dt>Products</dt>
            <dd className="text-sm font-semibold text-slate-900">{formatCount(design.picks.length)}</dd>
          </div>
          <div>
            <dt>Vendors</dt>
            <dd className="text-sm font-semibold text-slate-900">{formatCount(design.vendors)}</dd>
          </div>
          <div>
            <dt>Budget</dt>
            <dd
              className={`text-sm font-semibold ${design.total_cents <= budgetCents ? 'text-emerald-700' : 'text-rose-700'}`}
            >
              {design.total_cents <= budgetCents ? 'Within' : 'Over'}
            </dd>
          </div>
        </dl>
        <p className="mt-1.5 text-xs text-slate-500">{budgetLine(design.total_cents, budgetCents)}</p>
        <details className="group/picks mt-3 border-t border-slate-100 pt-2">
          <summary className="cursor-pointer text-sm font-semibold text-brand-700 hover:underline">
            {formatCount(design.picks.length)} products and why each was chosen
          </summary>
          <PickList picks={design.picks} designName={design.name} />
        </details>
        <div className="mt-3 empty:hidden">
          <StyledPicture generationId={generationId} design={design} />
        </div>
        <OpenAction
          saidId={`design-${design.index}-open-note`}
          gate={gate}
          onOpen={onOpen}
          opening={opening}
          error={openError}
        />
      </div>
    </article>
  );
}
