import type { SocialProvider } from '@app/domain';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';
import type { AuthResult } from '../../../lib/auth-user.ts';

/**
 * POST /api/sociallogin/{provider} with the provider's ID token and the nonce we asked it to carry.
 * Silent: a social failure only fails the progress bar (spec point 8), so no toast is raised here.
 */
export const requestSocialSignIn = (provider: SocialProvider, idToken: string, nonce?: string) =>
  api.post<AuthResult>(
    apiPaths.socialLogin(provider),
    { provider, data: { id_token: idToken, nonce } },
    { silent: true },
  );
