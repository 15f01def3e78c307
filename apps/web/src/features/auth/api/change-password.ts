import type { changePasswordSchema } from '@app/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';

/** The body the server checks (the domain's changePasswordSchema). */
export type ChangePasswordBody = z.input<typeof changePasswordSchema>;

/** POST /api/change_password (signed in). */
export const changePassword = (body: ChangePasswordBody) => api.post<null>(apiPaths.changePassword, body);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
