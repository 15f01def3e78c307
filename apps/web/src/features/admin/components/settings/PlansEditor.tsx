import { PLAN_PRICE_EFFECT } from '@app/domain/settings/setting-effects';
import { Button } from '../../../../components/ui/Button.tsx';
import { TextAreaField } from '../../../../components/ui/TextAreaField.tsx';
import { TextField } from '../../../../components/ui/TextField.tsx';
import { type PlanDraft, type SettingsDraft, typedNumber } from './settings-form.ts';

type Props = {
  draft: SettingsDraft;
  errors: Record<string, string>;
  onChange: (next: Pick<SettingsDraft, 'plans' | 'addon' | 'retryDays'>) => void;
};

const EMPTY_PLAN: PlanDraft = { code: '', name: '', price: '', features: '' };

/** The subscription plans a pro can choose, the custom theme add-on, and the renewal retry days. */
export function PlansEditor({ draft, errors, onChange }: Props) {
  const { plans, addon, retryDays } = draft;
  const setPlan = (i: number, patch: Partial<PlanDraft>) =>
    onChange({ plans: plans.map((p, j) => (j === i ? { ...p, ...patch } : p)), addon, retryDays });
  const err = (path: string) => errors[`subscription_plans.${path}`];
  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-700">{PLAN_PRICE_EFFECT}</p>
      {err('plans') && (
        <p role="alert" className="text-sm text-red-700">
          {err('plans')}
        </p>
      )}
      <ol className="space-y-4">
        {plans.map((plan, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a plan's position is its identity while its code is typed.
          <li key={i} className="rounded-md border border-slate-200 p-4">
            <fieldset className="grid gap-3 md:grid-cols-3">
              <legend className="mb-2 text-sm font-semibold text-slate-900">
                Plan {i + 1}
                {plan.name ? `: ${plan.name}` : ''}
              </legend>
              <TextField
                label="Code"
                value={plan.code}
                maxLength={40}
                error={err(`plans.${i}.code`)}
                onChange={(e) => setPlan(i, { code: e.target.value })}
              />
              <TextField
                label="Name"
                value={plan.name}
                maxLength={80}
                error={err(`plans.${i}.name`)}
                onChange={(e) => setPlan(i, { name: e.target.value })}
              />
              <TextField
                label="Price per month ($)"
                inputMode="decimal"
                value={plan.price}
                error={err(`plans.${i}.price_cents`)}
                onChange={(e) => setPlan(i, { price: typedNumber(e.target.value) })}
              />
              <TextAreaField
                label="Features (one per line)"
                value={plan.features}
                error={err(`plans.${i}.features`) ?? firstFeatureError(errors, `plans.${i}`)}
                onChange={(e) => setPlan(i, { features: e.target.value })}
                containerClassName="md:col-span-3"
              />
            </fieldset>
            <Button
              variant="outline"
              size="sm"
              className="mt-3"
              disabled={plans.length === 1}
              aria-label={`Remove plan ${i + 1}${plan.name ? ` (${plan.name})` : ''}`}
              onClick={() => onChange({ plans: plans.filter((_, j) => j !== i), addon, retryDays })}
            >
              Remove plan
            </Button>
          </li>
        ))}
      </ol>
      <Button
        variant="outline"
        disabled={plans.length >= 10}
        onClick={() => onChange({ plans: [...plans, EMPTY_PLAN], addon, retryDays })}
      >
        Add a plan
      </Button>
      {/* Drawn like a plan's box above: the legend inside the border, not cut into it. */}
      <div className="rounded-md border border-slate-200 p-4">
        <fieldset className="grid gap-3 md:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold text-slate-900">Custom theme add-on</legend>
          <TextField
            label="Add-on name"
            value={addon.name}
            maxLength={80}
            error={err('custom_addon.name')}
            onChange={(e) => onChange({ plans, addon: { ...addon, name: e.target.value }, retryDays })}
          />
          <TextField
            label="Add-on price per month ($)"
            inputMode="decimal"
            value={addon.price}
            error={err('custom_addon.price_cents')}
            onChange={(e) =>
              onChange({ plans, addon: { ...addon, price: typedNumber(e.target.value) }, retryDays })
            }
          />
          <TextAreaField
            label="Add-on features (one per line)"
            value={addon.features}
            error={err('custom_addon.features') ?? firstFeatureError(errors, 'custom_addon')}
            onChange={(e) => onChange({ plans, addon: { ...addon, features: e.target.value }, retryDays })}
            containerClassName="md:col-span-2"
          />
        </fieldset>
      </div>
      <TextField
        label="Retry a declined renewal after (days)"
        hint="Days after the due date, comma-separated, e.g. 1, 3, 5; after the last one the subscription lapses."
        value={retryDays}
        error={err('retry_days') ?? firstFeatureError(errors, 'retry_days', '')}
        onChange={(e) => onChange({ plans, addon, retryDays: e.target.value })}
        containerClassName="max-w-md"
      />
    </div>
  );
}

/** The first error of one feature line (or retry day) under `prefix`, shown on the list's field. */
function firstFeatureError(errors: Record<string, string>, prefix: string, list = '.features') {
  const key = Object.keys(errors).find((k) => k.startsWith(`subscription_plans.${prefix}${list}.`));
  return key ? errors[key] : undefined;
}
