import { decidePortalSignIn, type Portal, safeRedirect } from '@app/domain';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../config/paths.ts';
import type { AuthResult } from './auth-user.ts';
import { revokeRefusedToken } from './refused-session.ts';
import { useSession } from './session.tsx';
import { notify } from './toast.ts';

/**
 * Applies a portal's rules (decidePortalSignIn, decisions/0011) to a login answer: the portal's account type
 * enters the portal's `home` (or the page asked for by ?redirect=), an unconfirmed email goes to /verifiction,
 * anyone else is refused with the portal's message and signed out (the token it was given is revoked).
 */
export function usePortalSignIn(portal: Portal, home: string) {
  const { signIn, clear } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  return useCallback(
    async ({ user, token }: AuthResult): Promise<boolean> => {
      const decision = user && token ? decidePortalSignIn(user, portal) : null;
      if (!decision || decision.action === 'refuse') {
        if (decision) notify.error(decision.message);
        await revokeRefusedToken(token);
        clear();
        return false;
      }
      signIn(token as string, user!);
      navigate(decision.action === 'verify-email' ? paths.verifyNotice : (redirect ?? home), {
        replace: true,
      });
      return true;
    },
    [signIn, clear, navigate, redirect, portal, home],
  );
}
