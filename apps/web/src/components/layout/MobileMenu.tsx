import * as Dialog from '@radix-ui/react-dialog';
import { Fragment, type RefObject, useState } from 'react';
import { paths } from '../../config/paths.ts';
import { useMenu } from '../../lib/menu.ts';
import { useSession } from '../../lib/session.tsx';
import { useSettings } from '../../lib/settings.ts';
import { CoinBalance } from '../ai/CoinBalance.tsx';
import { ExternalLink } from '../ui/ExternalLink.tsx';
import { companyLinkList } from './company-links.ts';
import { CloseIcon, ExternalIcon } from './icons.tsx';
import { AccountRows, MenuLink } from './MobileMenuRows.tsx';
import { MenuSection, rowClasses } from './MobilePanel.tsx';
import { MENU_TOP, MobileSubmenu, type SubmenuTrail } from './MobileSubmenu.tsx';
import { MAIN_LINKS } from './nav-links.ts';

/**
 * The off-canvas 'Menu' for widths of 1199 px or less (spec point 2): slides in from the left, dark, focus
 * trapped, Escape or the close button closes it and focus returns to the menu button. Departments,
 * categories and sub-categories open as sliding submenus. Loaded on first open (MenuButton) and then kept:
 * the menu data (one GET /api/menu_category, cached) and the submenu trail survive closing, so reopening
 * shows the menu where it was left; following a link resets it to the top.
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
  const menu = useMenu();
  const [trail, setTrail] = useState<SubmenuTrail>(MENU_TOP);
  const close = () => {
    setTrail(MENU_TOP);
    setOpen(false);
  };
  const links = [
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
          <nav aria-label="Mobile" className="flex flex-1 flex-col overflow-hidden">
            <MobileSubmenu
              departments={menu.data ?? []}
              loading={menu.isPending}
              trail={trail}
              onTrailChange={setTrail}
              onNavigate={close}
              first={
                <ul className="space-y-0.5">
                  <MenuLink to={paths.home} label="Home" onClick={close} />
                </ul>
              }
            >
              <MenuSection title="Explore">
                {links.map((link) => (
                  <Fragment key={link.label}>
                    <MenuLink to={link.to} label={link.label} onClick={close} />
                    {link.to === paths.designAi && <CoinBalance look="menu" onNavigate={close} />}
                  </Fragment>
                ))}
              </MenuSection>
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
            </MobileSubmenu>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
