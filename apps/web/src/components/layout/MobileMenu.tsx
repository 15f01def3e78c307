import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode, RefObject } from 'react';
import { NavLink } from 'react-router';
import { useSession } from '../../app/session.tsx';
import { paths } from '../../config/paths.ts';
import { useSettings } from '../../lib/settings.ts';
import { ExternalLink } from '../ui/ExternalLink.tsx';
import { companyLinkList } from './company-links.ts';
import { ChevronRightIcon, CloseIcon, ExternalIcon } from './icons.tsx';
import { MAIN_LINKS } from './nav-links.ts';

const rowClasses =
  'flex items-center justify-between rounded px-3 py-3 text-base text-slate-100 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-brand-300';

/**
 * The off-canvas 'Menu' for widths of 1199 px or less (spec point 2): slides in from the left, dark, focus
 * trapped, Escape or the close button closes it and focus returns to the menu button. Loaded on first open
 * (MenuButton). Departments and categories join it with the catalogue issue.
 */
export default function MobileMenu({
  open,
  onOpenChange: setOpen,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button: Radix returns focus to a Dialog.Trigger only, and the button lives outside this chunk. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const { status, logout } = useSession();
  const company = companyLinkList(useSettings().companyLinks);
  const close = () => setOpen(false);
  const links = [
    { to: paths.home, label: 'Home' },
    ...MAIN_LINKS,
    { to: paths.visualizeShowroom, label: 'Shop All' },
    { to: paths.cart, label: 'Cart' },
  ];

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-[fade-in_200ms_ease-out]" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-y-0 left-0 z-50 flex w-[min(20rem,85vw)] flex-col bg-slate-900 text-slate-100 shadow-2xl focus:outline-none data-[state=open]:animate-[slide-in-left_250ms_ease-out]"
        >
          <div className="flex items-center justify-between border-b border-white/10 px-4 py-3">
            <Dialog.Title className="text-lg font-semibold">Menu</Dialog.Title>
            <Dialog.Close className="inline-flex size-10 items-center justify-center rounded-md hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-brand-300">
              <CloseIcon className="size-6" />
              <span className="sr-only">Close menu</span>
            </Dialog.Close>
          </div>
          <nav aria-label="Mobile" className="flex-1 overflow-y-auto px-2 py-3">
            <ul className="space-y-0.5">
              {links.map((link) => (
                <li key={link.label}>
                  <NavLink
                    to={link.to}
                    end
                    onClick={close}
                    className={({ isActive }) =>
                      `${rowClasses} ${isActive ? 'bg-white/10 font-semibold' : ''}`
                    }
                  >
                    {link.label}
                    <ChevronRightIcon className="size-4 text-slate-400" />
                  </NavLink>
                </li>
              ))}
            </ul>
            <AccountRows
              status={status}
              onNavigate={close}
              onLogout={() => {
                close();
                void logout();
              }}
            />
            {company.length > 0 && (
              <MenuSection title="Company">
                {company.map((link) => (
                  <li key={link.key}>
                    <ExternalLink href={link.href} className={rowClasses}>
                      {link.label}
                      <ExternalIcon className="size-4 text-slate-400" />
                    </ExternalLink>
                  </li>
                ))}
              </MenuSection>
            )}
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function AccountRows({
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

/** A titled group of rows under the main links (Account, Company). */
function MenuSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <p className="mt-5 px-3 text-xs font-semibold uppercase tracking-wider text-slate-400">{title}</p>
      <ul className="mt-1 space-y-0.5">{children}</ul>
    </>
  );
}
