import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';

export type ChangePasswordBody = {
  current_password: string;
  password: string;
  password_confirmation: string;
};

/** POST /api/change_password (signed in). */
export const changePassword = (body: ChangePasswordBody) => api.post<null>(apiPaths.changePassword, body);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
