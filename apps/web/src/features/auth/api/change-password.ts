import type { changePasswordSchema } from '@app/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';

/** The body the server checks (the domain's changePasswordSchema). */
export type ChangePasswordBody = z.input<typeof changePasswordSchema>;

/** The fields the change-password page shows a refusal under (no toast on top then). */
export const CHANGE_PASSWORD_FIELDS = ['current_password', 'password', 'password_confirmation'] as const;

/** POST /api/change_password (signed in). */
export const changePassword = (body: ChangePasswordBody) =>
  api.post<null>(apiPaths.changePassword, body, { fieldsShown: CHANGE_PASSWORD_FIELDS });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
