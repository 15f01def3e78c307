import { REGISTER_STEPS, type RegisterInput } from '@app/domain';
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';
import type { AuthResult } from '../../../lib/auth-user.ts';

/**
 * POST /api/register: the three steps' fields plus first/last name, type and the stored showroom. The wizard
 * shows a server error under its field (on its step), so such a 422 raises no toast on top (decisions/0010).
 */
export const requestRegistration = (body: RegisterInput) =>
  api.post<AuthResult>(apiPaths.register, body, { fieldsShown: REGISTER_STEPS.flat() });

export const useRegister = () => useMutation({ mutationFn: requestRegistration });
