import type { forgotPasswordSchema } from '@app/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';

/** POST /api/password/email: the same message whether or not the account exists. */
export const requestResetLink = (body: z.input<typeof forgotPasswordSchema>) =>
  api.post<null>(apiPaths.passwordEmail, body, { fieldsShown: ['email'] });

export const useRequestResetLink = () => useMutation({ mutationFn: requestResetLink });
