import { apiPaths } from '../config/paths.ts';
import { api } from './api-client.ts';
import { clearUserTypeCookie, setAuthToken } from './storage.ts';

/**
 * A sign-in the page refuses (spec point 4: not a User, deactivated, pending) still received a token: revoke
 * it on the server without the 'Logged Out' toast, then leave the visitor signed out. The token is put in
 * storage only for the logout call (the api-client reads it from there); the caller clears the session.
 */
export async function revokeRefusedToken(token: string | null): Promise<void> {
  clearUserTypeCookie();
  if (!token) return;
  setAuthToken(token);
  await api.post(apiPaths.logout, undefined, { silent: true, skipAuthRedirect: true }).catch(() => undefined);
}
