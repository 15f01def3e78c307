import { DEFAULT_COUNTRY_CODE } from '@app/domain/shared/constants';
import { useMemo } from 'react';
import { CALLING_CODES } from './calling-codes.ts';
import { SelectField, type SelectFieldProps } from './SelectField.tsx';

/** Country calling-code select; its value is the code, e.g. "+1" (default) or "+44". */
export function CountryCodeSelect({
  label = 'Country code',
  ...rest
}: Omit<SelectFieldProps, 'options' | 'label'> & { label?: SelectFieldProps['label'] }) {
  const options = useMemo(() => CALLING_CODES(), []);
  const uncontrolledDefault =
    rest.value === undefined && rest.defaultValue === undefined ? DEFAULT_COUNTRY_CODE : undefined;
  return (
    <SelectField
      label={label}
      options={options}
      defaultValue={uncontrolledDefault}
      autoComplete="tel-country-code"
      {...rest}
    />
  );
}
