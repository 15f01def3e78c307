import { Button } from '../../../components/ui/Button.tsx';
import { ButtonLink } from '../../../components/ui/ButtonLink.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { paths } from '../../../config/paths.ts';

export function NotificationsLoading() {
  return (
    <div className="flex justify-center py-12 text-brand-700">
      <Spinner size="lg" label="Loading your notifications" />
    </div>
  );
}

export function NotificationsEmpty() {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-10 text-center">
      <p className="text-lg font-medium text-slate-900">You have no notifications.</p>
      <p className="mt-1 text-sm text-slate-600">
        Updates on your orders appear here, for example when a vendor approves an item.
      </p>
      <ButtonLink to={paths.yourOrders} variant="outline" className="mt-4">
        Your Orders
      </ButtonLink>
    </div>
  );
}

export function NotificationsError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="space-y-4 py-8 text-center text-sm text-slate-700">
      <p>We could not load your notifications just now.</p>
      <Button variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
