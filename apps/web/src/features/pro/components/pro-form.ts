import { DEFAULT_COUNTRY_CODE } from '@app/domain';
import type { ContractorRegisterInput } from '@app/domain/pros/registration';

/** What the /register/contractor inputs hold while the pro types. */
export type ProFormValues = {
  company_name: string;
  vsd_id: string;
  full_name: string;
  email: string;
  password: string;
  country_code: string;
  phone_number: string;
  license_number: string;
  license_state: string;
  business_street: string;
  business_city: string;
  business_state: string;
  business_zip_code: string;
  trade: 'contractor' | 'designer';
  agree: boolean;
};

/** The form's fields in screen order: a server error on any of them shows under it (no toast on top). */
export const PRO_FORM_FIELDS = [
  'company_name',
  'vsd_id',
  'full_name',
  'email',
  'password',
  'country_code',
  'phone_number',
  'license_number',
  'license_state',
  'business_street',
  'business_city',
  'business_state',
  'business_zip_code',
  'trade',
  'agree',
] as const satisfies ReadonlyArray<keyof ProFormValues>;

export const PRO_FORM_DEFAULTS: ProFormValues = {
  company_name: '',
  vsd_id: '',
  full_name: '',
  email: '',
  password: '',
  country_code: DEFAULT_COUNTRY_CODE,
  phone_number: '',
  license_number: '',
  license_state: '',
  business_street: '',
  business_city: '',
  business_state: '',
  business_zip_code: '',
  trade: 'contractor',
  agree: false,
};

/** The request body: an empty showroom ID is left to the server's suggestion. */
export const toRegisterBody = ({ vsd_id, agree, ...values }: ProFormValues): ContractorRegisterInput => ({
  ...values,
  // The resolver has checked it (contractorRegisterSchema): the terms are agreed.
  agree: agree as true,
  ...(vsd_id.trim() ? { vsd_id } : {}),
});
