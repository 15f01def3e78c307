import { lazy, Suspense, useRef, useState } from 'react';
import { focusRing } from '../ui/focus-ring.ts';
import { MenuIcon } from './icons.tsx';

const MobileMenu = lazy(() => import('./MobileMenu.tsx'));

/** The 'Menu' button of narrow screens; the off-canvas panel's code loads when it is first opened. */
export function MenuButton() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className={`inline-flex size-10 items-center justify-center rounded-md hover:bg-black/5 ${focusRing}`}
      >
        <MenuIcon className="size-6" />
        <span className="sr-only">Open menu</span>
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenu open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      )}
    </>
  );
}
