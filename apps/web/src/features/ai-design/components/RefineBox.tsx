import type { AiDesign, Generation } from '@app/domain/ai-design/contract';
import { MAX_REFINEMENT_CHARS, refinementBody } from '@app/domain/ai-design/request';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, lazy, Suspense, useRef, useState } from 'react';
import { CoinIcon } from '../../../components/ai/CoinBalance.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { aiQueryKeys, useAiCredits } from '../../../lib/ai-session.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { generationKeys, refineGeneration } from '../api/generations.ts';
import { coins } from '../pick-text.ts';

const BuyCoinsDialog = lazy(() =>
  import('../../../components/ai/BuyCoinsDialog.tsx').then((m) => ({ default: m.BuyCoinsDialog })),
);

/** What homeowners ask most (issue 26 point 4), one click each. */
const SUGGESTIONS = ['Warmer', 'Cheaper by 20%', 'Keep the floor, change the vanity'] as const;

/**
 * "Refine this design": one of the designs changed as asked in words, at the refinement's lower cost; what
 * was not asked to change is kept (the server's rule). A new generation follows, whose parent is this one.
 */
export function RefineBox({
  generation,
  design,
  onStarted,
}: {
  generation: Generation;
  design: AiDesign;
  onStarted: (generation: Generation) => void;
}) {
  const client = useQueryClient();
  const credits = useAiCredits();
  const cost = credits.data?.costs.refinement;
  const [ask, setAsk] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [short, setShort] = useState<string | null>(null);
  const [buying, setBuying] = useState(false);
  const [sending, setSending] = useState(false);
  const key = useRef<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = refinementBody.safeParse({ design: design.index, ask });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    setShort(null);
    setSending(true);
    key.current ??= globalThis.crypto.randomUUID();
    try {
      const next = await refineGeneration(generation.id, parsed.data, key.current);
      key.current = null;
      void client.invalidateQueries({ queryKey: aiQueryKeys.credits });
      void client.invalidateQueries({ queryKey: aiQueryKeys.user });
      void client.invalidateQueries({ queryKey: generationKeys.list });
      client.setQueryData(generationKeys.one(next.id), next);
      setAsk('');
      onStarted(next);
    } catch (failure) {
      if (!isApiError(failure) || failure.status < 400 || failure.status >= 500) return;
      key.current = null;
      if (failure.status === 402) {
        setShort(failure.body?.message ?? 'You do not have enough coins for a refinement.');
        setBuying(true);
      } else if (failure.status === 422)
        setError(failure.fieldErrors.ask?.[0] ?? failure.fieldErrors.design?.[0] ?? failure.message);
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby="refine-heading"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="refine-heading" className="font-semibold text-slate-900">
          Refine “{design.name}”
        </h3>
        <p className="flex items-center gap-1 text-sm text-amber-900">
          <CoinIcon className="size-4" />
          {cost === undefined ? '…' : coins(cost)}
          <span className="text-slate-500"> · keeps what you do not ask to change</span>
        </p>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        {SUGGESTIONS.map((s) => (
          <button
            key={s}
            type="button"
            onClick={() => setAsk(s.toLowerCase())}
            className="rounded-full border border-slate-300 bg-white px-3 py-1 text-sm text-slate-700 hover:border-brand-500 hover:text-brand-800"
          >
            {s}
          </button>
        ))}
      </div>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <TextField
            label="What should change?"
            hideLabel
            placeholder="e.g. warmer, cheaper by 20%, keep the floor and change the vanity"
            value={ask}
            maxLength={MAX_REFINEMENT_CHARS}
            onChange={(e) => setAsk(e.target.value)}
            error={error}
          />
        </div>
        <div className="sm:w-auto">
          <Button type="submit" loading={sending} className="w-full whitespace-nowrap sm:w-auto">
            Refine
          </Button>
        </div>
      </div>
      {short && (
        <div className="mt-3">
          <FormAlert>{short}</FormAlert>
        </div>
      )}
      {buying && (
        <Suspense fallback={null}>
          <BuyCoinsDialog onClose={() => setBuying(false)} onBought={() => setShort(null)} />
        </Suspense>
      )}
    </form>
  );
}
