import { formatBps as pct } from '@app/domain/format/percent';
import type { Markups } from '@app/domain/pros/markups';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { useDraftSave } from '../../../lib/draft-save.ts';
import { useSaveCoupon } from '../api/coupons.ts';
import {
  type CouponDraft,
  checkCoupon,
  couponErrorsOf,
  emptyCouponDraft,
  markupLimitBps,
  typedDecimal,
} from './coupon-form.ts';

const KINDS = [
  { value: 'percent', label: 'Percent off the price' },
  { value: 'fixed', label: 'Amount off each item' },
];

/** The new-coupon form: its limit (the markup) shown beside the percent, errors next to their fields. */
export function NewCouponForm({ markups }: { markups: Markups }) {
  const [draft, setDraft] = useState<CouponDraft>(emptyCouponDraft);
  const save = useSaveCoupon();
  const { errors, formError, onSubmit } = useDraftSave({
    check: () => checkCoupon(draft),
    save: (body) => save.mutateAsync({ terms: body }),
    saved: 'Your coupon is saved.',
    serverErrors: couponErrorsOf,
    onSaved: () => setDraft(emptyCouponDraft),
  });
  const set = (change: Partial<CouponDraft>) => setDraft((d) => ({ ...d, ...change }));
  const limit = markupLimitBps(markups, draft.category);
  const categories = [
    { value: '', label: 'Everything in my showroom' },
    ...markups.categories.map((c) => ({
      value: String(c.category_id),
      label: `${c.department}: ${c.name} (${pct(c.markup_bps ?? markups.default_bps)})`,
    })),
  ];

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="New coupon"
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 className="text-lg font-semibold text-slate-900">New coupon</h2>
      {formError && <FormAlert>{formError}</FormAlert>}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <TextField
          label="Code"
          required
          autoCapitalize="characters"
          maxLength={20}
          value={draft.code}
          error={errors.code}
          hint="Your clients type it at checkout, e.g. SPRING10."
          onChange={(e) => set({ code: e.target.value.toUpperCase() })}
        />
        <SelectField
          label="Discount"
          required
          options={KINDS}
          value={draft.kind}
          error={errors.kind}
          onChange={(e) => set({ kind: e.target.value as CouponDraft['kind'] })}
        />
        {draft.kind === 'percent' ? (
          <TextField
            label="Percent off (%)"
            required
            inputMode="decimal"
            value={draft.percent}
            error={errors.percent}
            hint={`Of the material’s price; at most your markup, ${pct(limit)}.`}
            onChange={(e) => set({ percent: typedDecimal(e.target.value) })}
          />
        ) : (
          <TextField
            label="Amount off each item ($)"
            required
            inputMode="decimal"
            value={draft.amount}
            error={errors.amount}
            hint="It stops at your markup on each item."
            onChange={(e) => set({ amount: typedDecimal(e.target.value) })}
          />
        )}
        <SelectField
          label="Applies to"
          options={categories}
          value={draft.category}
          error={errors.category}
          onChange={(e) => set({ category: e.target.value })}
        />
        <TextField
          label="Last day (optional)"
          type="date"
          value={draft.expires}
          error={errors.expires}
          onChange={(e) => set({ expires: e.target.value })}
        />
        <TextField
          label="Usage limit (optional)"
          inputMode="numeric"
          value={draft.maxUses}
          error={errors.maxUses}
          hint="Orders it can be used on; empty for no limit."
          onChange={(e) => set({ maxUses: e.target.value.replace(/\D+/g, '') })}
        />
      </div>
      <Button type="submit" loading={save.isPending}>
        Create coupon
      </Button>
    </form>
  );
}
