import { Button, type ButtonProps } from '../../../components/ui/Button.tsx';
import { notify } from '../../../lib/toast.ts';
import { useCooldown } from '../../../lib/use-cooldown.ts';
import { useResendAiVerification } from '../api/ai-email.ts';

/** Seconds the button rests after a resend, as the marketplace's (the server also throttles: 429). */
const RESEND_COOLDOWN_SECONDS = 30;

/** 'Resend verification email' for the AI account: GET /api/AI/design/email/resend, the server's words as a toast. */
export function ResendAiVerificationButton(props: Omit<ButtonProps, 'onClick' | 'loading'>) {
  const resend = useResendAiVerification();
  const cooldown = useCooldown(RESEND_COOLDOWN_SECONDS);
  const onClick = () => {
    cooldown.start();
    resend.mutate(undefined, {
      onSuccess: (answer) =>
        notify.success(answer.message || 'A new verification link has been sent to your email.'),
    });
  };
  return (
    <Button
      variant="outline"
      {...props}
      onClick={onClick}
      loading={resend.isPending}
      disabled={cooldown.resting || props.disabled}
    >
      {cooldown.resting && !resend.isPending
        ? `Resend verification email (${cooldown.left}s)`
        : 'Resend verification email'}
    </Button>
  );
}
