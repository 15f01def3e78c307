import { formatDate } from '@app/domain/format/date';
import type { DesignerCard } from '@app/domain/projects/designers-view';
import type { ReactNode } from 'react';
import { Button } from '../../../../components/ui/Button.tsx';
import { initials } from '../PeopleList.tsx';
import { NEARNESS_WORDS, placeOf, portfolioWords } from './designer-words.ts';

/** The round badge with a person's initials (decorative: their name is beside it). */
export function Initials({ name, size = 'md' }: { name: string; size?: 'md' | 'lg' }) {
  return (
    <span
      aria-hidden="true"
      className={`flex shrink-0 items-center justify-center rounded-full bg-brand-50 font-semibold text-brand-800 ${size === 'lg' ? 'size-12 text-base' : 'size-10 text-sm'}`}
    >
      {initials(name)}
    </span>
  );
}

/** Who a designer is, as a homeowner choosing one reads it: name, business, place, nearness, portfolio. */
export function DesignerSummary({ designer, heading }: { designer: DesignerCard; heading?: 'h3' | 'p' }) {
  const Name = heading ?? 'h3';
  const near = NEARNESS_WORDS[designer.nearness];
  const place = placeOf(designer);
  return (
    <div className="flex min-w-0 items-start gap-3">
      <Initials name={designer.name} size="lg" />
      <div className="min-w-0 text-sm">
        <Name className="text-base font-semibold text-slate-900">{designer.name}</Name>
        {designer.business && <p className="text-slate-700">{designer.business}</p>}
        <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-600">
          {place && <span>{place}</span>}
          {near && (
            <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800">
              {near}
            </span>
          )}
        </p>
        <p className="mt-1 text-slate-600">{portfolioWords(designer.portfolio_count)}</p>
      </div>
    </div>
  );
}

const badge = 'rounded-full px-2.5 py-1 text-xs font-medium';

/** What can be done with a designer of the list: ask them, or why not (in the project, asked already). */
function ChoiceAction({ designer, onAsk }: { designer: DesignerCard; onAsk: () => void }): ReactNode {
  if (designer.in_project)
    return <span className={`${badge} bg-brand-50 text-brand-800`}>In this project</span>;
  if (designer.request?.status === 'asked')
    return (
      <span className={`${badge} bg-amber-50 text-amber-800`}>
        Asked {formatDate(designer.request.asked_at)}
      </span>
    );
  return (
    <Button size="sm" onClick={onAsk} aria-label={`Ask ${designer.name} to design`}>
      {designer.request ? 'Ask again' : 'Ask to design'}
    </Button>
  );
}

/** One designer in the hire dialog's list. */
export function DesignerChoice({ designer, onAsk }: { designer: DesignerCard; onAsk: () => void }) {
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 sm:flex-row sm:items-start sm:justify-between">
      <DesignerSummary designer={designer} />
      <div className="shrink-0 self-start sm:self-center">
        <ChoiceAction designer={designer} onAsk={onAsk} />
      </div>
    </li>
  );
}
