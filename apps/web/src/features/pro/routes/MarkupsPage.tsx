import { formatUsd } from '@app/domain/money/cents';
import { clientPriceExample, type Markups } from '@app/domain/pros/markups';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { useDraftSave } from '../../../lib/draft-save.ts';
import { useMarkups, useSaveMarkups } from '../api/markups.ts';
import {
  changesOf,
  draftOf,
  fieldErrorsOf,
  type MarkupDraft,
  toBps,
  toPercent,
  typedPercent,
} from '../components/markup-form.ts';
import { ProductMarkups, type ProductRow } from '../components/ProductMarkups.tsx';

/** 'On a $100.00 material your client pays $117.00; you earn $12.00.' for a typed percent. */
function Preview({ percent, feeBps }: { percent: string; feeBps: number }) {
  const bps = toBps(percent);
  if (!percent || !Number.isFinite(bps) || bps < 1000) return null;
  const { vendorCents, clientCents, earnCents } = clientPriceExample(bps, feeBps);
  return (
    <span>
      On a {formatUsd(vendorCents)} material your client pays {formatUsd(clientCents)}; you earn{' '}
      {formatUsd(earnCents)}.
    </span>
  );
}

function MarkupsForm({ saved }: { saved: Markups }) {
  const [draft, setDraft] = useState<MarkupDraft>(() => draftOf(saved));
  const [added, setAdded] = useState<ProductRow[]>([]);
  const save = useSaveMarkups();
  const { errors, formError, onSubmit } = useDraftSave({
    check: () => changesOf(draft, saved),
    save: (body) => save.mutateAsync(body),
    saved: 'Your markups are saved.',
    serverErrors: (fieldErrors, body) => fieldErrorsOf(body, fieldErrors),
    skipEmpty: true,
  });
  useEffect(() => {
    setDraft(draftOf(saved));
    setAdded([]);
  }, [saved]);
  const productRows: ProductRow[] = [
    ...saved.products,
    ...added.filter((a) => !saved.products.some((p) => p.product_id === a.product_id)),
  ];

  const departments = [...new Set(saved.categories.map((c) => c.department))];
  const defaultPercent = draft.default;

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Markups" className="space-y-6">
      {formError && <FormAlert>{formError}</FormAlert>}
      <section className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <TextField
          label="Showroom markup (%)"
          inputMode="decimal"
          required
          value={defaultPercent}
          error={errors.default}
          hint={`At least ${toPercent(saved.min_bps)}%; we recommend ${toPercent(saved.recommended_bps)}%.`}
          onChange={(e) => setDraft({ ...draft, default: typedPercent(e.target.value) })}
          containerClassName="max-w-xs"
        />
        <p className="mt-2 text-sm text-slate-700" aria-live="polite">
          <Preview percent={defaultPercent} feeBps={saved.platform_fee_bps} />
        </p>
      </section>
      {departments.map((department) => (
        <section key={department} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
          <h2 className="mb-3 text-lg font-semibold text-slate-900">{department}</h2>
          <div className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
            {saved.categories
              .filter((c) => c.department === department)
              .map((c) => (
                <TextField
                  key={c.category_id}
                  label={`${c.name} (%)`}
                  inputMode="decimal"
                  placeholder={`${defaultPercent || toPercent(saved.default_bps)} (showroom)`}
                  value={draft.categories[c.category_id] ?? ''}
                  error={errors[String(c.category_id)]}
                  onChange={(e) =>
                    setDraft({
                      ...draft,
                      categories: { ...draft.categories, [c.category_id]: typedPercent(e.target.value) },
                    })
                  }
                />
              ))}
          </div>
        </section>
      ))}
      <ProductMarkups
        rows={productRows}
        values={draft.products}
        errors={errors}
        placeholder="Its category’s"
        onChange={(id, typed) => setDraft({ ...draft, products: { ...draft.products, [id]: typed } })}
        onAdd={(row) => setAdded([...added, row])}
      />
      <Button type="submit" size="lg" loading={save.isPending}>
        Save markups
      </Button>
    </form>
  );
}

/**
 * /pro/markups: the showroom's markup, one per category (empty follows the showroom's) and one per product
 * (empty follows its category's), each at least 10% with 10% recommended, and what a client pays for a $100
 * material at that markup.
 */
export default function MarkupsPage() {
  const markups = useMarkups();
  return (
    <div className="space-y-4">
      <header>
        <h1 className="text-2xl font-semibold text-slate-900 md:text-3xl">Markups</h1>
        <p className="mt-1 text-sm text-slate-600">
          Your markup is added to every material your clients buy in your showroom; a category’s markup
          replaces the showroom’s for its products.
        </p>
      </header>
      {markups.isPending ? (
        <Spinner size="lg" label="Loading your markups" />
      ) : markups.isError ? (
        <FormAlert>Your markups could not be loaded.</FormAlert>
      ) : (
        <MarkupsForm saved={markups.data} />
      )}
    </div>
  );
}
