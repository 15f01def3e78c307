import { NavLink } from 'react-router';
import { paths } from '../../config/paths.ts';
import { ChevronRightIcon } from './icons.tsx';
import { MenuSection, rowClasses } from './MobilePanel.tsx';

/** A link row of the off-canvas menu's top level, marked when it is the current page. */
export function MenuLink({ to, label, onClick }: { to: string; label: string; onClick: () => void }) {
  return (
    <li>
      <NavLink
        to={to}
        end
        onClick={onClick}
        className={({ isActive }) => `${rowClasses} ${isActive ? 'bg-white/10 font-semibold' : ''}`}
      >
        {label}
        <ChevronRightIcon className="size-4 text-slate-400" />
      </NavLink>
    </li>
  );
}

/** Login / Sign Up Free, or Notifications, My Account and Log Out when signed in. */
export function AccountRows({
  status,
  onNavigate,
  onLogout,
}: {
  status: string;
  onNavigate: () => void;
  onLogout: () => void;
}) {
  const items =
    status === 'authenticated'
      ? [
          { to: paths.notification, label: 'Notifications' },
          { to: paths.account, label: 'My Account' },
        ]
      : [
          { to: paths.login, label: 'Login' },
          { to: paths.register, label: 'Sign Up Free' },
        ];
  return (
    <MenuSection title="Account">
      {items.map((item) => (
        <li key={item.label}>
          <NavLink to={item.to} onClick={onNavigate} className={rowClasses}>
            {item.label}
          </NavLink>
        </li>
      ))}
      {status === 'authenticated' && (
        <li>
          <button type="button" onClick={onLogout} className={`${rowClasses} w-full text-left`}>
            Log Out
          </button>
        </li>
      )}
    </MenuSection>
  );
}
