import { notify } from '../../lib/toast.ts';
import { useCooldown } from '../../lib/use-cooldown.ts';
import { Button, type ButtonProps } from '../ui/Button.tsx';

/** Seconds the button rests after a resend, so a double click does not mail twice (the server also throttles). */
export const RESEND_COOLDOWN_SECONDS = 30;

/** A resend call as TanStack Query's mutation gives it: the server's answer carries its message. */
type Resend = {
  mutate: (v: undefined, o: { onSuccess: (answer: { message?: string }) => void }) => void;
  isPending: boolean;
};

/**
 * 'Resend verification email' for either account (the marketplace's GET /api/email/resend, the AI design
 * account's GET /api/AI/design/email/resend): the server's message as a toast, then a rest with its countdown.
 */
export function ResendEmailButton({
  resend,
  ...props
}: Omit<ButtonProps, 'onClick' | 'loading'> & { resend: Resend }) {
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
