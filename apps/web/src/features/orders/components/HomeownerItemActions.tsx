import { canCancelItem, canRequestReturn } from '@app/domain/orders/homeowner-actions';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import type { OrderItemView } from '../../../lib/order-types.ts';
import { notify } from '../../../lib/toast.ts';
import { cancelItem, ordersKey, requestReturn } from '../api/orders.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { SubstituteDialog } from './SubstituteDialog.tsx';

type Action = 'cancel' | 'return';

const COPY = {
  cancel: {
    button: 'Cancel item',
    title: 'Cancel this item?',
    body: (item: OrderItemView) =>
      `${item.product_name} will be cancelled and its price refunded to your card. This cannot be undone.`,
    confirm: 'Yes, cancel item',
    keep: 'Keep item',
    done: 'The item was cancelled and will be refunded.',
  },
  return: {
    button: 'Request return',
    title: 'Request a return?',
    body: (item: OrderItemView) =>
      `We will ask ${item.vendor_name} to take back ${item.product_name}. The refund is the price less a restocking fee no larger than the return shipping.`,
    confirm: 'Request return',
    keep: 'Not now',
    done: 'Your return request was sent.',
  },
} as const;

/** An item its vendor declined that was ordered from a room: the room can take another product in its place. */
export const offersSubstitute = (item: Pick<OrderItemView, 'status' | 'design'>) =>
  item.status === 'Decline' && item.design !== null;

/**
 * The homeowner's own actions on an item (spec point 9): 'Cancel item' within 60 minutes of the order,
 * 'Request return' within 12 days of delivery. Each asks first, then posts, toasts the server's message and
 * refreshes the orders. A refusal (422) is toasted by the api client. An item its vendor declined that came
 * from a room offers 'Choose a substitute' (issue 25 point 6: SubstituteDialog).
 */
export function HomeownerItemActions({
  item,
  orderedAt,
  now,
}: {
  item: OrderItemView;
  orderedAt: string;
  now: number;
}) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<Action | null>(null);
  const [busy, setBusy] = useState(false);
  const [substituting, setSubstituting] = useState(false);
  const offered: Action[] = [];
  if (canCancelItem(item.status, orderedAt, now, item.refunded)) offered.push('cancel');
  if (canRequestReturn(item.status, item.status_date, now)) offered.push('return');
  const substitute = offersSubstitute(item);
  if (offered.length === 0 && asking === null && !substitute) return null;

  const run = async (action: Action) => {
    setBusy(true);
    try {
      const reply = await (action === 'cancel' ? cancelItem(item.id) : requestReturn(item.id));
      notify.success(reply.message ?? COPY[action].done);
      setAsking(null);
      await queryClient.invalidateQueries({ queryKey: ordersKey });
    } catch {
      setAsking(null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-wrap gap-2 pt-1">
      {offered.map((action) => (
        <Button
          key={action}
          variant="outline"
          size="sm"
          onClick={() => setAsking(action)}
          aria-label={`${COPY[action].button}: ${item.product_name}`}
        >
          {COPY[action].button}
        </Button>
      ))}
      {substitute && (
        <Button
          variant="outline"
          size="sm"
          onClick={() => setSubstituting(true)}
          aria-label={`Choose a substitute for ${item.product_name}`}
        >
          Choose a substitute
        </Button>
      )}
      {substituting && <SubstituteDialog item={item} onClose={() => setSubstituting(false)} />}
      {asking && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setAsking(null)}
          title={COPY[asking].title}
          description={COPY[asking].body(item)}
          confirmLabel={COPY[asking].confirm}
          cancelLabel={COPY[asking].keep}
          busy={busy}
          onConfirm={() => void run(asking)}
        />
      )}
    </div>
  );
}
