import { MAX_NAMED_PRODUCTS } from '@app/domain/ai-design/request';
import { useState } from 'react';
import { ShowroomEntry } from '../../../components/showroom/ShowroomEntry.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { paths } from '../../../config/paths.ts';
import type { MyItem } from '../../../lib/showroom-selection.ts';
import type { RequestDraft, RequestErrors } from '../request-form.ts';
import { FormSection } from './FormSection.tsx';
import { ProductPicker } from './ProductPicker.tsx';

/** The first message on a list or any of its items (`keep`, `keep.3`). */
const listError = (errors: RequestErrors, list: 'keep' | 'avoid') =>
  Object.entries(errors).find(([k]) => k === list || k.startsWith(`${list}.`))?.[1];

function ShowroomLine({ showroom }: { showroom: MyItem | null }) {
  const [changing, setChanging] = useState(false);
  if (!showroom || changing)
    return (
      <div>
        <p className="mb-2 text-sm text-slate-700">
          The designs use the products and prices of your pro’s showroom. Enter its ID.
        </p>
        <ShowroomEntry startEditing nextPath={paths.designAi} onSelected={() => setChanging(false)} />
      </div>
    );
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 py-2.5">
      <p className="text-sm text-slate-700">
        Products and prices of <strong className="text-slate-900">{showroom.company_name}</strong>{' '}
        <span className="text-slate-500">({showroom.vsd_id})</span>
      </p>
      <Button variant="link" onClick={() => setChanging(true)}>
        Change showroom
      </Button>
    </div>
  );
}

/** 3. The budget, the showroom whose catalogue and prices are used, and the products to keep or avoid. */
export function BudgetSection({
  draft,
  errors,
  showroom,
  onChange,
}: {
  draft: RequestDraft;
  errors: RequestErrors;
  showroom: MyItem | null;
  onChange: (patch: Partial<RequestDraft>) => void;
}) {
  return (
    <FormSection
      number={3}
      title="Budget and products"
      hint="Each design’s materials, priced by the exact takeoff, stay within your budget."
    >
      <div className="space-y-5">
        <div className="max-w-xs">
          <TextField
            label="Budget for materials"
            inputMode="decimal"
            autoComplete="off"
            placeholder="e.g. 8,000"
            value={draft.budget}
            onChange={(e) => onChange({ budget: e.target.value })}
            error={errors.budget_cents}
            hint="In US dollars: tile, fixtures, vanity, lighting and their supplies. Labour is not included."
            trailing={<span className="pr-2 text-sm text-slate-500">USD</span>}
          />
        </div>
        <div>
          <ShowroomLine showroom={showroom} />
          {errors.showroom && <p className="mt-1 text-sm text-red-600">{errors.showroom}</p>}
        </div>
        {showroom && (
          <div className="grid grid-cols-1 gap-5 md:grid-cols-2">
            <ProductPicker
              label="Must keep (optional)"
              hint={`Products every design uses, up to ${MAX_NAMED_PRODUCTS}.`}
              tone="keep"
              value={draft.keep}
              other={draft.avoid}
              vsdId={showroom.vsd_id}
              error={listError(errors, 'keep')}
              onChange={(keep) => onChange({ keep })}
            />
            <ProductPicker
              label="Must avoid (optional)"
              hint={`Products no design uses, up to ${MAX_NAMED_PRODUCTS}.`}
              tone="avoid"
              value={draft.avoid}
              other={draft.keep}
              vsdId={showroom.vsd_id}
              error={listError(errors, 'avoid')}
              onChange={(avoid) => onChange({ avoid })}
            />
          </div>
        )}
      </div>
    </FormSection>
  );
}
