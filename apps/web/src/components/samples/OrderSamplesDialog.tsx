import type { OrderView } from '@app/domain/orders/contract';
import { yourOrderPath } from '@app/domain/orders/order-link';
import { SAMPLE_MESSAGES, type SampleOrderRequest } from '@app/domain/orders/samples';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { ordersKey } from '../../lib/order-types.ts';
import { placeSampleOrder, useSampleQuote } from '../../lib/sample-orders.ts';
import { notify } from '../../lib/toast.ts';
import { usePaymentAttempt } from '../../lib/use-payment-attempt.ts';
import { CardChoice } from '../forms/CardChoice.tsx';
import { ShipToChoice } from '../forms/ShipToChoice.tsx';
import { Button } from '../ui/Button.tsx';
import { FormAlert } from '../ui/FormAlert.tsx';
import { LoadFailed, Loading } from '../ui/LoadStates.tsx';
import { Modal } from '../ui/Modal.tsx';
import { SampleList } from './SampleList.tsx';
import { SampleTotals } from './SampleTotals.tsx';
import {
  type SampleContext,
  type SampleValues,
  sampleBodyOf,
  sampleDefaults,
  sampleMoney,
  sampleResolver,
  showSampleErrors,
} from './sample-form.ts';

const FORM_ID = 'order-samples';
const STATE = /^[A-Z]{2}$/;

type Props = {
  /** The products' hashes (an estimate's materials, a room's tiles and slabs); those without samples are named apart. */
  products: string[];
  /** The project the samples are for, when they are ordered from one. */
  project?: number;
  onClose: () => void;
  onPlaced?: (order: OrderView) => void;
};

/**
 * "Order samples" (issue 25 point 7): the server's quote of the products' samples, each chosen at first; where
 * they ship and, when anything is due, the card; the chosen samples' total by the domain's rule (another
 * ship-to state is quoted again for its tax). The Idempotency-Key belongs to one attempt (use-payment-attempt).
 */
export function OrderSamplesDialog({ products, project, onClose, onPlaced }: Props) {
  const client = useQueryClient();
  const [state, setState] = useState<string | null>(null);
  const quote = useSampleQuote(products, state);
  const data = quote.data;
  const form = useForm<SampleValues, SampleContext>({
    resolver: sampleResolver,
    defaultValues: sampleDefaults(undefined),
    context: { quote: data },
  });
  const [ready, setReady] = useState(false);
  const [ship, typedState, chosen] = useWatch({
    control: form.control,
    name: ['ship', 'shipping_state', 'products'],
  });
  const money = sampleMoney(data, chosen);

  // The saved address and card, and every sample, are the defaults once the quote says what there is.
  useEffect(() => {
    if (!data || ready) return;
    form.reset(sampleDefaults(data));
    setReady(true);
  }, [data, ready, form]);
  // Samples shipped elsewhere are taxed by that state: its quote is asked.
  useEffect(() => {
    setState(ship === 'new' && STATE.test(typedState) ? typedState : null);
  }, [ship, typedState]);

  const attempt = usePaymentAttempt<SampleOrderRequest>({
    pay: async (body, key) => {
      const answer = await placeSampleOrder(body, key);
      const { number } = answer.data;
      notify.success(answer.message || SAMPLE_MESSAGES.placed(number), {
        link: { to: yourOrderPath(number), label: 'View your orders' },
      });
      void client.invalidateQueries({ queryKey: ordersKey });
      onPlaced?.(answer.data);
      onClose();
    },
    refused: (error) => showSampleErrors(error, form.getValues(), money.totalCents, form.setError),
    button: 'Place sample order',
    failed: 'The sample order could not be placed. Please try again.',
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!data) return;
    attempt.press(
      () =>
        void form.handleSubmit((values) =>
          attempt.send(sampleBodyOf(values, sampleMoney(data, values.products).totalCents, project)),
        )(event),
    );
  }

  const empty = products.length === 0 || (!!data && data.lines.length === 0);
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Order samples"
      description="See the tiles and slabs in your own light before you order them. One sample of each."
      size="lg"
      footer={
        <div className="flex w-full flex-col-reverse gap-2 sm:w-auto sm:flex-row">
          <Button variant="ghost" className="w-full sm:w-auto" onClick={onClose}>
            Cancel
          </Button>
          {!empty && (
            <Button
              type="submit"
              form={FORM_ID}
              className="w-full sm:w-auto"
              loading={attempt.busy}
              disabled={!ready}
            >
              {attempt.busy ? 'Placing…' : 'Place sample order'}
            </Button>
          )}
        </div>
      }
    >
      {products.length === 0 ? (
        <p className="text-slate-700">None of these products offers samples yet.</p>
      ) : !data || !ready ? (
        quote.isError ? (
          <LoadFailed bare what="The samples" onRetry={() => void quote.refetch()} />
        ) : (
          <Loading label="Loading the samples" />
        )
      ) : (
        <FormProvider {...form}>
          <form id={FORM_ID} aria-label="Order samples" noValidate onSubmit={submit}>
            {/* While a payment's outcome is unknown, the request is the one already sent. */}
            <fieldset disabled={!!attempt.pending} className="space-y-6">
              {empty && <p className="text-slate-700">None of these products offers samples yet.</p>}
              <SampleList quote={data} />
              {!empty && (
                <>
                  <SampleTotals money={money} busy={quote.isFetching} />
                  <ShipToChoice saved={data.ship_to} legend="Ship the samples to" />
                  {money.totalCents > 0 && <CardChoice savedCard={data.card} legend="Pay with" />}
                </>
              )}
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
