import type { DesignPick } from '@app/domain/ai-design/contract';
import { formatUsd } from '@app/domain/money/cents';
import { signedPoints, signedUsd, slotLabel } from '../pick-text.ts';

/** Why this product: the score terms it won on, the rules it was checked against, the runner-up. */
function PickReasons({ reasons }: { reasons: DesignPick['reasons'] }) {
  const runnerUp = reasons.runner_up;
  return (
    <div className="space-y-2.5 pt-2 pb-1 text-sm">
      {reasons.terms.length > 0 && (
        <div>
          <h5 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Why this one</h5>
          <ul className="mt-1 space-y-1">
            {reasons.terms.map((t) => (
              <li key={t.term} className="flex items-baseline gap-2">
                <span className="w-10 shrink-0 rounded bg-brand-50 px-1 text-center text-xs font-semibold text-brand-800 tabular-nums">
                  {signedPoints(t.points)}
                </span>
                <span className="text-slate-700">
                  <span className="font-medium text-slate-900">{slotLabel(t.term)}</span> · {t.says}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {reasons.rules.length > 0 && (
        <div>
          <h5 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Checked</h5>
          <ul className="mt-1 space-y-0.5">
            {reasons.rules.map((rule) => (
              <li key={rule} className="flex items-baseline gap-2 text-slate-700">
                <span aria-hidden="true" className="text-emerald-600">
                  ✓
                </span>
                {rule}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div>
        <h5 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Runner-up</h5>
        {runnerUp ? (
          <p className="mt-1 text-slate-700">
            {runnerUp.name}{' '}
            <span
              className={`font-semibold tabular-nums ${runnerUp.price_diff_cents > 0 ? 'text-rose-700' : 'text-emerald-700'}`}
            >
              {signedUsd(runnerUp.price_diff_cents)}
            </span>
          </p>
        ) : (
          <p className="mt-1 text-slate-600">No other product of the showroom fits here.</p>
        )}
      </div>
    </div>
  );
}

/** A design's products, one line each (slot, name, brand, line price), each opening to its reasons. */
export function PickList({ picks, designName }: { picks: DesignPick[]; designName: string }) {
  return (
    <ul aria-label={`Products in ${designName}`} className="divide-y divide-slate-100">
      {picks.map((pick) => (
        <li key={`${pick.target.type}:${pick.target.id}`}>
          <details className="group">
            <summary className="flex cursor-pointer list-none items-start gap-2 py-2 [&::-webkit-details-marker]:hidden">
              <span
                aria-hidden="true"
                className="mt-0.5 text-xs text-slate-400 transition-transform group-open:rotate-90"
              >
                ▶
              </span>
              <span className="min-w-0 flex-1">
                <span className="block text-xs text-slate-500">{slotLabel(pick.slot)}</span>
                <span className="line-clamp-2 block text-sm font-medium text-slate-900">{pick.name}</span>
                <span className="block text-xs text-slate-500">{pick.brand}</span>
              </span>
              <span className="shrink-0 text-sm font-semibold text-slate-900 tabular-nums">
                {formatUsd(pick.line_cents)}
              </span>
            </summary>
            <div className="pl-5">
              <PickReasons reasons={pick.reasons} />
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}
