import { adminOrdersQuery } from '@app/domain/orders/admin-orders';
import { ITEM_STATUSES, statusLabel } from '@app/domain/orders/item-status';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../../components/ui/Button.tsx';
import { SelectField } from '../../../../components/ui/SelectField.tsx';
import { TextField } from '../../../../components/ui/TextField.tsx';
import { useOrderVendors } from '../../api/admin-orders.ts';

export const ORDER_FILTER_FIELDS = ['status', 'vendor', 'q', 'placed_from', 'placed_to'] as const;
export type OrderFilterField = (typeof ORDER_FILTER_FIELDS)[number];
export type OrderFilterValues = Record<OrderFilterField, string>;

const EMPTY: OrderFilterValues = { status: '', vendor: '', q: '', placed_from: '', placed_to: '' };
const statusOptions = ITEM_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }));

/** The first message per field of the domain's own query schema (the server validates with the same). */
function checkFilters(values: OrderFilterValues): Record<string, string> {
  const parsed = adminOrdersQuery.safeParse(values);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

/**
 * The console's order filters: item status, vendor, order number or customer email, and the days placed.
 * Checked with the server's schema before they are applied; `serverErrors` (a 422 of the list) show next
 * to their fields too.
 */
export function OrdersFilters({
  values,
  onApply,
  serverErrors = {},
}: {
  values: OrderFilterValues;
  onApply: (next: OrderFilterValues) => void;
  serverErrors?: Record<string, string>;
}) {
  const [form, setForm] = useState(values);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const vendors = useOrderVendors();
  const set = (field: OrderFilterField) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [field]: e.target.value }));
  const errorOf = (field: OrderFilterField) => errors[field] ?? serverErrors[field];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = { ...form, q: form.q.trim() };
    const found = checkFilters(next);
    setErrors(found);
    if (Object.keys(found).length === 0) onApply(next);
  };
  const clear = () => {
    setForm(EMPTY);
    setErrors({});
    onApply(EMPTY);
  };
  return (
    <search aria-label="Filter orders" className="@container block">
      <form onSubmit={submit} noValidate className="grid gap-3 @lg:grid-cols-2 @3xl:grid-cols-3">
        <TextField
          label="Order number or customer email"
          type="search"
          value={form.q}
          maxLength={255}
          onChange={set('q')}
          error={errorOf('q')}
          containerClassName="@lg:col-span-2"
        />
        <SelectField
          label="Item status"
          placeholder="All statuses"
          options={statusOptions}
          value={form.status}
          onChange={set('status')}
          error={errorOf('status')}
        />
        <SelectField
          label="Vendor"
          placeholder={vendors.isPending ? 'Loading vendors…' : 'All vendors'}
          options={(vendors.data ?? []).map((v) => ({ value: String(v.id), label: v.name }))}
          value={form.vendor}
          onChange={set('vendor')}
          error={errorOf('vendor')}
        />
        <TextField
          label="Placed from"
          type="date"
          value={form.placed_from}
          onChange={set('placed_from')}
          error={errorOf('placed_from')}
        />
        <TextField
          label="Placed to"
          type="date"
          value={form.placed_to}
          onChange={set('placed_to')}
          error={errorOf('placed_to')}
        />
        <div className="flex flex-wrap gap-2 @lg:col-span-2 @3xl:col-span-3">
          <Button type="submit">Apply filters</Button>
          <Button type="button" variant="outline" onClick={clear}>
            Clear
          </Button>
        </div>
      </form>
    </search>
  );
}
