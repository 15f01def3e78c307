import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';

/** GET /api/email/resend: mails the verification link again (rate-limited by the server: 429). */
export const resendVerification = () => api.get<null>(apiPaths.emailResend);

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
