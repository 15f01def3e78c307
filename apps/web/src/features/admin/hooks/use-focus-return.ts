import { useLayoutEffect } from 'react';

/**
 * Gives the focus back to the control that opened a dialog once it closes. The shared Modal (Radix Dialog)
 * returns it only to a Dialog.Trigger; the console opens its dialogs from its own buttons and selects, so
 * without this a keyboard user would land on the page's body after Escape, Cancel or a confirmation.
 * `open`: whether the dialog is open (a dialog mounted only while open passes true).
 */
export function useFocusReturn(open: boolean) {
  useLayoutEffect(() => {
    if (!open) return;
    // Read before the dialog moves the focus inside (its focus scope runs in a later, passive effect).
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => {
      // After the dialog has left the page and dropped the focus; not if the opener is gone (an approved
      // card) or the focus has already gone somewhere on purpose.
      setTimeout(() => {
        const lost = document.activeElement === null || document.activeElement === document.body;
        if (opener?.isConnected && lost) opener.focus();
      }, 0);
    };
  }, [open]);
}

/**
 * A ref that focuses a dialog's only field as it appears, so the admin types the reason or the fee at once
 * (the dialog would otherwise start on its close button). Stable, so it runs once per opening.
 */
export const focusOnMount = (node: HTMLElement | null) => {
  node?.focus();
};
