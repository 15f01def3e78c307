import { formatUsd } from '@app/domain/money/cents';
import type { ProSubscription } from '@app/domain/subscriptions/contract';
import { useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { CardChoice } from '../../../../components/forms/CardChoice.tsx';
import { Button } from '../../../../components/ui/Button.tsx';
import { FormAlert } from '../../../../components/ui/FormAlert.tsx';
import { isApiError } from '../../../../lib/api-client.ts';
import { showServerFieldErrors } from '../../../../lib/server-field-errors.ts';
import { useSession } from '../../../../lib/session.tsx';
import { notify } from '../../../../lib/toast.ts';
import { useSubscribe } from '../../api/subscription.ts';
import { PlanChoice } from './PlanChoice.tsx';
import {
  type SubscribeValues,
  subscribeBodyOf,
  subscribeDefaults,
  subscribeResolver,
} from './subscribe-form.ts';

const newKey = () => globalThis.crypto.randomUUID();

/** The total charged today and every month after, for the plan and add-on chosen. */
function Total({ offer }: { offer: ProSubscription }) {
  const [plan, addon] = useWatch<SubscribeValues, ['plan', 'custom_addon']>({
    name: ['plan', 'custom_addon'],
  });
  const chosen = offer.plans.find((p) => p.code === plan);
  if (!chosen) return null;
  const total = chosen.price_cents + (addon ? offer.custom_addon.price_cents : 0);
  return (
    <p className="text-base text-slate-900" aria-live="polite">
      Total today: <strong data-testid="subscription-total">{formatUsd(total)}</strong>, then{' '}
      {formatUsd(total)} every month until you cancel.
    </p>
  );
}

/**
 * Subscribe: the plan, the add-on, the card, the total, one button. The Idempotency-Key lives as long as this
 * attempt: a double click or a retry after a lost answer reuses it (never a second charge); a refusal (422)
 * or a success starts a new one.
 */
export function SubscribeForm({ offer }: { offer: ProSubscription }) {
  const premium = offer.plans.find((p) => p.code === 'Premium') ?? offer.plans[0];
  const form = useForm<SubscribeValues>({
    resolver: subscribeResolver,
    defaultValues: subscribeDefaults(premium?.code ?? '', !!offer.saved_card),
  });
  const subscribe = useSubscribe();
  const { refreshUser } = useSession();
  const key = useRef(newKey());
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const reply = await subscribe.mutateAsync({ body: subscribeBodyOf(values), key: key.current });
      key.current = newKey();
      notify.success(reply.message ?? 'You are subscribed.');
      await refreshUser();
    } catch (error) {
      if (isApiError(error) && error.status === 422) {
        key.current = newKey();
        const payment = error.fieldErrors.payment?.[0];
        if (payment) form.setError('method', { type: 'server', message: payment });
        showServerFieldErrors(error, form.setError, [
          'plan',
          'card_number',
          'name_on_Card',
          'exp_date',
          'cvv',
        ]);
        return;
      }
      setFormError(
        isApiError(error) && error.body?.message
          ? error.body.message
          : 'Your subscription could not be started.',
      );
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} aria-label="Subscribe" className="max-w-3xl space-y-6">
        <PlanChoice offer={offer} />
        <CardChoice savedCard={offer.saved_card} legend="Payment" />
        <Total offer={offer} />
        {formError && <FormAlert>{formError}</FormAlert>}
        <Button type="submit" loading={subscribe.isPending}>
          Subscribe
        </Button>
        <p className="text-sm text-slate-600">
          Your plan renews automatically every month. Cancel at any time: it stays on until the end of the
          period you paid for.
        </p>
      </form>
    </FormProvider>
  );
}
