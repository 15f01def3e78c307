import { TOAST_MS } from '@app/domain/shared/constants';
import { createElement } from 'react';
import { type Id, type ToastContainerProps, toast } from 'react-toastify/unstyled';
import { type ToastLinkTarget, ToastWithLink } from './toast-link.tsx';

/** Toasts of spec point 8: top-right, 10 s, progress bar, close button, paused on hover. */
export const toastContainerProps: ToastContainerProps = {
  position: 'top-right',
  autoClose: TOAST_MS,
  hideProgressBar: false,
  closeButton: true,
  pauseOnHover: true,
  closeOnClick: false,
  newestOnTop: true,
  theme: 'light',
};

/**
 * A toast belongs to the page it was raised on and is dismissed when the visitor leaves it (a refusal on
 * /checkout-payment must not show on /thankyou). `nextPage` is for a message about where the visitor is
 * being sent ('Your password has been reset. Please sign in.'): it lives on the next page instead.
 */
type ToastOptions = {
  nextPage?: boolean;
  /** A link after the words, to where the news can be followed (a placed order: /your_orders). */
  link?: ToastLinkTarget;
};
const NEXT_PAGE = Symbol('next page');
const pageOf = new Map<Id, string | typeof NEXT_PAGE>();
let currentPage: string | null = null;

function raise(kind: 'success' | 'error' | 'warning' | 'info', text: string, opts?: ToastOptions) {
  // The same text twice at once shows once (toastId = kind and text).
  const id = `${kind}:${text}`;
  pageOf.set(id, opts?.nextPage ? NEXT_PAGE : (currentPage ?? window.location.pathname));
  const content = opts?.link ? createElement(ToastWithLink, { text, link: opts.link }) : text;
  return toast[kind](content, { toastId: id, onClose: () => pageOf.delete(id) });
}

/** One place to raise a toast. */
export const notify = {
  success: (text: string, opts?: ToastOptions) => raise('success', text, opts),
  error: (text: string, opts?: ToastOptions) => raise('error', text, opts),
  warning: (text: string, opts?: ToastOptions) => raise('warning', text, opts),
  info: (text: string, opts?: ToastOptions) => raise('info', text, opts),
};

/** The visitor is on `pathname` now: toasts of other pages go, a next-page toast settles on this one. */
export function pageShown(pathname: string) {
  if (pathname === currentPage) return;
  currentPage = pathname;
  for (const [id, page] of pageOf) {
    if (page === NEXT_PAGE) pageOf.set(id, pathname);
    else if (page !== pathname) {
      pageOf.delete(id);
      toast.dismiss(id);
    }
  }
}

/** Dismisses toasts as the router moves between pages (a query-only change stays on the page). */
export function followPages(router: {
  state: { location: { pathname: string } };
  subscribe: (fn: (state: { location: { pathname: string } }) => void) => () => void;
}) {
  pageShown(router.state.location.pathname);
  return router.subscribe((state) => pageShown(state.location.pathname));
}
