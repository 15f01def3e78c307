import type { LoginInput } from '@app/domain';
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../config/paths.ts';
import { api } from '../api-client.ts';
import type { AuthResult } from '../auth-user.ts';

/**
 * POST /api/login: `remember` asks the server for the long (340-day) session; the password is never kept.
 * Wrong credentials come back on `password` and show under it, with no toast on top (decisions/0010).
 */
export const requestSignIn = (credentials: LoginInput) =>
  api.post<AuthResult>(apiPaths.login, credentials, { fieldsShown: ['email', 'password'] });

export const useSignIn = () => useMutation({ mutationFn: requestSignIn });
