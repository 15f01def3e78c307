import { dollarsToCents } from '@app/domain/catalog/catalog-import-cells';
import { formatCount } from '@app/domain/format/number';
import { formatUsd } from '@app/domain/money/cents';
import { feetAndInches, OWN_ROOM_KIND_LABELS } from '@app/domain/projects/own-room';
import { floorPlanById } from '@app/domain/room/floor-plans';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { CoinIcon } from '../../../components/ai/CoinBalance.tsx';
import { inchesOf } from '../../../components/own-room/own-room-draft.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { useAiCredits } from '../../../lib/ai-session.ts';
import { useSelectedShowroom } from '../../../lib/showroom-selection.ts';
import { coins } from '../pick-text.ts';
import type { RequestDraft } from '../request-form.ts';
import { styleSummary } from './StyleSection.tsx';

/** The dialog (its card fields and their rules) loads when it is first opened. */
const BuyCoinsDialog = lazy(() =>
  import('../../../components/ai/BuyCoinsDialog.tsx').then((m) => ({ default: m.BuyCoinsDialog })),
);

function roomSummary(d: RequestDraft): string | null {
  if (d.room === 'plan') return d.plan ? (floorPlanById(d.plan)?.name ?? null) : null;
  const [w, l] = [inchesOf(d.own.width), inchesOf(d.own.length)];
  const size =
    typeof w === 'number' && typeof l === 'number' ? `, ${feetAndInches(w)} × ${feetAndInches(l)}` : '';
  return `${OWN_ROOM_KIND_LABELS[d.own.kind]}${size}`;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-3 py-1.5 text-sm">
      <dt className="text-slate-500">{label}</dt>
      <dd className="text-right font-medium text-slate-900">
        {children ?? <span className="text-slate-400">—</span>}
      </dd>
    </div>
  );
}

/**
 * 4. What is asked and what it costs: the answers so far, the generation's coins beside the balance, and
 * "Design 3 rooms". Short of coins (known beforehand, or the server's 402), the buy-coins dialog.
 */
export function RequestSubmit({
  draft,
  sending,
  shortOfCoins,
  onDismissShort,
  onSubmit,
}: {
  draft: RequestDraft;
  sending: boolean;
  /** The server's 402 message, when it refused for want of coins. */
  shortOfCoins: string | null;
  onDismissShort: () => void;
  onSubmit: () => void;
}) {
  const credits = useAiCredits();
  const { selected } = useSelectedShowroom();
  const [buying, setBuying] = useState(false);
  const cost = credits.data?.costs.generation;
  const balance = credits.data?.balance;
  const short = cost !== undefined && balance !== undefined && balance < cost;
  const budget = dollarsToCents(draft.budget);
  // The server's 402 opens the dialog at once.
  useEffect(() => {
    if (shortOfCoins) setBuying(true);
  }, [shortOfCoins]);

  return (
    <aside
      aria-labelledby="request-summary"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 lg:sticky lg:top-4"
    >
      <h2 id="request-summary" className="text-lg font-semibold text-slate-900">
        Your three designs
      </h2>
      <dl className="mt-2 divide-y divide-slate-100">
        <Row label="Room">{roomSummary(draft)}</Row>
        <Row label="Style">{styleSummary(draft.answers)}</Row>
        <Row label="Budget">{'cents' in budget && budget.cents > 0 ? formatUsd(budget.cents) : null}</Row>
        <Row label="Showroom">{selected?.company_name || selected?.vsd_id || null}</Row>
        {(draft.keep.length > 0 || draft.avoid.length > 0) && (
          <Row label="Named products">
            {draft.keep.length} kept · {draft.avoid.length} avoided
          </Row>
        )}
      </dl>
      <div className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200">
        <p className="flex items-center justify-between gap-2">
          <span className="flex items-center gap-1.5 font-semibold">
            <CoinIcon className="size-4" /> Cost
          </span>
          <span className="tabular-nums">{cost === undefined ? '…' : coins(cost)}</span>
        </p>
        <p className="mt-1 flex items-center justify-between gap-2">
          <span>Your balance</span>
          <span className="tabular-nums" data-testid="ai-balance">
            {balance === undefined ? '…' : coins(balance)}
          </span>
        </p>
        <p className="mt-1.5 text-xs text-amber-900/80">
          Held while the designs are made, taken only when they are ready; returned if they fail.
        </p>
      </div>
      {short && (
        <p className="mt-3 text-sm text-slate-700">
          You need {formatCount(cost - balance)} more {cost - balance === 1 ? 'coin' : 'coins'} for three
          designs.
        </p>
      )}
      <div className="mt-4 space-y-2">
        {short ? (
          <Button fullWidth size="lg" onClick={() => setBuying(true)}>
            Buy coins
          </Button>
        ) : (
          <Button fullWidth size="lg" loading={sending} onClick={onSubmit}>
            Design 3 rooms
          </Button>
        )}
        <p className="text-center text-xs text-slate-500">
          About a minute. You can leave the page meanwhile.
        </p>
      </div>
      {shortOfCoins && (
        <div className="mt-3">
          <FormAlert>{shortOfCoins}</FormAlert>
        </div>
      )}
      {buying && (
        <Suspense fallback={null}>
          <BuyCoinsDialog onClose={() => setBuying(false)} onBought={onDismissShort} />
        </Suspense>
      )}
    </aside>
  );
}
