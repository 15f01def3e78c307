import type { DesignPick } from '@app/domain/ai-design/contract';
import { formatCount, formatDecimal } from '@app/domain/format/number';
import { formatUsd } from '@app/domain/money/cents';

/** A slot as the page names it: 'shower_wall' → 'Shower wall'. */
export const slotLabel = (slot: string) => {
  const words = slot.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A difference of price with its sign: "+$42.00", "−$18.00" (a true minus), "same price". */
export function signedUsd(cents: number): string {
  if (cents === 0) return 'same price';
  return `${cents > 0 ? '+' : '−'}${formatUsd(Math.abs(cents))}`;
}

/** A score term's points: "+6", "+2.5", "−1". */
export const signedPoints = (points: number) =>
  `${points < 0 ? '−' : '+'}${formatDecimal(Math.abs(points), 1)}`;

/** The runner-up in a line: "Oak Plank 7 in, +$42.00". */
export function runnerUpText(reasons: DesignPick['reasons']): string | null {
  const r = reasons.runner_up;
  return r ? `${r.name}, ${signedUsd(r.price_diff_cents)}` : null;
}

/** "1 coin", "12 coins". */
export const coins = (n: number) => `${formatCount(n)} ${n === 1 ? 'coin' : 'coins'}`;
