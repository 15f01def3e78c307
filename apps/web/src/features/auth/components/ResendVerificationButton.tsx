import { ResendEmailButton } from '../../../components/forms/ResendEmailButton.tsx';
import type { ButtonProps } from '../../../components/ui/Button.tsx';
import { useResendVerification } from '../api/resend-verification.ts';

/** 'Resend verification email': GET /api/email/resend, the server's message as a toast. */
export function ResendVerificationButton(props: Omit<ButtonProps, 'onClick' | 'loading'>) {
  return <ResendEmailButton {...props} resend={useResendVerification()} />;
}
