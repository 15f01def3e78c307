import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';

export type NewPasswordBody = {
  token: string;
  email: string;
  password: string;
  password_confirmation: string;
};

/** POST /api/password/reset with the mailed link's token and email. */
export const resetPassword = (body: NewPasswordBody) => api.post<null>(apiPaths.passwordReset, body);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
