import type { PlatformSettings } from '@app/domain/settings/platform-settings';
import {
  platformFeeEffect,
  returnShippingEffect,
  shippingChargeEffect,
} from '@app/domain/settings/setting-effects';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/Button.tsx';
import { FormAlert } from '../../../../components/ui/FormAlert.tsx';
import { TextField } from '../../../../components/ui/TextField.tsx';
import { useDraftSave } from '../../../../lib/draft-save.ts';
import { useSaveAdminSettings } from '../../api/admin-settings.ts';
import { AiCoinsEditor } from './AiCoinsEditor.tsx';
import { PlansEditor } from './PlansEditor.tsx';
import {
  changesOf,
  draftOf,
  hundredths,
  type SettingsDraft,
  serverErrorsOf,
  typedNumber,
} from './settings-form.ts';
import { TaxTable } from './TaxTable.tsx';

const card = 'rounded-lg border border-slate-200 bg-white p-5 shadow-sm';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={`${card} space-y-4`}>
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A typed amount's effect in words, or nothing while it is not a number yet. */
const effect = (typed: string, words: (n: number) => string) => {
  const n = hundredths(typed);
  return Number.isNaN(n) ? null : words(n);
};

/** The settings form: each change checked by the server's schema first, then saved in one PUT. */
export function SettingsForm({ saved }: { saved: PlatformSettings }) {
  const [draft, setDraft] = useState<SettingsDraft>(() => draftOf(saved));
  const save = useSaveAdminSettings();
  const { errors, formError, onSubmit } = useDraftSave({
    check: () => changesOf(draft, saved),
    save: (body) => save.mutateAsync(body),
    saved: 'The settings are saved.',
    serverErrors: serverErrorsOf,
    skipEmpty: true,
  });
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => setDraft(draftOf(saved)), [saved]);
  // The first field in error takes the focus, so a keyboard or screen-reader user lands on it.
  useEffect(() => {
    if (Object.keys(errors).length > 0)
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const set = (patch: Partial<SettingsDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const pending = changesOf(draft, saved);
  const unsaved = Object.keys(pending.body).length + Object.keys(pending.errors).length > 0;

  return (
    <form ref={form} noValidate onSubmit={onSubmit} aria-label="Settings" className="space-y-6">
      {formError && <FormAlert>{formError}</FormAlert>}
      <Section id="settings-fee" title="Platform fee">
        <TextField
          label="Platform fee (%)"
          inputMode="decimal"
          required
          value={draft.fee}
          error={errors.platform_fee_bps}
          hint="Added to every vendor price; between 0% and 100%."
          onChange={(e) => set({ fee: typedNumber(e.target.value) })}
          containerClassName="max-w-xs"
        />
        <p className="text-sm text-slate-700" aria-live="polite">
          {effect(draft.fee, platformFeeEffect)}
        </p>
      </Section>
      <Section id="settings-shipping" title="Shipping and returns">
        <div className="grid gap-4 md:grid-cols-2">
          <div className="space-y-2">
            <TextField
              label="Shipping charge per order ($)"
              inputMode="decimal"
              required
              value={draft.shipping}
              error={errors.shipping_charge_cents}
              onChange={(e) => set({ shipping: typedNumber(e.target.value) })}
            />
            <p className="text-sm text-slate-700" aria-live="polite">
              {effect(draft.shipping, shippingChargeEffect)}
            </p>
          </div>
          <div className="space-y-2">
            <TextField
              label="Return shipping ($)"
              inputMode="decimal"
              required
              value={draft.returnShipping}
              error={errors.return_shipping_cents}
              onChange={(e) => set({ returnShipping: typedNumber(e.target.value) })}
            />
            <p className="text-sm text-slate-700" aria-live="polite">
              {effect(draft.returnShipping, returnShippingEffect)}
            </p>
          </div>
        </div>
      </Section>
      <Section id="settings-tax" title="Sales tax by state">
        <TaxTable
          taxes={draft.taxes}
          labourTaxed={draft.labourTaxed}
          errors={errors}
          onChange={(code, typed) => setDraft((d) => ({ ...d, taxes: { ...d.taxes, [code]: typed } }))}
          onLabourTaxed={(code, taxed) =>
            setDraft((d) => ({
              ...d,
              labourTaxed: taxed ? [...d.labourTaxed, code] : d.labourTaxed.filter((c) => c !== code),
            }))
          }
        />
      </Section>
      <Section id="settings-plans" title="Subscription plans">
        <PlansEditor draft={draft} errors={errors} onChange={set} />
      </Section>
      <Section id="settings-ai-coins" title="AI design coins">
        <AiCoinsEditor coins={draft.coins} errors={errors} onChange={(coins) => set({ coins })} />
      </Section>
      {/* Kept in view at the bottom of the screen: the form is several screens long. */}
      <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:bottom-3 sm:mx-0 sm:rounded-lg sm:border sm:shadow-md">
        <Button type="submit" loading={save.isPending}>
          Save settings
        </Button>
        <p className="text-sm text-slate-600">
          {unsaved ? 'You have unsaved changes.' : 'No unsaved changes.'}
        </p>
      </div>
    </form>
  );
}
