import type { LoginInput } from '@app/domain';
import type { Verification } from '@app/domain/pros/registration';
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';

/** POST /api/account_verify: where a pro's verification stands, after the same checks as sign-in. */
export const checkVerification = (body: LoginInput) =>
  api.post<Verification>(apiPaths.accountVerify, body, { fieldsShown: ['email', 'password'] });

export const useCheckVerification = () => useMutation({ mutationFn: checkVerification });
