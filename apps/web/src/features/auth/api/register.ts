import type { RegisterInput } from '@app/domain';
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';
import type { AuthResult } from '../../../lib/auth-user.ts';

/** POST /api/register: the three steps' fields plus first/last name, type and the stored showroom. */
export const requestRegistration = (body: RegisterInput) => api.post<AuthResult>(apiPaths.register, body);

export const useRegister = () => useMutation({ mutationFn: requestRegistration });
