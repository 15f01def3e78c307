import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** The console control that last had the focus, and on which page. */
let last: { element: HTMLElement; path: string } | null = null;

/** A control's identity that survives re-creation: its tag, role and accessible name. */
function signature(el: Element): string {
  const root = el.getRootNode() as ParentNode;
  const labelled = el.id ? root.querySelector?.(`label[for="${CSS.escape(el.id)}"]`)?.textContent : null;
  const name =
    el.getAttribute('aria-label') ??
    labelled ??
    el.closest('label')?.textContent ??
    (el instanceof HTMLButtonElement || el instanceof HTMLAnchorElement ? el.textContent : '') ??
    '';
  return [el.tagName, el.getAttribute('role') ?? '', el.getAttribute('type') ?? '', name.trim()].join('|');
}

/** Looks for the control again while the new page draws (its list may still be loading), for up to 3 s. */
function refocus(gone: HTMLElement) {
  const wanted = signature(gone);
  const started = Date.now();
  const attempt = () => {
    const active = document.activeElement;
    // The admin has moved on by themself.
    if (active && active !== document.body) return;
    const main = document.getElementById('main');
    const match = [...(main?.querySelectorAll<HTMLElement>(gone.tagName) ?? [])].find(
      (el) => signature(el) === wanted,
    );
    if (match) match.focus();
    else if (Date.now() - started < 3000) setTimeout(attempt, 100);
  };
  attempt();
}

/**
 * The app re-creates the routed page whenever its address changes, search included (app/layouts/HomeLayout),
 * and the console keeps its tabs, filters and pages in the search: without this, switching a tab with the
 * arrow keys, applying a filter or turning a page would drop a keyboard user's focus to the top of the
 * document. It puts the focus back on the same control (by tag, role and name) in the re-created page.
 */
export function useFocusAcrossSearch() {
  const { pathname } = useLocation();
  useEffect(() => {
    const previous = last;
    if (previous && !previous.element.isConnected && previous.path === pathname) refocus(previous.element);
    const remember = (event: FocusEvent) => {
      const target = event.target;
      if (target instanceof HTMLElement && target.closest('#main'))
        last = { element: target, path: pathname };
    };
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, [pathname]);
}
