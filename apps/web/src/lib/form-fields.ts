import {
  type FieldError,
  type FieldPath,
  type FieldValues,
  get,
  type RegisterOptions,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';

/** What a registered field spreads onto TextField, SelectField or Checkbox: register()'s props and its error. */
export type BoundField = UseFormRegisterReturn & { error?: string };

/**
 * `field(name)` = `{ ...register(name), error }`, so a form does not pair every input with its error by hand.
 * Reading `formState.errors` during render keeps react-hook-form's subscription to errors. A field registers
 * when `field(name)` runs, and on a failed submit the first invalid field in registration order takes the focus:
 * call it where the field renders (in screen order), not ahead of time for a component further down.
 */
export function fieldBinder<T extends FieldValues>(form: Pick<UseFormReturn<T>, 'register' | 'formState'>) {
  return <N extends FieldPath<T>>(name: N, options?: RegisterOptions<T, N>): BoundField => ({
    ...form.register(name, options),
    error: get<UseFormReturn<T>['formState']['errors'], FieldError | undefined>(form.formState.errors, name)
      ?.message,
  });
}
