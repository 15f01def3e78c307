import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { TextField, type TextFieldProps } from '../ui/TextField.tsx';

export type FormattedFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'ref' | 'error'
> & {
  control: Control<T>;
  name: FieldPath<T>;
  /** Re-shapes what was typed, e.g. '42424242' into '4242 4242'. */
  format: (typed: string) => string;
  /** After the re-shaped value is stored, with the value it replaced (e.g. to move the focus on when complete). */
  onFormatted?: (value: string, previous: string) => void;
};

/** A text field whose value is re-shaped as it is typed (card number, expiry, CVV, phone). */
export function FormattedField<T extends FieldValues>({
  control,
  name,
  format,
  onFormatted,
  ...input
}: FormattedFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...input}
      error={fieldState.error?.message}
      name={field.name}
      ref={field.ref}
      value={field.value}
      onBlur={field.onBlur}
      onChange={(e) => {
        const previous: string = field.value;
        const formatted = format(e.target.value);
        field.onChange(formatted);
        onFormatted?.(formatted, previous);
      }}
    />
  );
}
