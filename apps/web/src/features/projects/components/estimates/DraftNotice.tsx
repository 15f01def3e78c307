import { estimateCategoryLabel, isLabourCategory } from '@app/domain/estimates/categories';
import type { ProEstimate } from '@app/domain/estimates/contract';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths.ts';

/** A part of the room by the line that stands for it ("Vanity allowance"), else by its id in the design. */
const partWords = (version: ProEstimate['versions'][number], part: string) => {
  const line = version.lines.find((l) => l.parts.includes(part));
  return line ? `${part} (${line.description})` : part;
};

/**
 * After drafting: what version 1 could not price (surfaces and fixtures the showroom does not sell) and the
 * trades with no rate (no labour drafted), each with where to fix it.
 */
export function DraftNotice({ version }: { version: ProEstimate['versions'][number] }) {
  if (version.unpriced.length === 0 && version.unrated.length === 0) return null;
  return (
    <div role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <p className="font-semibold">Some of the room could not be priced in full</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {version.unpriced.map((part) => (
          <li key={`p:${part}`}>
            The showroom does not sell the product chosen for {partWords(version, part)}: it is left open,
            under an allowance.
          </li>
        ))}
        {version.unrated.map((trade) => (
          <li key={`r:${trade}`}>
            No rate for {isLabourCategory(trade) ? estimateCategoryLabel(trade) : trade} —{' '}
            <Link to={paths.proRates} className="font-medium underline">
              add one in Rates
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
