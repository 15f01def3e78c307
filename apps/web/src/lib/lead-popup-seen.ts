/**
 * Whether this browser has already had the 'Save up to 30%' pop-up come up by itself (it does so once).
 * Not one of the spec's storage keys (point 3), so it lives here rather than in lib/storage STORAGE_KEYS.
 */
export const LEAD_POPUP_SEEN_KEY = 'lead_popup_seen';
/** How long a first-time visitor browses before the pop-up slides up by itself. */
export const LEAD_POPUP_DELAY_MS = 15_000;

export function leadPopupSeen(): boolean {
  try {
    return window.localStorage.getItem(LEAD_POPUP_SEEN_KEY) !== null;
  } catch {
    // No storage (privacy modes): never open by itself rather than on every page load.
    return true;
  }
}

export function markLeadPopupSeen(): void {
  try {
    window.localStorage.setItem(LEAD_POPUP_SEEN_KEY, '1');
  } catch {
    // Nothing to remember it in.
  }
}
