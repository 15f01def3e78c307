import type { ProRegistered } from '@app/domain/pros/contract';
import type { ContractorRegisterInput } from '@app/domain/pros/registration';
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';
import { PRO_FORM_FIELDS } from '../components/pro-form.ts';

/** POST /api/register/contractor: a 422's messages show under their fields, so no toast on top. */
export const registerPro = (body: ContractorRegisterInput) =>
  api.post<ProRegistered>(apiPaths.registerContractor, body, { fieldsShown: PRO_FORM_FIELDS });

export const useRegisterPro = () => useMutation({ mutationFn: registerPro });
