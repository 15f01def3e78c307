import type { OrderView } from '@app/domain/orders/contract';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../ui/Button.tsx';

/**
 * The dialog (its form, card fields and their rules) loads when it is first opened: the button sits on the
 * server-drawn product page, whose first scripts stay within issue 23's budget only without it.
 */
const OrderSamplesDialog = lazy(() =>
  import('./OrderSamplesDialog.tsx').then((m) => ({ default: m.OrderSamplesDialog })),
);

type Props = {
  products: string[];
  /** The project the samples are for; a function finds it when the button is pressed (a room's design). */
  project?: number | (() => Promise<number | undefined>);
  onPlaced?: (order: OrderView) => void;
  className?: string;
};

/** "Order samples" of these products, opening the dialog; nothing when there are none to ask about. */
export function OrderSamplesButton({ products, project, onPlaced, className }: Props) {
  const [opening, setOpening] = useState(false);
  const [open, setOpen] = useState<{ project: number | undefined } | null>(null);
  if (products.length === 0) return null;

  async function start() {
    if (typeof project !== 'function') return setOpen({ project });
    setOpening(true);
    try {
      setOpen({ project: await project() });
    } finally {
      setOpening(false);
    }
  }

  return (
    <>
      <Button variant="outline" className={className} loading={opening} onClick={() => void start()}>
        Order samples
      </Button>
      {open && (
        <Suspense fallback={null}>
          <OrderSamplesDialog
            products={products}
            project={open.project}
            onClose={() => setOpen(null)}
            onPlaced={onPlaced}
          />
        </Suspense>
      )}
    </>
  );
}
