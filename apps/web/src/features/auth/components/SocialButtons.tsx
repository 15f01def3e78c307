import { SOCIAL_PROVIDERS, type SocialProvider } from '@app/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { useSocialSignIn } from '../hooks/use-social-sign-in.ts';
import { PROVIDER_NAMES, providerClientId, useSocialLoginSettings } from '../social/social-sign-in.ts';

/** 'Continue with Google / Apple'. A provider the server has no client id for is shown disabled, with why. */
export function SocialButtons({ onAdminOtp }: { onAdminOtp: () => void }) {
  const settings = useSocialLoginSettings();
  const signInWith = useSocialSignIn(settings, onAdminOtp);
  const [busy, setBusy] = useState<SocialProvider | null>(null);

  const start = async (provider: SocialProvider) => {
    setBusy(provider);
    try {
      await signInWith(provider);
    } finally {
      setBusy(null);
    }
  };

  return (
    // One column: the sign-in card is too narrow for two 'Continue with …' labels side by side.
    <div className="grid gap-2">
      {SOCIAL_PROVIDERS.map((provider) => {
        const configured = !!providerClientId(provider, settings);
        const name = PROVIDER_NAMES[provider];
        return (
          <Button
            key={provider}
            variant="outline"
            fullWidth
            loading={busy === provider}
            disabled={!configured || (busy !== null && busy !== provider)}
            title={
              configured ? `Sign in with ${name}` : `${name} sign-in is not configured on this server yet`
            }
            onClick={() => start(provider)}
          >
            Continue with {name}
          </Button>
        );
      })}
    </div>
  );
}
