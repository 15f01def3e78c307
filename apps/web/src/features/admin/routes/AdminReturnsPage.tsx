import type { ReturnRow } from '@app/domain/orders/returns-desk';
import { VENDOR_REFUND_DAYS } from '@app/domain/orders/returns-desk';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { focusRing } from '../../../components/ui/focus-ring.ts';
import { Pagination } from '../../../components/ui/Pagination.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { type ReturnsView, useReturns } from '../api/returns-desk.ts';
import { emptyBox } from '../components/console-styles.ts';
import { countLabel } from '../components/count-label.ts';
import { LoadError } from '../components/LoadError.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { ReceiveReturnDialog } from '../components/returns/ReceiveReturnDialog.tsx';
import { ReturnsTable } from '../components/returns/ReturnsTable.tsx';

const VIEWS: { view: ReturnsView; label: string }[] = [
  { view: 'requested', label: 'Waiting' },
  { view: 'received', label: 'Received' },
];

/**
 * /admin/returns, the returns desk: items at Return Request with the refund each would give and the day the
 * vendors’ 30 days run out; Receive shows the refund (and lets the admin lower the restocking fee) before it
 * is confirmed → Returned, refunded once. The received returns with the refunds made.
 */
export default function AdminReturnsPage() {
  const [params, setParams] = useSearchParams();
  const view: ReturnsView = params.get('view') === 'received' ? 'received' : 'requested';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const returns = useReturns(view, page);
  const [receiving, setReceiving] = useState<ReturnRow | null>(null);
  const [now] = useState(() => new Date());
  const go = (next: ReturnsView, p = 1) =>
    setParams({ ...(next === 'received' ? { view: next } : {}), ...(p > 1 ? { page: String(p) } : {}) });

  return (
    <div className="space-y-6">
      <PageHeader title="Returns">
        A return refunds the line total with tax less a restocking fee of at most the return shipping. Vendors
        have {VENDOR_REFUND_DAYS} days from the request to apply the refund.
      </PageHeader>
      {/* Two views of the desk, drawn like the catalogue's tabs; each is an address of its own. */}
      <nav aria-label="Returns" className="flex gap-2 border-b border-slate-200">
        {VIEWS.map((v) => (
          <Link
            key={v.view}
            to={{ search: v.view === 'received' ? '?view=received' : '' }}
            aria-current={v.view === view ? 'page' : undefined}
            className={`-mb-px border-b-2 px-4 py-2 text-sm font-semibold ${focusRing} ${v.view === view ? 'border-brand-600 text-brand-800' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
          >
            {v.label}
          </Link>
        ))}
      </nav>
      <section
        aria-label={view === 'requested' ? 'Returns waiting' : 'Returns received'}
        aria-busy={returns.isFetching}
        className="space-y-4"
      >
        {returns.isPending ? (
          <Spinner size="lg" label="Loading the returns" />
        ) : returns.isError ? (
          <LoadError onRetry={returns.refetch}>The returns could not be loaded.</LoadError>
        ) : returns.data.total === 0 ? (
          <p className={emptyBox}>
            {view === 'requested' ? 'No return is waiting.' : 'No return has been received yet.'}
          </p>
        ) : (
          <>
            <p className="text-sm text-slate-600" aria-live="polite">
              {countLabel(returns.data.total, 'return')}
            </p>
            <ReturnsTable
              rows={returns.data.data}
              now={now}
              onReceive={view === 'requested' ? setReceiving : undefined}
            />
            <Pagination
              page={Math.min(page, returns.data.last_page)}
              lastPage={returns.data.last_page}
              label="Returns pages"
              onPageChange={(p) => go(view, p)}
            />
          </>
        )}
      </section>
      {receiving && <ReceiveReturnDialog row={receiving} onClose={() => setReceiving(null)} />}
    </div>
  );
}
