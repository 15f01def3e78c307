import { estimateCategoryLabel } from '@app/domain/estimates/categories';
import { Button } from '../../../../components/ui/Button.tsx';
import { Checkbox } from '../../../../components/ui/Checkbox.tsx';
import { TextField } from '../../../../components/ui/TextField.tsx';
import { KIND_WORDS } from './estimate-words.ts';
import type { LineDraft } from './line-drafts.ts';

/**
 * One line in the editor: its description, quantity, and for the pro's own lines (labour, allowance, fee) the
 * unit cost and markup; a material's price is the showroom's, so only its quantity changes here.
 */
export function LineFields({
  index,
  draft,
  errors,
  onChange,
  onRemove,
}: {
  index: number;
  draft: LineDraft;
  errors: Record<string, string>;
  onChange: (draft: LineDraft) => void;
  onRemove: () => void;
}) {
  const error = (field: string) => errors[`${index}.${field}`];
  const own = draft.kind !== 'material';
  const name = `${index + 1}. ${draft.description || `New ${KIND_WORDS[draft.kind].toLowerCase()} line`}`;
  return (
    <fieldset className="rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-900">{name}</legend>
      <p className="mb-2 text-xs text-slate-500">
        {KIND_WORDS[draft.kind]} · {draft.room} · {estimateCategoryLabel(draft.category)}
      </p>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]">
        <TextField
          label="Description"
          value={draft.description}
          error={error('description')}
          onChange={(e) => onChange({ ...draft, description: e.target.value })}
        />
        <TextField
          label={`Quantity (${draft.unit})`}
          inputMode="decimal"
          value={draft.quantity}
          error={error('quantity')}
          onChange={(e) => onChange({ ...draft, quantity: e.target.value })}
        />
        {own && (
          <TextField
            label="Unit cost ($)"
            inputMode="decimal"
            value={draft.unitCost}
            error={error('unitCost')}
            onChange={(e) => onChange({ ...draft, unitCost: e.target.value })}
          />
        )}
        {own && (
          <TextField
            label="Markup (%)"
            inputMode="decimal"
            value={draft.markup}
            error={error('markup')}
            onChange={(e) => onChange({ ...draft, markup: e.target.value })}
          />
        )}
      </div>
      {(error('product') || error('id') || error('line') || error('design')) && (
        <p className="mt-2 text-sm text-red-700">
          {error('product') ?? error('id') ?? error('design') ?? error('line')}
        </p>
      )}
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <Checkbox
          label="Visible to the homeowner"
          checked={draft.visible_to_client}
          onChange={(e) => onChange({ ...draft, visible_to_client: e.target.checked })}
        />
        <Button size="sm" variant="ghost" onClick={onRemove} aria-label={`Remove line ${name}`}>
          Remove
        </Button>
      </div>
    </fieldset>
  );
}
