/**
 * Gets an OpenID Connect ID token from a provider in a popup, with no provider SDK: the page's CSP allows
 * no third-party script (product.md "Security decisions"). The provider sends the popup back to our own
 * origin with the token in the URL fragment; we read it there (same origin again), check `state`, close it.
 */
export type PopupOptions = { timeoutMs?: number; pollMs?: number };

export class SocialSignInCancelled extends Error {}

export function idTokenFromPopup(
  url: string,
  state: string,
  { timeoutMs = 5 * 60_000, pollMs = 250 }: PopupOptions = {},
) {
  // Opened at once, inside the click, so popup blockers let it through.
  const popup = window.open(url, 'social-sign-in', 'popup,width=500,height=680');
  return new Promise<string>((resolve, reject) => {
    if (!popup) {
      reject(new SocialSignInCancelled('The sign-in window was blocked'));
      return;
    }
    const started = Date.now();
    const finish = (outcome: () => void) => {
      clearInterval(timer);
      if (!popup.closed) popup.close();
      outcome();
    };
    const timer = setInterval(() => {
      if (popup.closed)
        return finish(() => reject(new SocialSignInCancelled('The sign-in window was closed')));
      if (Date.now() - started > timeoutMs)
        return finish(() => reject(new SocialSignInCancelled('Sign-in timed out')));
      const fragment = sameOriginFragment(popup);
      if (!fragment) return;
      const answer = new URLSearchParams(fragment);
      const idToken = answer.get('id_token');
      if (answer.get('state') !== state)
        return finish(() => reject(new Error('The sign-in answer does not match')));
      finish(() => (idToken ? resolve(idToken) : reject(new Error(answer.get('error') ?? 'No ID token'))));
    }, pollMs);
  });
}

/** The popup's fragment once it is back on our origin; null while it shows the provider (cross-origin). */
function sameOriginFragment(popup: Window): string | null {
  try {
    if (popup.location.origin !== window.location.origin) return null;
    const hash = popup.location.hash;
    return hash.length > 1 ? hash.slice(1) : null;
  } catch {
    return null;
  }
}

/** Random URL-safe text for `state` and `nonce`. */
export function randomToken(bytes = 16): string {
  const data = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(data, (b) => b.toString(16).padStart(2, '0')).join('');
}
