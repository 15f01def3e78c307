import { decidePortalSignIn, safeRedirect } from '@app/domain';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import type { AuthResult } from '../../../lib/auth-user.ts';
import { revokeRefusedToken } from '../../../lib/refused-session.ts';
import { useSession } from '../../../lib/session.tsx';
import { notify } from '../../../lib/toast.ts';

/**
 * Applies the pro portal's rules (decidePortalSignIn, decisions/0011) to a login answer: a Contractor enters
 * the portal (or the page asked for by ?redirect=), an unconfirmed email goes to /verifiction, anyone else is
 * refused with the portal's message and signed out.
 */
export function useProSignIn() {
  const { signIn, clear } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  return useCallback(
    async ({ user, token }: AuthResult): Promise<boolean> => {
      const decision = user && token ? decidePortalSignIn(user, 'pro') : null;
      if (!decision || decision.action === 'refuse') {
        if (decision) notify.error(decision.message);
        await revokeRefusedToken(token);
        clear();
        return false;
      }
      signIn(token as string, user!);
      navigate(decision.action === 'verify-email' ? paths.verifyNotice : (redirect ?? paths.pro), {
        replace: true,
      });
      return true;
    },
    [signIn, clear, navigate, redirect],
  );
}
