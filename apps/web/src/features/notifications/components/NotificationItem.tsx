import { formatDate } from '@app/domain/format/date';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { TextLink } from '../../../components/ui/TextLink.tsx';
import { notificationLink } from '../api/notification-link.ts';
import type { AppNotification } from '../api/notifications.ts';

export type NotificationItemProps = {
  notification: AppNotification;
  onMarkRead: (id: number) => void;
  /** This one is being marked read right now. */
  marking: boolean;
};

/** One notification: pending ones stand out and offer 'Mark as read'; read ones are quiet. */
export function NotificationItem({ notification: n, onMarkRead, marking }: NotificationItemProps) {
  const pending = n.read_at === null;
  const titleId = `notification-${n.id}-title`;
  const link = notificationLink(n);
  const ref = useRef<HTMLElement>(null);
  const wasPending = useRef(pending);
  // Marking it read removes the focused button: keep keyboard focus on this notification, not the page.
  useEffect(() => {
    if (wasPending.current && !pending && document.activeElement === document.body) ref.current?.focus();
    wasPending.current = pending;
  }, [pending]);
  return (
    <article
      ref={ref}
      tabIndex={-1}
      aria-labelledby={titleId}
      data-pending={pending || undefined}
      className={`flex flex-col gap-3 rounded-lg border p-4 outline-none focus-visible:ring-2 focus-visible:ring-brand-600 shadow-sm sm:flex-row sm:items-start sm:justify-between md:p-5 ${
        pending ? 'border-brand-200 border-l-4 border-l-brand-600 bg-white' : 'border-slate-200 bg-slate-50'
      }`}
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h2
            id={titleId}
            className={`text-base break-words ${pending ? 'font-semibold text-slate-900' : 'font-medium text-slate-700'}`}
          >
            {n.title}
          </h2>
          {pending ? (
            <span className="rounded-full bg-brand-600 px-2 text-xs font-semibold leading-5 text-white">
              New
            </span>
          ) : (
            <span className="rounded-full bg-slate-200 px-2 text-xs font-medium leading-5 text-slate-600">
              Read
            </span>
          )}
        </div>
        {n.body && <p className="mt-1 text-sm break-words text-slate-700">{n.body}</p>}
        <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-500">
          <time dateTime={n.created_at}>{formatDate(n.created_at)}</time>
          {link && (
            <TextLink to={link.to} aria-label={`${link.label}: ${n.title}`}>
              {link.label}
            </TextLink>
          )}
        </p>
      </div>
      {pending && (
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          loading={marking}
          onClick={() => onMarkRead(n.id)}
          aria-label={`Mark as read: ${n.title}`}
        >
          Mark as read
        </Button>
      )}
    </article>
  );
}
