import { useState } from 'react';
import { TextField, type TextFieldProps } from './TextField.tsx';

/** Password input with a show/hide toggle (spec point 2, register step 1). */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      autoComplete="current-password"
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-label={visible ? 'Hide password' : 'Show password'}
          className="h-8 rounded px-2 text-xs font-semibold text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      }
    />
  );
}
