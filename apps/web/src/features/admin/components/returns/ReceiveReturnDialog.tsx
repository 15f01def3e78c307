import { decimalInput } from '@app/domain/format/digits';
import { formatUsd, fromDollars, toDollars } from '@app/domain/money/cents';
import { type ReturnRow, restockingFeeAboveShipping, returnQuote } from '@app/domain/orders/returns-desk';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../../components/ui/Button.tsx';
import { Modal } from '../../../../components/ui/Modal.tsx';
import { TextField } from '../../../../components/ui/TextField.tsx';
import { isApiError } from '../../../../lib/api-client.ts';
import { notify } from '../../../../lib/toast.ts';
import { useReceiveReturn } from '../../api/returns-desk.ts';
import { focusOnMount, useFocusReturn } from '../../hooks/use-focus-return.ts';

/** The fee typed in dollars as whole cents, or the reason it is not one the desk may take. */
function feeOf(text: string, shippingCents: number): { cents: number } | { error: string } {
  if (text.trim() === '') return { error: 'The restocking fee field is required.' };
  const dollars = Number(text);
  if (!Number.isFinite(dollars)) return { error: 'The restocking fee must be an amount in dollars.' };
  const cents = fromDollars(dollars);
  if (cents > shippingCents) return { error: restockingFeeAboveShipping(shippingCents) };
  return { cents };
}

const Line = ({ label, value, strong }: { label: string; value: string; strong?: boolean }) => (
  <div className={`flex justify-between gap-4 py-1 ${strong ? 'font-semibold text-slate-900' : ''}`}>
    <dt>{label}</dt>
    <dd className="tabular-nums">{value}</dd>
  </div>
);

/**
 * Receiving a return: the refund is shown before the admin confirms — line total with tax less the
 * restocking fee (domain returnQuote, the server's returnRefund). The fee starts at the return shipping and
 * may be lowered to any amount from $0, never raised above it (checked here with the server's message, and
 * the server's own 422 shows on the field too).
 */
export function ReceiveReturnDialog({ row, onClose }: { row: ReturnRow; onClose: () => void }) {
  const [feeText, setFeeText] = useState(String(toDollars(row.return_shipping_cents).toFixed(2)));
  const [serverError, setServerError] = useState<string | null>(null);
  const receive = useReceiveReturn();
  // Mounted only while open: the Receive button gets the focus back (or the page, once the row has gone).
  useFocusReturn(true);
  const fee = feeOf(feeText, row.return_shipping_cents);
  const quote = 'cents' in fee ? returnQuote(row, fee.cents) : null;
  const error = serverError ?? ('error' in fee ? fee.error : null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!quote) return;
    setServerError(null);
    try {
      const reply = await receive.mutateAsync({
        itemId: row.item_id,
        restockingFeeCents: quote.restockingFeeCents,
      });
      notify.success(reply.message ?? 'The return is received and refunded.');
      onClose();
    } catch (err) {
      if (!isApiError(err)) return;
      const fieldErrors = err.fieldErrors;
      setServerError(fieldErrors.restocking_fee_cents?.[0] ?? fieldErrors.status?.[0] ?? null);
    }
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && !receive.isPending && onClose()}
      title={`Receive the return of ${row.product_name}`}
      description={`Order ${row.order_number}, ${row.customer.full_name}: ${row.qty} × ${row.product_name}.`}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={receive.isPending}>
            Cancel
          </Button>
          <Button type="submit" form="receive-return-form" disabled={!quote} loading={receive.isPending}>
            {quote ? `Receive and refund ${formatUsd(quote.refundCents)}` : 'Receive and refund'}
          </Button>
        </>
      }
    >
      <form id="receive-return-form" onSubmit={submit} noValidate className="space-y-4">
        <TextField
          ref={focusOnMount}
          label="Restocking fee ($)"
          inputMode="decimal"
          value={feeText}
          onChange={(e) => {
            setServerError(null);
            setFeeText(decimalInput(e.target.value));
          }}
          error={error}
          hint={`From $0.00 up to the return shipping, ${formatUsd(row.return_shipping_cents)}.`}
        />
        <dl
          aria-label="Refund"
          className="divide-y divide-slate-100 rounded-md border border-slate-200 px-3 py-2"
        >
          <Line label="Line total" value={formatUsd(row.line_total_cents)} />
          <Line label="Sales tax" value={formatUsd(row.tax_cents)} />
          <Line label="Restocking fee" value={quote ? `−${formatUsd(quote.restockingFeeCents)}` : '—'} />
          <Line label="Refund to the homeowner" value={quote ? formatUsd(quote.refundCents) : '—'} strong />
        </dl>
      </form>
    </Modal>
  );
}
