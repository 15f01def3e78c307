import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { usePendingNotificationCount } from '../../../components/layout/notifications.ts';
import { Pagination } from '../../../components/ui/Pagination.tsx';
import { useSession } from '../../../lib/session.tsx';
import { notify } from '../../../lib/toast.ts';
import { markNotificationRead, notificationsKey, notificationsQuery } from '../api/notifications.ts';
import { NotificationItem } from '../components/NotificationItem.tsx';
import {
  NotificationsEmpty,
  NotificationsError,
  NotificationsLoading,
} from '../components/NotificationStates.tsx';

const pageFrom = (raw: string | null) => {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? n : 1;
};

/**
 * /notification (auth, spec point 2): the user's notifications newest first, 10 a page; a pending one can
 * be marked read, which also lowers the header's pending count (same query key root).
 */
export default function NotificationsPage() {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const list = useQuery(notificationsQuery(user?.id, page));
  const pending = usePendingNotificationCount(!!user);
  const queryClient = useQueryClient();
  const markRead = useMutation({
    mutationFn: markNotificationRead,
    onSuccess: (res) => {
      notify.success(res.message ?? 'Notification marked as read.');
      return queryClient.invalidateQueries({ queryKey: notificationsKey });
    },
  });

  const goTo = (p: number) => {
    setParams(p > 1 ? { page: String(p) } : {});
    window.scrollTo({ top: 0 });
  };

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 md:py-10">
      <div className="mb-6 flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">Notifications</h1>
        {list.data && list.data.total > 0 && (
          <p className="text-sm text-slate-600" data-testid="notifications-pending">
            {pending === 1 ? '1 pending' : `${pending} pending`}
          </p>
        )}
      </div>
      {!user || list.isPending ? (
        <NotificationsLoading />
      ) : list.isError ? (
        <NotificationsError onRetry={() => void list.refetch()} />
      ) : list.data.data.length === 0 ? (
        <NotificationsEmpty />
      ) : (
        <div className="space-y-6">
          <ul aria-label="Your notifications" className="space-y-3">
            {list.data.data.map((n) => (
              <li key={n.id}>
                <NotificationItem
                  notification={n}
                  marking={markRead.isPending && markRead.variables === n.id}
                  onMarkRead={(id) => markRead.mutate(id)}
                />
              </li>
            ))}
          </ul>
          <Pagination
            page={list.data.current_page}
            lastPage={list.data.last_page}
            onPageChange={goTo}
            label="Notification pages"
          />
        </div>
      )}
    </div>
  );
}
