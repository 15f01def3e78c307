import type { SocialProvider } from '@app/domain';
import { paths } from '../../../config/paths.ts';

/**
 * Each provider's OpenID Connect authorization request for an ID token returned in the URL fragment.
 * Google: https://developers.google.com/identity/openid-connect/openid-connect#authenticationuriparameters
 * Apple: https://developer.apple.com/documentation/sign_in_with_apple/request_an_authorization_to_the_sign_in_with_apple_server
 * (Apple answers in the fragment only when no scope is asked for; with name/email scopes it needs form_post.)
 */
export function authorizationUrl(
  provider: SocialProvider,
  opts: { clientId: string; state: string; nonce: string; origin: string },
): string {
  const redirectUri = `${opts.origin}${paths.login}`;
  const common = {
    client_id: opts.clientId,
    redirect_uri: redirectUri,
    state: opts.state,
    nonce: opts.nonce,
  };
  if (provider === 'google') {
    const query = new URLSearchParams({
      ...common,
      response_type: 'id_token',
      scope: 'openid email profile',
      prompt: 'select_account',
    });
    return `https://accounts.google.com/o/oauth2/v2/auth?${query}`;
  }
  const query = new URLSearchParams({ ...common, response_type: 'code id_token', response_mode: 'fragment' });
  return `https://appleid.apple.com/auth/authorize?${query}`;
}
