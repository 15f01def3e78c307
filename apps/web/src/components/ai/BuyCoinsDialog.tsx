import { COIN_MESSAGES } from '@app/domain/ai-design/coins';
import type { AiCredits } from '@app/domain/ai-design/contract';
import { formatCount } from '@app/domain/format/number';
import { formatUsd } from '@app/domain/money/cents';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { purchaseCoinPack } from '../../lib/ai-coins.ts';
import { showAiCredits, useAiCredits } from '../../lib/ai-session.ts';
import { cardChoiceBody } from '../../lib/card-choice.ts';
import { notify } from '../../lib/toast.ts';
import { usePaymentAttempt } from '../../lib/use-payment-attempt.ts';
import { CardChoice } from '../forms/CardChoice.tsx';
import { Button } from '../ui/Button.tsx';
import { FormAlert } from '../ui/FormAlert.tsx';
import { LoadFailed, Loading } from '../ui/LoadStates.tsx';
import { Modal } from '../ui/Modal.tsx';
import {
  type BuyCoinsValues,
  buyCoinsDefaults,
  buyCoinsResolver,
  packOf,
  showBuyCoinsErrors,
} from './buy-coins-form.ts';
import { CoinPackList } from './CoinPackList.tsx';
import { AI_COIN_TEXT } from './coin-text.ts';

const FORM_ID = 'buy-coins';

type Purchase = { pack: string; payment: ReturnType<typeof cardChoiceBody> };

/**
 * "Buy coins" (issue 26 point 2): the packs on sale, a new card, and what the visitor will pay and have before
 * paying. The charge is checkout's: one Idempotency-Key per purchase, kept across a retry after no answer or a
 * 503 (use-payment-attempt), so a purchase is never charged twice.
 */
export function BuyCoinsDialog({
  onClose,
  onBought,
}: {
  onClose: () => void;
  onBought?: (credits: AiCredits) => void;
}) {
  const client = useQueryClient();
  const credits = useAiCredits();
  const data = credits.data;
  const form = useForm<BuyCoinsValues, { credits: AiCredits | undefined }>({
    resolver: buyCoinsResolver(AI_COIN_TEXT.choosePack),
    defaultValues: buyCoinsDefaults(),
    context: { credits: data },
  });
  const [ready, setReady] = useState(false);
  const chosen = packOf(data, useWatch({ control: form.control, name: 'pack' }));

  // The middle pack is chosen at first, once the packs are known.
  useEffect(() => {
    if (!data || ready) return;
    form.reset(buyCoinsDefaults(data.packs));
    setReady(true);
  }, [data, ready, form]);

  const attempt = usePaymentAttempt<Purchase>({
    pay: async ({ pack, payment }, key) => {
      const answer = await purchaseCoinPack(pack, payment, key);
      showAiCredits(client, answer.data.credits);
      // The server's words (spec point 8), else the domain's for the pack bought.
      const coins = packOf(data, pack)?.coins;
      notify.success(answer.message || (coins ? COIN_MESSAGES.bought(coins) : 'Your coins were added.'));
      onBought?.(answer.data.credits);
      onClose();
    },
    refused: (error) => showBuyCoinsErrors(error, form.getValues(), form.setError),
    button: 'Pay',
    failed: 'The coins could not be bought. Please try again.',
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!data) return;
    attempt.press(
      () =>
        void form.handleSubmit((values) =>
          attempt.send({ pack: values.pack, payment: cardChoiceBody(values) }),
        )(event),
    );
  }

  const pay = chosen ? `Pay ${formatUsd(chosen.price_cents)}` : 'Pay';
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Buy coins"
      description={AI_COIN_TEXT.neverExpire}
      size="md"
      footer={
        <div className="flex w-full flex-col-reverse gap-2 sm:w-auto sm:flex-row">
          <Button variant="ghost" className="w-full sm:w-auto" onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={FORM_ID}
            className="w-full sm:w-auto"
            loading={attempt.busy}
            disabled={!ready || !data?.packs.length}
          >
            {attempt.busy ? 'Paying…' : pay}
          </Button>
        </div>
      }
    >
      {!data || !ready ? (
        credits.isError ? (
          <LoadFailed bare what="The coin packs" onRetry={() => void credits.refetch()} />
        ) : (
          <Loading label="Loading the coin packs" />
        )
      ) : data.packs.length === 0 ? (
        <p className="text-slate-700">No coin packs are on sale right now.</p>
      ) : (
        <FormProvider {...form}>
          <form id={FORM_ID} aria-label="Buy coins" noValidate onSubmit={submit}>
            {/* While a payment's outcome is unknown, the request is the one already sent. */}
            <fieldset disabled={!!attempt.pending} className="space-y-6">
              <CoinPackList packs={data.packs} />
              {chosen && (
                <PurchaseTotals balance={data.balance} coins={chosen.coins} cents={chosen.price_cents} />
              )}
              <CardChoice savedCard={null} legend="Pay with" />
            </fieldset>
          </form>
          {attempt.problem && (
            <div className="mt-4">
              <FormAlert>{attempt.problem}</FormAlert>
            </div>
          )}
        </FormProvider>
      )}
    </Modal>
  );
}

/** What the purchase adds and costs, before paying: the coins, the balance after, the total charged. */
function PurchaseTotals({ balance, coins, cents }: { balance: number; coins: number; cents: number }) {
  const rows: [string, string][] = [
    ['Coins', `+${formatCount(coins)}`],
    ['Your balance after', `${formatCount(balance + coins)} coins`],
  ];
  return (
    <dl aria-label="Purchase total" className="ml-auto max-w-xs space-y-1 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4">
          <dt className="text-slate-600">{label}</dt>
          <dd className="tabular-nums text-slate-900">{value}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 border-t border-slate-200 pt-1 text-base font-semibold text-slate-900">
        <dt>Total</dt>
        <dd className="tabular-nums">{formatUsd(cents)}</dd>
      </div>
    </dl>
  );
}
