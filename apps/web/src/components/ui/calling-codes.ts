import { getCountries, getCountryCallingCode } from 'libphonenumber-js/min';
import type { SelectOption } from './SelectField.tsx';

/**
 * The country calling-code list of spec point 2 (about 230 entries, e.g. "United States (+1)"), built from
 * libphonenumber-js's metadata with names from the browser's Intl.DisplayNames. The United States comes
 * first because +1 is the default country code (spec point 9) and a select picks the first equal value.
 */
export function callingCodeOptions(locale = 'en'): SelectOption[] {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const all = getCountries().map((country) => ({
    country,
    name: names.of(country) ?? country,
    code: `+${getCountryCallingCode(country)}`,
  }));
  all.sort(
    (a, b) => Number(b.country === 'US') - Number(a.country === 'US') || a.name.localeCompare(b.name, locale),
  );
  return all.map(({ name, code }) => ({ value: code, label: `${name} (${code})` }));
}

let cached: SelectOption[] | null = null;
export const CALLING_CODES = () => {
  cached ??= callingCodeOptions();
  return cached;
};
