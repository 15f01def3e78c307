import { DEFAULT_COUNTRY_CODE } from '@app/domain';
import {
  BRAND_NAMES_MAX,
  type VendorRegisterInput,
  vendorRegisterSchema,
} from '@app/domain/vendors/registration';
import { type FieldErrors, type Resolver, set } from 'react-hook-form';

/** What the /register/vendor inputs hold while the vendor types (brands as rows, for the field array). */
export type VendorFormValues = {
  company_name: string;
  website: string;
  full_name: string;
  email: string;
  password: string;
  country_code: string;
  phone_number: string;
  brands: { name: string }[];
  agree: boolean;
};

/** The plain fields in screen order: a server error on any of them shows under it (no toast on top). */
export const VENDOR_FORM_FIELDS = [
  'company_name',
  'website',
  'full_name',
  'email',
  'password',
  'country_code',
  'phone_number',
  'agree',
] as const satisfies ReadonlyArray<keyof VendorFormValues>;

/** Every field the server may name, for the api client (no toast for a field shown on the form). */
export const VENDOR_API_FIELDS = [
  ...VENDOR_FORM_FIELDS,
  'brand_names',
  ...Array.from({ length: BRAND_NAMES_MAX }, (_, i) => `brand_names.${i}`),
];

export const VENDOR_FORM_DEFAULTS: VendorFormValues = {
  company_name: '',
  website: '',
  full_name: '',
  email: '',
  password: '',
  country_code: DEFAULT_COUNTRY_CODE,
  phone_number: '',
  brands: [{ name: '' }],
  agree: false,
};

/** The request body: the brand rows as `brand_names`, row for row (so an error's index is its row). */
export const toRegisterBody = ({ brands, agree, ...values }: VendorFormValues): VendorRegisterInput => ({
  ...values,
  // The resolver has checked it (vendorRegisterSchema): the terms are agreed.
  agree: agree as true,
  brand_names: brands.map((b) => b.name),
});

/**
 * Where a server or schema error on `brand_names` shows: a row's own error under that row's input, the
 * list's (none, too many) under the list.
 */
export function formFieldOf(path: ReadonlyArray<PropertyKey>): string {
  if (path[0] !== 'brand_names') return path.map(String).join('.');
  return path.length > 1 ? `brands.${String(path[1])}.name` : 'brands.root';
}

/**
 * Validates with the server's own schema (vendorRegisterSchema) on the body the form would send, so the
 * rules are written once; errors are put on the form's fields (formFieldOf).
 */
export const vendorFormResolver: Resolver<VendorFormValues> = async (values) => {
  const parsed = vendorRegisterSchema.safeParse(toRegisterBody(values));
  if (parsed.success) return { values, errors: {} };
  const errors: FieldErrors<VendorFormValues> = {};
  for (const issue of parsed.error.issues) {
    const name = formFieldOf(issue.path);
    if (!(name in flatten(errors))) set(errors, name, { type: 'validation', message: issue.message });
  }
  return { values: {}, errors };
};

/** The dotted names already holding an error (the first message per field wins). */
function flatten(errors: object, prefix = ''): Record<string, true> {
  const out: Record<string, true> = {};
  for (const [key, value] of Object.entries(errors)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object' && 'message' in value) out[name] = true;
    else if (value && typeof value === 'object') Object.assign(out, flatten(value, name));
  }
  return out;
}
