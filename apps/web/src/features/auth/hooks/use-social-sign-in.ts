import type { SocialProvider } from '@app/domain';
import { useCallback } from 'react';
import { progress } from '../../../lib/progress.ts';
import { type SocialLoginSettings, socialSignIn } from '../social/social-sign-in.ts';
import { useCompleteSignIn } from './use-complete-sign-in.ts';

/** Social sign-in with the progress bar; a failure only fails the bar, with no message (spec point 8). */
export function useSocialSignIn(settings: SocialLoginSettings, onAdminOtp: () => void) {
  const completeSignIn = useCompleteSignIn();
  return useCallback(
    async (provider: SocialProvider) => {
      progress.start();
      try {
        const result = await socialSignIn(provider, settings);
        progress.done();
        const outcome = await completeSignIn(result, 'social');
        if (outcome === 'admin-otp') onAdminOtp();
      } catch {
        progress.fail();
      }
    },
    [settings, completeSignIn, onAdminOtp],
  );
}
