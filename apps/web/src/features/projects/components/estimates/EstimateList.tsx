import type { EstimateCard } from '@app/domain/estimates/contract';
import { formatDate } from '@app/domain/format/date';
import { formatUsd } from '@app/domain/money/cents';
import { EstimateStatusBadge } from './EstimateStatusBadge.tsx';
import { MODE_WORDS } from './estimate-words.ts';

/** The project's estimates, most recently changed first; each opens its estimate. */
export function EstimateList({ cards, onOpen }: { cards: EstimateCard[]; onOpen: (id: number) => void }) {
  return (
    <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3" aria-label="Estimates">
      {cards.map((card) => (
        <li key={card.id}>
          <button
            type="button"
            onClick={() => onOpen(card.id)}
            aria-label={`Estimate ${card.id}, version ${card.version}, ${formatUsd(card.total_cents)}`}
            className="w-full rounded-lg border border-slate-200 bg-white p-4 text-left shadow-sm hover:border-brand-400 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <div className="flex items-center justify-between gap-2">
              <span className="font-semibold text-slate-900">
                Estimate #{card.id} · v{card.version}
              </span>
              <EstimateStatusBadge status={card.status} />
            </div>
            <p className="mt-2 text-xl font-semibold text-slate-900">{formatUsd(card.total_cents)}</p>
            <p className="mt-1 text-sm text-slate-600">
              {MODE_WORDS[card.mode]} · {card.drafted_by ? `by ${card.drafted_by.name}` : 'drafter unknown'}
            </p>
            <p className="text-sm text-slate-500">
              {card.sent_at ? `Sent ${formatDate(card.sent_at)}` : `Changed ${formatDate(card.updated_at)}`}
            </p>
          </button>
        </li>
      ))}
    </ul>
  );
}
