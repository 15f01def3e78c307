import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';

/** GET /api/login/verify_otp with no query: the server mails (or re-mails) the admin's code. */
export const requestOtp = () => api.get<null>(apiPaths.verifyOtp);

export const useSendOtp = () => useMutation({ mutationFn: requestOtp });
