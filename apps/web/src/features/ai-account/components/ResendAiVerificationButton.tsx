import { ResendEmailButton } from '../../../components/forms/ResendEmailButton.tsx';
import type { ButtonProps } from '../../../components/ui/Button.tsx';
import { useResendAiVerification } from '../api/ai-email.ts';

/** 'Resend verification email' for the AI account: GET /api/AI/design/email/resend, the server's words as a toast. */
export function ResendAiVerificationButton(props: Omit<ButtonProps, 'onClick' | 'loading'>) {
  return <ResendEmailButton variant="outline" {...props} resend={useResendAiVerification()} />;
}
