import { salesTaxEffect } from '@app/domain/settings/setting-effects';
import { US_STATES } from '@app/domain/shared/us-states';
import { useState } from 'react';
import { Checkbox } from '../../../../components/ui/Checkbox.tsx';
import { TextField } from '../../../../components/ui/TextField.tsx';
import { hundredths, typedNumber } from './settings-form.ts';

type Props = {
  taxes: Record<string, string>;
  /** The states where installation labour on an estimate is taxed too. */
  labourTaxed: readonly string[];
  errors: Record<string, string>;
  onChange: (code: string, typed: string) => void;
  onLabourTaxed: (code: string, taxed: boolean) => void;
};

/**
 * The sales-tax table: one rate per state (empty: no tax) and whether it taxes installation labour on an
 * estimate (materials always are), a search to find a state among the 51, and what the rate means for the
 * state last edited or focused.
 */
export function TaxTable({ taxes, labourTaxed, errors, onChange, onLabourTaxed }: Props) {
  const [find, setFind] = useState('');
  const [example, setExample] = useState('CA');
  const needle = find.trim().toLowerCase();
  const shown = US_STATES.filter(
    (s) => !needle || s.name.toLowerCase().includes(needle) || s.code.toLowerCase() === needle,
  );
  const state = US_STATES.find((s) => s.code === example) ?? US_STATES[0];
  const bps = hundredths(taxes[state.code] ?? '');
  return (
    <div className="@container space-y-4">
      <div className="flex flex-wrap items-end gap-x-4 gap-y-2">
        <TextField
          label="Find a state"
          type="search"
          value={find}
          onChange={(e) => setFind(e.target.value)}
          containerClassName="w-full max-w-xs"
        />
        <p className="text-sm text-slate-700" aria-live="polite">
          {salesTaxEffect(state.name, Number.isNaN(bps) ? 0 : bps)}
        </p>
      </div>
      {shown.length === 0 ? (
        <p className="text-sm text-slate-600">No state matches “{find}”.</p>
      ) : (
        <div className="grid gap-x-4 gap-y-3 @md:grid-cols-2 @2xl:grid-cols-3 @4xl:grid-cols-4">
          {shown.map((s) => (
            <div key={s.code} className="space-y-1.5">
              <TextField
                label={`${s.name} (%)`}
                inputMode="decimal"
                placeholder="No tax"
                value={taxes[s.code] ?? ''}
                error={errors[`sales_tax_bps_by_state.${s.code}`]}
                onFocus={() => setExample(s.code)}
                onChange={(e) => {
                  setExample(s.code);
                  onChange(s.code, typedNumber(e.target.value));
                }}
              />
              <Checkbox
                label={`Labour taxed in ${s.name}`}
                checked={labourTaxed.includes(s.code)}
                onChange={(e) => onLabourTaxed(s.code, e.target.checked)}
              />
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
