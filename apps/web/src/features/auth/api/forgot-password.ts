import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';

/** POST /api/password/email: the same message whether or not the account exists. */
export const requestResetLink = (body: { email: string }) => api.post<null>(apiPaths.passwordEmail, body);

export const useRequestResetLink = () => useMutation({ mutationFn: requestResetLink });
