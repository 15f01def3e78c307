import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { focusRing } from './focus-ring.ts';

export type DropdownOption<T extends string> = { value: T; label: string };

export type DropdownProps<T extends string> = {
  label: string;
  value: T;
  options: DropdownOption<T>[];
  onChange: (v: T) => void;
  /** Visually hide the label in the button (screen readers still read it). */
  hideLabel?: boolean;
  className?: string;
};

/** A button showing the chosen option ("Sort by: Newest") that opens a keyboard-accessible menu of options. */
export function Dropdown<T extends string>({
  label,
  value,
  options,
  onChange,
  hideLabel,
  className = '',
}: DropdownProps<T>) {
  const chosen = options.find((o) => o.value === value);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={chosen ? `${label}: ${chosen.label}` : label}
        className={
          'inline-flex h-10 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 ' +
          `shadow-sm hover:bg-slate-50 data-[state=open]:border-brand-600 ${focusRing} ${className}`
        }
      >
        <span className={hideLabel ? 'sr-only' : 'text-slate-600'}>{label}:</span>
        <span className="font-medium">{chosen?.label ?? ''}</span>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 text-slate-500" fill="currentColor">
          <path d="M5.23 7.21a.75.75 0 0 1 1.06.02L10 11.17l3.71-3.94a.75.75 0 1 1 1.08 1.04l-4.25 4.5a.75.75 0 0 1-1.08 0l-4.25-4.5a.75.75 0 0 1 .02-1.06Z" />
        </svg>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-44 rounded-md border border-slate-200 bg-white p-1 text-sm shadow-lg"
        >
          <DropdownMenu.RadioGroup value={value} onValueChange={(v) => onChange(v as T)}>
            {options.map((o) => (
              <DropdownMenu.RadioItem
                key={o.value}
                value={o.value}
                className="relative flex cursor-pointer select-none items-center rounded py-2 pr-3 pl-8 text-slate-800 outline-none data-[highlighted]:bg-brand-50 data-[state=checked]:font-semibold data-[highlighted]:text-brand-900"
              >
                <DropdownMenu.ItemIndicator className="absolute left-2 inline-flex w-4 justify-center text-brand-700">
                  <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
                    <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-7.5 7.5a1 1 0 0 1-1.4 0L3.3 9.7a1 1 0 1 1 1.4-1.4l3.8 3.8 6.8-6.8a1 1 0 0 1 1.4 0Z" />
                  </svg>
                </DropdownMenu.ItemIndicator>
                {o.label}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
