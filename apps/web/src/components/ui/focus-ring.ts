/** The keyboard focus ring every interactive element shares (buttons, links, menu triggers). */
export const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
