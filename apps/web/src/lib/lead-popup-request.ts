/**
 * Asks the footer's 'Save up to 30%' lead pop-up (spec point 2) to slide up. A window event keeps this
 * feature from importing the footer; the pop-up listens for LEAD_POPUP_OPEN_EVENT.
 */
export const LEAD_POPUP_OPEN_EVENT = 'lead-popup:open';

export const requestLeadPopup = () => window.dispatchEvent(new Event(LEAD_POPUP_OPEN_EVENT));
