import { useId } from 'react';
import { isLightSwatch, swatchFor, UNKNOWN_SWATCH } from './colour-swatches.ts';

export type ColourPickerProps = {
  colors: string[];
  value: string | null;
  onChange: (c: string) => void;
  label: string;
  className?: string;
};

/**
 * A radio group of round colour swatches. Native radios: Tab enters the group, the arrow keys move and choose.
 * The chosen colour's name is shown next to the label; a colour without a known swatch shows its name.
 */
export function ColourPicker({ colors, value, onChange, label, className = '' }: ColourPickerProps) {
  const name = useId();
  const choices = [...new Set(colors)];
  if (choices.length === 0) return null;
  return (
    <fieldset className={className}>
      <legend className="mb-2 text-sm font-medium text-slate-800">
        {label}
        {value && <span className="font-normal text-slate-600">: {value}</span>}
      </legend>
      <div className="flex flex-wrap items-center gap-2">
        {choices.map((colour) => {
          const known = swatchFor(colour);
          const fill = known ?? UNKNOWN_SWATCH;
          const selected = colour === value;
          return (
            <label
              key={colour}
              title={colour}
              className={
                'inline-flex cursor-pointer items-center gap-1.5 rounded-full p-0.5 ' +
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-4 has-[:focus-visible]:outline-brand-600 ' +
                (selected ? 'ring-2 ring-brand-600 ring-offset-2' : 'hover:ring-1 hover:ring-slate-300')
              }
            >
              <input
                type="radio"
                className="sr-only"
                name={name}
                value={colour}
                checked={selected}
                onChange={() => onChange(colour)}
              />
              <span
                aria-hidden="true"
                className={`block h-7 w-7 rounded-full border ${isLightSwatch(fill) ? 'border-slate-300' : 'border-black/10'}`}
                style={{ backgroundColor: fill }}
              />
              <span className={known ? 'sr-only' : 'pr-2 text-xs text-slate-700'}>{colour}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
