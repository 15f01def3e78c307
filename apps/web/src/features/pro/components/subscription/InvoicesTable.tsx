import { formatDate } from '@app/domain/format/date';
import { formatUsd } from '@app/domain/money/cents';
import { FormAlert } from '../../../../components/ui/FormAlert.tsx';
import { Spinner } from '../../../../components/ui/Spinner.tsx';
import { useSubscriptionInvoices } from '../../api/subscription.ts';

const STATUS = { paid: 'Paid', open: 'Due', failed: 'Failed', void: 'Void' } as const;

/** The pro's invoices, newest first: number, period, amount, status, paid on. */
export function InvoicesTable() {
  const invoices = useSubscriptionInvoices();
  return (
    <section aria-labelledby="invoices" className="space-y-3">
      <h2 id="invoices" className="text-lg font-semibold text-slate-900">
        Invoices
      </h2>
      {invoices.isPending ? (
        <Spinner label="Loading your invoices" />
      ) : invoices.isError ? (
        <FormAlert>Your invoices could not be loaded.</FormAlert>
      ) : invoices.data.length === 0 ? (
        <p className="text-sm text-slate-600">No invoices yet.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Invoice
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Period
                </th>
                <th scope="col" className="py-2 pr-4 text-right font-medium">
                  Amount
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Status
                </th>
                <th scope="col" className="py-2 font-medium">
                  Paid on
                </th>
              </tr>
            </thead>
            <tbody>
              {invoices.data.map((i) => (
                <tr key={i.number} className="border-b border-slate-100">
                  <td className="py-2 pr-4 font-mono">{i.number}</td>
                  <td className="py-2 pr-4">
                    {formatDate(i.period_start)} – {formatDate(i.period_end)}
                  </td>
                  <td className="py-2 pr-4 text-right">{formatUsd(i.amount_cents)}</td>
                  <td className="py-2 pr-4">
                    {STATUS[i.status]}
                    {i.status === 'open' && i.next_attempt_at
                      ? ` (next try ${formatDate(i.next_attempt_at)})`
                      : ''}
                  </td>
                  <td className="py-2">{i.paid_at ? formatDate(i.paid_at) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
