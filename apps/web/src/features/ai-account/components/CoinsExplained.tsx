import { formatDate } from '@app/domain/format/date';
import { formatCount } from '@app/domain/format/number';
import { BuyCoinsButton } from '../../../components/ai/BuyCoinsButton.tsx';
import { CoinIcon } from '../../../components/ai/CoinBalance.tsx';
import { AI_COIN_TEXT } from '../../../components/ai/coin-text.ts';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { useAiCredits } from '../../../lib/ai-session.ts';

const coins = (n: number) => `${formatCount(n)} ${n === 1 ? 'coin' : 'coins'}`;

/**
 * How coins work, from the account's own credits (issue 26 point 2; product.md "AI coins"): the balance, the
 * free starter coins and until when they last (said when granted), that bought coins never expire, what a
 * design costs, and 'Buy coins'.
 */
export function CoinsExplained() {
  const credits = useAiCredits();
  if (credits.isPending)
    return (
      <div className="flex justify-center py-6 text-brand-700">
        <Spinner label="Loading your coins" />
      </div>
    );
  if (!credits.data)
    return (
      <p className="text-sm text-slate-600">Your coins could not be loaded. {AI_COIN_TEXT.neverExpire}</p>
    );
  const { balance, expiring, costs } = credits.data;
  return (
    <div className="space-y-4">
      <p className="flex items-center gap-3 text-lg text-slate-900">
        <CoinIcon className="size-7 text-amber-500" />
        <span>
          You have <span className="font-semibold tabular-nums">{coins(balance)}</span>.
        </span>
      </p>
      <ul className="list-disc space-y-1.5 pl-5 text-sm text-slate-700">
        {expiring.coins > 0 && (
          <li data-testid="starter-coins">
            Free starter coins: {formatCount(expiring.coins)}
            {expiring.at ? `, yours to use until ${formatDate(expiring.at)}; after that they expire.` : '.'}
          </li>
        )}
        <li>{AI_COIN_TEXT.neverExpire}</li>
        <li>
          Three designs of a room cost {coins(costs.generation)}; changing one of them costs{' '}
          {coins(costs.refinement)}
          {costs.picture > 0 ? `, and a styled picture of each ${coins(costs.picture)} more.` : '.'}
        </li>
        <li>Coins are only taken for designs that are made: a design that fails gives them back.</li>
      </ul>
      <BuyCoinsButton />
    </div>
  );
}
