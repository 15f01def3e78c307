import type { VendorRegistered } from '@app/domain/vendors/contract';
import type { VendorRegisterInput } from '@app/domain/vendors/registration';
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';
import { VENDOR_API_FIELDS } from '../components/vendor-form.ts';

/** POST /api/register/vendor: a 422's messages show under their fields, so no toast on top. */
export const registerVendor = (body: VendorRegisterInput) =>
  api.post<VendorRegistered>(apiPaths.registerVendor, body, { fieldsShown: VENDOR_API_FIELDS });

export const useRegisterVendor = () => useMutation({ mutationFn: registerVendor });
