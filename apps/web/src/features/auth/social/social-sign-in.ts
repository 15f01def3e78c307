import type { SocialProvider } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import type { AuthResult } from '../../../lib/auth-user.ts';
import { type PublicSettings, settingsQuery } from '../../../lib/settings.ts';
import { readStored, removeStored, STORAGE_KEYS, writeStored } from '../../../lib/storage.ts';
import { requestSocialSignIn } from '../api/social-sign-in.ts';
import { idTokenFromPopup, randomToken } from './id-token-popup.ts';
import { authorizationUrl } from './providers.ts';

/**
 * Client ids for the providers, from GET /api/setting (`social_login`). A provider without one is shown
 * disabled and never contacted.
 */
export type SocialLoginSettings = Partial<PublicSettings['social_login']>;

export const PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', apple: 'Apple' };

export function useSocialLoginSettings(): SocialLoginSettings {
  const { data } = useQuery(settingsQuery);
  return data?.social_login ?? {};
}

export const providerClientId = (provider: SocialProvider, settings: SocialLoginSettings) =>
  (provider === 'google' ? settings.google_client_id : settings.apple_client_id) || null;

/**
 * Gets the provider's ID token, then POST /api/sociallogin/{provider} { provider, data: { id_token, nonce } }.
 * Must be called from the click itself (the popup opens synchronously, before the first await).
 */
export async function socialSignIn(
  provider: SocialProvider,
  settings: SocialLoginSettings,
): Promise<AuthResult> {
  const clientId = providerClientId(provider, settings);
  if (!clientId) throw new Error(`${PROVIDER_NAMES[provider]} sign-in is not configured`);
  const state = randomToken();
  const nonce = randomToken();
  const url = authorizationUrl(provider, { clientId, state, nonce, origin: window.location.origin });
  const idToken = await keepingRedirect(() => idTokenFromPopup(url, state));
  const { data } = await requestSocialSignIn(provider, idToken, nonce);
  return data;
}

/**
 * The popup comes back to /login, where the app boots again and rewrites the shared redirect_to; the page
 * that asked for the sign-in keeps its own.
 */
async function keepingRedirect<T>(run: () => Promise<T>): Promise<T> {
  const kept = readStored<string>(STORAGE_KEYS.redirect_to);
  try {
    return await run();
  } finally {
    if (kept === null) removeStored(STORAGE_KEYS.redirect_to);
    else writeStored(STORAGE_KEYS.redirect_to, kept);
  }
}
