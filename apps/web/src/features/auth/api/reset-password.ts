import type { resetPasswordSchema } from '@app/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';

/** The body the server checks (the domain's resetPasswordSchema). */
export type NewPasswordBody = z.input<typeof resetPasswordSchema>;

/** POST /api/password/reset with the mailed link's token and email. */
export const resetPassword = (body: NewPasswordBody) => api.post<null>(apiPaths.passwordReset, body);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
