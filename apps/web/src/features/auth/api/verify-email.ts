import type { EmailVerified } from '@app/domain/accounts/contract';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';

/**
 * GET /api/email/verify/{hash}. The link is signed and expiring; whatever query the mailed link carries is
 * passed on unchanged. Silent: the page shows the server's message itself.
 */
export const verifyEmail = (hash: string, search = '') =>
  api.get<EmailVerified>(`${apiPaths.emailVerify(hash)}${search}`, { silent: true, skipAuthRedirect: true });

export const useVerifyEmail = (hash: string, search: string) =>
  useQuery({
    queryKey: ['email-verify', hash, search],
    queryFn: () => verifyEmail(hash, search),
    // A verification link is single-use: never re-run it behind the visitor's back.
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
