import { Button, type ButtonProps } from '../../../components/ui/Button.tsx';
import { notify } from '../../../lib/toast.ts';
import { useCooldown } from '../../../lib/use-cooldown.ts';
import { useResendVerification } from '../api/resend-verification.ts';

/** Seconds the button rests after a resend, so a double click does not mail twice (the server also throttles). */
export const RESEND_COOLDOWN_SECONDS = 30;

/** 'Resend verification email': GET /api/email/resend, the server's message as a toast. */
export function ResendVerificationButton(props: Omit<ButtonProps, 'onClick' | 'loading'>) {
  const resend = useResendVerification();
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
