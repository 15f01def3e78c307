import { useEffect } from 'react';

/**
 * The layout re-creates the routed view whenever the full path changes, query included (spec point 2), so a
 * list page is mounted afresh after every filter, sort or page change. What the visitor was doing lives
 * here across that: where the keyboard focus was, and whether the folded filter panel was open.
 *
 * Elements that should get focus back sit inside a wrapper with `data-focus-key`; the focus returns to the
 * control at the same position inside the wrapper with that key (or the wrapper itself when it is focusable).
 */
const FOCUSABLE = 'input, button, select, a[href], [tabindex]:not([tabindex="-1"])';
const RESTORE_WITHIN_MS = 3000;

let pending: { key: string; index: number; at: number } | null = null;
let filtersOpen = false;

/** Remember the focused control before the query changes; `key` forces a wrapper (e.g. the results). */
export function rememberFocus(key?: string) {
  if (key) {
    pending = { key, index: -1, at: Date.now() };
    return;
  }
  let active = document.activeElement;
  // A choice in a pop-up menu (the sort dropdown) belongs to the button that opened the menu.
  const menu = active?.closest('[role="menu"]');
  if (menu?.id) active = document.querySelector(`[aria-controls="${menu.id}"]`) ?? active;
  const wrapper = active instanceof HTMLElement ? active.closest<HTMLElement>('[data-focus-key]') : null;
  if (!wrapper || !active) {
    pending = null;
    return;
  }
  const index = [...wrapper.querySelectorAll(FOCUSABLE)].indexOf(active);
  pending = { key: wrapper.dataset.focusKey ?? '', index, at: Date.now() };
}

/** On the remounted page: put the focus back once the remembered control is there. */
export function useRestoreFocus() {
  useEffect(() => {
    if (!pending) return;
    if (Date.now() - pending.at > RESTORE_WITHIN_MS) {
      pending = null;
      return;
    }
    const key = pending.key;
    const wrapper = [...document.querySelectorAll<HTMLElement>('[data-focus-key]')].find(
      (el) => el.dataset.focusKey === key,
    );
    if (!wrapper) return;
    const controls = [...wrapper.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const target = pending.index >= 0 ? (controls[pending.index] ?? controls[0]) : wrapper;
    pending = null;
    target?.focus({ preventScroll: true });
  });
}

export const filterPanelMemory = {
  get open() {
    return filtersOpen;
  },
  set open(value: boolean) {
    filtersOpen = value;
  },
};
