import { decideSignIn } from '@app/domain';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import type { AuthResult } from '../../../lib/auth-user.ts';
import { revokeRefusedToken } from '../../../lib/refused-session.ts';
import { useSession } from '../../../lib/session.tsx';
import { isOtpVerified } from '../../../lib/storage.ts';
import { notify } from '../../../lib/toast.ts';
import { afterUserSignIn, type SignInVia } from './after-sign-in.ts';

export type SignInOutcome = 'refused' | 'verify-email' | 'admin-otp' | 'signed-in';

/**
 * Applies the main sign-in page's rules (`decideSignIn`, spec point 4) to a login or social-login answer:
 * refuse and sign out, send to /verifiction, ask the admin for the OTP, or land the User where they asked.
 */
export function useCompleteSignIn() {
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirectParam = params.get('redirect');
  const { signIn, clear } = session;

  return useCallback(
    async ({ user, token }: AuthResult, via: SignInVia): Promise<SignInOutcome> => {
      // No user or token loaded means no session (spec point 4 "Social login": logout).
      if (!user || !token) {
        await revokeRefusedToken(token);
        clear();
        return 'refused';
      }
      const decision = decideSignIn(user, { otpVerified: isOtpVerified() });
      if (decision.action === 'refuse') {
        notify.error(decision.message);
        await revokeRefusedToken(token);
        clear();
        return 'refused';
      }
      // Active or Approve from here on: signIn also sets the user-type cookie for 1 day.
      signIn(token, user);
      switch (decision.action) {
        case 'verify-email':
          navigate(paths.verifyNotice, { replace: true });
          return 'verify-email';
        case 'admin-otp':
          return 'admin-otp';
        case 'admin-account':
          navigate(paths.account, { replace: true });
          return 'signed-in';
        default:
          navigate(await afterUserSignIn(user, { redirectParam, via }), { replace: true });
          return 'signed-in';
      }
    },
    [signIn, clear, navigate, redirectParam],
  );
}
