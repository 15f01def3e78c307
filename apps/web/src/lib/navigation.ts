/**
 * Navigation from outside React (api-client on 401, session logout). The router registers itself at start;
 * until then (and in unit tests) a full page load is used.
 */
type Navigator = (to: string, opts?: { replace?: boolean }) => void | Promise<void>;

const pageLoad: Navigator = (to, opts) =>
  opts?.replace ? window.location.replace(to) : window.location.assign(to);
let navigator: Navigator = pageLoad;

export function setNavigator(next: Navigator | null): void {
  navigator = next ?? pageLoad;
}

/** Resolves once the new page is rendered (the router loads lazy screens first, then renders synchronously). */
export async function navigateTo(to: string, opts?: { replace?: boolean }): Promise<void> {
  await navigator(to, opts);
}

/** Path and query of the page the visitor is on, e.g. "/checkout?step=2". */
export const currentPath = () => `${window.location.pathname}${window.location.search}`;
