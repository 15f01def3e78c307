import type { RateTableView } from '@app/domain/estimates/contract';
import { unitPriceOf } from '@app/domain/estimates/estimate-line';
import { DEFAULT_RATE_TABLE } from '@app/domain/estimates/rates';
import { formatUsd } from '@app/domain/money/cents';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { useDraftSave } from '../../../lib/draft-save.ts';
import { notify } from '../../../lib/toast.ts';
import { useRates, useSaveRates } from '../api/rates.ts';
import { toBps, typedPercent } from '../components/markup-form.ts';
import { RateTableFields } from '../components/RateTableFields.tsx';
import {
  draftOf,
  FORM_KEY,
  MARKUP_KEY,
  type RateDraft,
  rateErrorsOf,
  tableOf,
} from '../components/rate-form.ts';

/** 'At 20%, a $100.00 rate is $120.00 on your estimates.' for a typed percent. */
function MarkupPreview({ percent }: { percent: string }) {
  const bps = toBps(percent);
  if (!percent || !Number.isFinite(bps) || bps < 0) return null;
  return (
    <>
      At {percent}%, a {formatUsd(10_000)} rate is {formatUsd(unitPriceOf(10_000, bps))} on your estimates.
    </>
  );
}

type FormProps = { start: RateDraft; onReset: () => void };

/** The table as typed: a refused or failed save keeps every typed value. */
function RatesForm({ start, onReset }: FormProps) {
  const [draft, setDraft] = useState(start);
  const save = useSaveRates();
  const { errors, formError, onSubmit } = useDraftSave({
    check: () => tableOf(draft),
    save: (body) => save.mutateAsync(body),
    saved: 'Your rates are saved.',
    serverErrors: (fieldErrors, body) => rateErrorsOf(body, fieldErrors),
  });
  const refusal = formError ?? errors[FORM_KEY];

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Install rates" className="space-y-6">
      {refusal && <FormAlert>{refusal}</FormAlert>}
      <section className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
        <RateTableFields
          rates={draft.rates}
          errors={errors}
          onChange={(category, rate) => setDraft({ ...draft, rates: { ...draft.rates, [category]: rate } })}
        />
      </section>
      <section className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <TextField
          label="Labour markup (%)"
          inputMode="decimal"
          placeholder="0"
          value={draft.markup}
          error={errors[MARKUP_KEY]}
          hint="Added to your rates on the labour lines your clients see; 0 to 100%."
          onChange={(e) => setDraft({ ...draft, markup: typedPercent(e.target.value) })}
          containerClassName="max-w-xs"
        />
        <p className="mt-2 text-sm text-slate-700" aria-live="polite">
          <MarkupPreview percent={draft.markup} />
        </p>
      </section>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" size="lg" loading={save.isPending}>
          Save rates
        </Button>
        <Button variant="outline" size="lg" onClick={onReset} disabled={save.isPending}>
          Reset to suggested rates
        </Button>
      </div>
    </form>
  );
}

/**
 * The form starts from the saved table; "Reset to suggested rates" starts it again from the default table
 * (a new form, so no error of the old values stays), which is kept only when saved.
 */
function RatesEditor({ saved }: { saved: RateTableView }) {
  const [start, setStart] = useState(() => ({ draft: draftOf(saved), generation: 0, saved }));
  // A save puts the server's table in the cache: the form starts again from what was kept.
  if (start.saved !== saved) setStart({ draft: draftOf(saved), generation: start.generation + 1, saved });
  const reset = () => {
    setStart((s) => ({ ...s, draft: draftOf(DEFAULT_RATE_TABLE), generation: s.generation + 1 }));
    notify.info('The suggested rates are filled in. Save to keep them.');
  };
  return (
    <>
      {saved.is_default && (
        <FormAlert tone="info">
          You have not saved rates of your own yet: estimates are drafted at these suggested rates.
        </FormAlert>
      )}
      <RatesForm key={start.generation} start={start.draft} onReset={reset} />
    </>
  );
}

/**
 * /pro/rates: the pro's install rate per category (per sq ft, per linear ft or per piece) and the markup on
 * labour; an estimate's labour lines are drafted from them with a design's takeoff (issue 25 point 1).
 */
export default function RatesPage() {
  const rates = useRates();
  return (
    <div className="space-y-4">
      <header>
        <h1 className="text-2xl font-semibold text-slate-900 md:text-3xl">Install rates</h1>
        <p className="mt-1 text-sm text-slate-600">
          When you draft an estimate from a design, each trade’s labour line is its measured quantity at your
          rate here, plus your labour markup. Leave a rate empty to draft no labour for that trade.
        </p>
      </header>
      {rates.isPending ? (
        <Spinner size="lg" label="Loading your rates" />
      ) : rates.isError ? (
        <FormAlert>Your rates could not be loaded.</FormAlert>
      ) : (
        <RatesEditor saved={rates.data} />
      )}
    </div>
  );
}
