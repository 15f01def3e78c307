import { allowanceWords, DEFAULT_ALLOWANCES } from '@app/domain/estimates/allowances';
import {
  BASIS_UNITS,
  defaultBasis,
  estimateCategoryLabel,
  LABOUR_CATEGORIES,
  type LabourCategory,
} from '@app/domain/estimates/categories';
import { FieldMessages } from '../../../../components/ui/FieldMessages.tsx';
import type { AllowanceChoice } from './draft-form.ts';

const select = 'h-9 rounded-md border border-slate-300 bg-white px-2 text-sm';

/**
 * The allowance each trade gets where the homeowner has not chosen yet: the default in words, or the pro's own
 * amount per unit or lump sum, or none (that trade is left out of the draft).
 */
export function AllowanceFields({
  value,
  errors,
  onChange,
}: {
  value: Partial<Record<LabourCategory, AllowanceChoice>>;
  errors: Record<string, string>;
  onChange: (category: LabourCategory, choice: AllowanceChoice) => void;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-800">Allowances for what is not chosen yet</legend>
      <ul className="max-h-64 space-y-2 overflow-y-auto pr-1">
        {LABOUR_CATEGORIES.map((category) => {
          const choice = value[category] ?? { kind: 'default' };
          const label = estimateCategoryLabel(category);
          const error = errors[`allowances.${category}`];
          const id = `allowance-${category}`;
          return (
            <li
              key={category}
              className="grid grid-cols-1 gap-1 sm:grid-cols-[1fr_auto_8rem] sm:items-center"
            >
              <span className="text-sm text-slate-700" id={`${id}-label`}>
                {label}
              </span>
              <select
                aria-label={`${label} allowance`}
                className={select}
                value={choice.kind}
                onChange={(e) => {
                  const kind = e.target.value as AllowanceChoice['kind'];
                  onChange(
                    category,
                    kind === 'default' || kind === 'none'
                      ? { kind }
                      : { kind, typed: 'typed' in choice ? choice.typed : '' },
                  );
                }}
              >
                <option value="default">{allowanceWords(category, DEFAULT_ALLOWANCES[category])}</option>
                <option value="per_unit">$ per {BASIS_UNITS[defaultBasis(category)]}</option>
                <option value="lump_sum">$ lump sum</option>
                <option value="none">No allowance</option>
              </select>
              {'typed' in choice ? (
                <input
                  id={id}
                  aria-label={`${label} allowance in dollars`}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  inputMode="decimal"
                  className={`${select} w-full`}
                  value={choice.typed}
                  onChange={(e) => onChange(category, { kind: choice.kind, typed: e.target.value })}
                />
              ) : (
                <span />
              )}
              {error && (
                <div className="sm:col-span-3">
                  <FieldMessages id={id} error={error} />
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
