import * as Dropdown from '@radix-ui/react-dropdown-menu';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useSession } from '../../lib/session.tsx';
import { focusRing } from '../ui/focus-ring.ts';
import { ChevronDownIcon, UserIcon } from './icons.tsx';
import { usePendingNotificationCount } from './notifications.ts';

const itemClasses =
  'flex cursor-pointer select-none items-center justify-between gap-6 rounded px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800';

/** Signed-in user's dropdown: Notifications (pending count), My Account, a pro's portal, Log Out (spec point 2). */
export default function UserMenu() {
  const { user, logout } = useSession();
  const navigate = useNavigate();
  const pending = usePendingNotificationCount(!!user);
  const name = user?.first_name || user?.full_name || user?.email || 'Account';

  return (
    <Dropdown.Root modal={false}>
      <Dropdown.Trigger
        className={`inline-flex items-center gap-1 rounded-full py-1.5 pl-1.5 pr-2 text-sm font-medium hover:bg-black/5 sm:gap-2 sm:pr-3 ${focusRing}`}
      >
        <span className="flex size-8 items-center justify-center rounded-full bg-brand-100 text-brand-800">
          <UserIcon className="size-5" />
        </span>
        <span className="hidden max-w-[10rem] truncate sm:inline">{name}</span>
        {pending > 0 && (
          <span className="rounded-full bg-red-600 px-1.5 text-[11px] font-bold leading-5 text-white">
            <span className="sr-only">, </span>
            {pending}
            <span className="sr-only"> pending notifications</span>
          </span>
        )}
        <ChevronDownIcon className="size-4" />
      </Dropdown.Trigger>
      <Dropdown.Portal>
        <Dropdown.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        >
          <Dropdown.Label className="truncate px-3 py-2 text-xs text-slate-500">{user?.email}</Dropdown.Label>
          <Dropdown.Item className={itemClasses} onSelect={() => navigate(paths.notification)}>
            Notifications
            <span
              className={`rounded-full px-2 text-xs font-semibold leading-5 ${pending > 0 ? 'bg-red-600 text-white' : 'bg-slate-100 text-slate-600'}`}
            >
              {pending}
            </span>
          </Dropdown.Item>
          <Dropdown.Item className={itemClasses} onSelect={() => navigate(paths.account)}>
            My Account
          </Dropdown.Item>
          {user?.type === 'Contractor' && (
            <Dropdown.Item className={itemClasses} onSelect={() => navigate(paths.pro)}>
              Pro Portal
            </Dropdown.Item>
          )}
          {user?.type === 'Vendor' && (
            <Dropdown.Item className={itemClasses} onSelect={() => navigate(paths.vendor)}>
              Vendor Portal
            </Dropdown.Item>
          )}
          {user?.type === 'Admin' && (
            <Dropdown.Item className={itemClasses} onSelect={() => navigate(paths.admin)}>
              Admin Console
            </Dropdown.Item>
          )}
          <Dropdown.Separator className="my-1 h-px bg-slate-200" />
          <Dropdown.Item className={itemClasses} onSelect={() => void logout()}>
            Log Out
          </Dropdown.Item>
        </Dropdown.Content>
      </Dropdown.Portal>
    </Dropdown.Root>
  );
}
