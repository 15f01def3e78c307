import type { SavedCard } from '../../../lib/api/get-profile.ts';

/** The saved card: brand, last 4 and expiry, never more. */
export function SavedCardText({ card }: { card: SavedCard | null }) {
  if (!card) return <span className="text-slate-500">No card saved. You can add one at checkout.</span>;
  const month = String(card.exp_month).padStart(2, '0');
  const year = String(card.exp_year).slice(-2);
  return (
    <span>
      {card.brand} ending in {card.last4}
      <span className="text-slate-500">
        {' '}
        · expires {month}/{year}
      </span>
    </span>
  );
}
