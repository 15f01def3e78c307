import { TextField, type TextFieldProps } from './TextField.tsx';

/** An email input: the email keyboard on phones and the browser's saved address; labelled 'Email' unless told. */
export function EmailField({
  label = 'Email',
  ...rest
}: Omit<TextFieldProps, 'type' | 'label'> & { label?: TextFieldProps['label'] }) {
  return <TextField label={label} type="email" inputMode="email" autoComplete="email" {...rest} />;
}
