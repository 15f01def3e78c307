import { digitsOnly } from '@app/domain/format/digits';
import { Button } from '../../../../components/ui/Button.tsx';
import { TextField } from '../../../../components/ui/TextField.tsx';
import { type CoinsDraft, type PackDraft, typedNumber } from './settings-form.ts';

type Props = {
  coins: CoinsDraft;
  errors: Record<string, string>;
  onChange: (coins: CoinsDraft) => void;
};

const EMPTY_PACK: PackDraft = { id: '', coins: '', price: '' };
const MAX_PACKS = 6;

/**
 * The AI designer's coins (issue 26 point 2): the free starter coins and how long they last, what a
 * generation, a refinement and a styled picture cost, and the packs on sale. Bought coins never expire.
 */
export function AiCoinsEditor({ coins, errors, onChange }: Props) {
  const err = (path: string) => errors[`ai_coins.${path}`];
  const set = (patch: Partial<CoinsDraft>) => onChange({ ...coins, ...patch });
  const setPack = (i: number, patch: Partial<PackDraft>) =>
    set({ packs: coins.packs.map((p, j) => (j === i ? { ...p, ...patch } : p)) });
  const whole = (label: string, key: keyof Omit<CoinsDraft, 'packs'>, path: string, hint?: string) => (
    <TextField
      label={label}
      inputMode="numeric"
      value={coins[key]}
      hint={hint}
      error={err(path)}
      onChange={(e) => set({ [key]: digitsOnly(e.target.value) })}
    />
  );
  return (
    <div className="space-y-5">
      <div className="grid gap-4 md:grid-cols-2">
        {whole('Starter coins', 'starter', 'starter_coins', 'Free coins each new AI account gets once.')}
        {whole(
          'Starter coins last (days)',
          'starterDays',
          'starter_days',
          '0: they never expire. Bought coins never expire.',
        )}
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        {whole('Coins per generation', 'generation', 'costs.generation')}
        {whole('Coins per refinement', 'refinement', 'costs.refinement')}
        {whole('Coins per styled picture', 'picture', 'costs.picture')}
      </div>
      {err('packs') && (
        <p role="alert" className="text-sm text-red-700">
          {err('packs')}
        </p>
      )}
      <ol className="space-y-3">
        {coins.packs.map((pack, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a pack's position is its identity while its id is typed.
          <li key={i} className="rounded-md border border-slate-200 p-4">
            <fieldset className="grid gap-3 md:grid-cols-3">
              <legend className="mb-2 text-sm font-semibold text-slate-900">Coin pack {i + 1}</legend>
              <TextField
                label="Pack id"
                value={pack.id}
                maxLength={40}
                error={err(`packs.${i}.id`)}
                onChange={(e) => setPack(i, { id: e.target.value })}
              />
              <TextField
                label="Coins"
                inputMode="numeric"
                value={pack.coins}
                error={err(`packs.${i}.coins`)}
                onChange={(e) => setPack(i, { coins: digitsOnly(e.target.value) })}
              />
              <TextField
                label="Price ($)"
                inputMode="decimal"
                value={pack.price}
                error={err(`packs.${i}.price_cents`)}
                onChange={(e) => setPack(i, { price: typedNumber(e.target.value) })}
              />
            </fieldset>
            <Button
              variant="outline"
              size="sm"
              className="mt-3"
              disabled={coins.packs.length === 1}
              aria-label={`Remove coin pack ${i + 1}`}
              onClick={() => set({ packs: coins.packs.filter((_, j) => j !== i) })}
            >
              Remove pack
            </Button>
          </li>
        ))}
      </ol>
      <Button
        variant="outline"
        disabled={coins.packs.length >= MAX_PACKS}
        onClick={() => set({ packs: [...coins.packs, EMPTY_PACK] })}
      >
        Add a coin pack
      </Button>
    </div>
  );
}
