import type { resetPasswordSchema } from '@app/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';

/** The body the server checks (the domain's resetPasswordSchema). */
export type NewPasswordBody = z.input<typeof resetPasswordSchema>;

/** The fields the new-password page shows a refusal under (the token's: as the link's problem). */
export const NEW_PASSWORD_FIELDS = ['token', 'email', 'password', 'password_confirmation'] as const;

/** POST /api/password/reset with the mailed link's token and email. */
export const resetPassword = (body: NewPasswordBody) =>
  api.post<null>(apiPaths.passwordReset, body, { fieldsShown: NEW_PASSWORD_FIELDS });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
