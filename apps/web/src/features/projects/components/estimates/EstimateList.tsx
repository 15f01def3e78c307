import type { EstimateCard } from '@app/domain/estimates/contract';
import { formatDate } from '@app/domain/format/date';
import { EstimateStatusBadge } from './EstimateStatusBadge.tsx';
import { estimateTitle, MODE_WORDS, totalUsd } from './estimate-words.ts';

type Family = { card: EstimateCard; changes: EstimateCard[] };

/**
 * The cards in the answer's order (most recently changed first), each change order moved right under the
 * estimate it changes, oldest first; a change order whose estimate is not listed keeps its own place.
 */
export function familiesOf(cards: readonly EstimateCard[]): Family[] {
  const parents = new Set(cards.filter((c) => c.kind !== 'change_order').map((c) => c.id));
  const families = new Map<number, Family>();
  for (const card of cards)
    if (card.kind !== 'change_order' || card.parent_id === null || !parents.has(card.parent_id))
      families.set(card.id, { card, changes: [] });
  for (const card of cards) {
    if (card.kind !== 'change_order' || card.parent_id === null) continue;
    families.get(card.parent_id)?.changes.push(card);
  }
  for (const family of families.values()) family.changes.sort((a, b) => a.id - b.id);
  return [...families.values()];
}

const CARD =
  'w-full rounded-lg border border-slate-200 bg-white text-left shadow-sm hover:border-brand-400 focus-visible:outline-2 focus-visible:outline-brand-600';

function CardButton({
  card,
  onOpen,
  small,
}: {
  card: EstimateCard;
  onOpen: (id: number) => void;
  small?: boolean;
}) {
  const title = estimateTitle(card);
  const total = totalUsd(card.total_cents);
  return (
    <button
      type="button"
      onClick={() => onOpen(card.id)}
      aria-label={`${title.replace(/#/g, '')}, version ${card.version}, ${total}`}
      className={`${CARD} ${small ? 'p-3' : 'p-4'}`}
    >
      <div className="flex items-start justify-between gap-2">
        <span className={`font-semibold text-slate-900 ${small ? 'text-sm' : ''}`}>
          {title} · v{card.version}
        </span>
        <EstimateStatusBadge status={card.status} />
      </div>
      <p
        className={`mt-2 font-semibold tabular-nums ${small ? 'text-base' : 'text-xl'} ${card.total_cents < 0 ? 'text-emerald-800' : 'text-slate-900'}`}
      >
        {total}
      </p>
      {!small && (
        <p className="mt-1 text-sm text-slate-600">
          {MODE_WORDS[card.mode]} · {card.drafted_by ? `by ${card.drafted_by.name}` : 'drafter unknown'}
        </p>
      )}
      <p className="text-sm text-slate-500">
        {card.sent_at ? `Sent ${formatDate(card.sent_at)}` : `Changed ${formatDate(card.updated_at)}`}
      </p>
    </button>
  );
}

/**
 * The project's estimates, most recently changed first, each with its change orders (drafted by themselves
 * when the room changed after approval) indented under it; each card opens its estimate.
 */
export function EstimateList({ cards, onOpen }: { cards: EstimateCard[]; onOpen: (id: number) => void }) {
  return (
    <ul className="grid grid-cols-1 items-start gap-3 md:grid-cols-2 xl:grid-cols-3" aria-label="Estimates">
      {familiesOf(cards).map(({ card, changes }) => (
        <li key={card.id} className="space-y-2">
          <CardButton card={card} onOpen={onOpen} />
          {changes.length > 0 && (
            <ul
              aria-label={`Change orders to estimate #${card.id}`}
              className="ml-4 space-y-2 border-l-2 border-slate-200 pl-3"
            >
              {changes.map((change) => (
                <li key={change.id}>
                  <CardButton card={change} onOpen={onOpen} small />
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
