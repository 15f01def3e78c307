import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { CloseIcon } from '../../../components/layout/icons.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { LEAD_POPUP_OPEN_EVENT } from '../../../lib/lead-popup-request.ts';
import { LEAD_POPUP_DELAY_MS, leadPopupSeen, markLeadPopupSeen } from '../../../lib/lead-popup-seen.ts';

/** The form (react-hook-form, the shared schema) loads when the pop-up first comes up. */
const LeadForm = lazy(() => import('./LeadForm.tsx').then((m) => ({ default: m.LeadForm })));

/**
 * The footer's slide-up 'Save up to 30%' pop-up (spec point 2) with the lead form. It comes up when asked
 * (window event LEAD_POPUP_OPEN_EVENT: the footer button, the Contact page) — then the focus moves into it —
 * and, once per browser, by itself after LEAD_POPUP_DELAY_MS without taking the focus. Not modal: the page
 * stays usable; Escape or the close button puts it away. `heldBack` (the cart, checkout and 3-D room pages:
 * features/leads/lead-popup-places.ts): it does not come up by itself there but on the next other page, and
 * one open is put away, so it never covers Add all to cart, the cart summary or the checkout buttons.
 */
export function LeadPopup({ heldBack = false }: { heldBack?: boolean }) {
  const [open, setOpen] = useState(false);
  const [due, setDue] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const panel = useRef<HTMLElement>(null);
  const focusOnOpen = useRef(false);
  const returnFocus = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const show = () => {
      markLeadPopupSeen();
      setLoaded(true);
      setOpen(true);
    };
    const onRequest = () => {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      focusOnOpen.current = true;
      show();
    };
    window.addEventListener(LEAD_POPUP_OPEN_EVENT, onRequest);
    // The timer only makes it due: it shows where it is not held back (below).
    const timer = leadPopupSeen() ? undefined : window.setTimeout(() => setDue(true), LEAD_POPUP_DELAY_MS);
    return () => {
      window.removeEventListener(LEAD_POPUP_OPEN_EVENT, onRequest);
      window.clearTimeout(timer);
    };
  }, []);

  useEffect(() => {
    if (heldBack) {
      setOpen(false);
      return;
    }
    if (!due) return;
    setDue(false);
    markLeadPopupSeen();
    setLoaded(true);
    setOpen(true);
  }, [due, heldBack]);

  useEffect(() => {
    if (!open || !focusOnOpen.current) return;
    // The form may still be loading: focus its first field once it is there, else the panel's title.
    const target = () => panel.current?.querySelector<HTMLElement>('input') ?? null;
    const field = target();
    if (field) {
      focusOnOpen.current = false;
      field.focus();
      return;
    }
    panel.current?.querySelector<HTMLElement>('h2')?.focus();
    const observer = new MutationObserver(() => {
      const late = target();
      if (!late) return;
      focusOnOpen.current = false;
      observer.disconnect();
      late.focus();
    });
    if (panel.current) observer.observe(panel.current, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [open]);

  const close = () => {
    const hadFocus = panel.current?.contains(document.activeElement);
    focusOnOpen.current = false;
    setOpen(false);
    if (hadFocus) returnFocus.current?.focus();
  };

  return (
    <section
      ref={panel}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-hidden={open ? undefined : true}
      inert={!open}
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
      className={`fixed inset-x-0 bottom-0 z-40 max-h-[90vh] overflow-y-auto rounded-t-2xl bg-white text-slate-900 shadow-2xl ring-1 ring-slate-900/10 transition-[transform,visibility] duration-500 ease-out motion-reduce:transition-none sm:inset-x-auto sm:right-4 sm:bottom-4 sm:w-[23rem] sm:rounded-2xl ${
        open ? 'visible translate-y-0' : 'invisible translate-y-[calc(100%+2rem)]'
      }`}
    >
      <div className="relative rounded-t-2xl bg-brand-700 px-5 pt-5 pb-4 text-white">
        <h2 id={titleId} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
          Save up to 30%
        </h2>
        <p className="mt-1 pr-8 text-sm text-brand-50">
          on finishing materials. Leave your details and we will send you your savings.
        </p>
        <button
          type="button"
          onClick={close}
          aria-label="Close"
          className="absolute top-3 right-3 inline-flex size-9 items-center justify-center rounded-md hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white"
        >
          <CloseIcon className="size-5" />
        </button>
      </div>
      <div className="px-5 pt-4 pb-5">
        {loaded && (
          <Suspense fallback={<Spinner label="Loading the form" />}>
            <LeadForm onSent={close} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
