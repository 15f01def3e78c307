import {
  BASIS_WORDS,
  basesOf,
  defaultBasis,
  estimateCategoryLabel,
  LABOUR_CATEGORIES,
  type LabourCategory,
  type RateBasis,
} from '@app/domain/estimates/categories';
import { labelClasses } from '../../../components/ui/field-classes.ts';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { basisKey, type RateDraft, type RateErrors } from './rate-form.ts';

type Rate = RateDraft['rates'][LabourCategory];

/** The table's sections, by what a trade is usually priced on: a surface's area, an edge's length, a piece. */
const GROUPS: ReadonlyArray<{ basis: RateBasis; title: string }> = [
  { basis: 'sqft', title: 'Surfaces' },
  { basis: 'lft', title: 'Edges and trim' },
  { basis: 'piece', title: 'Fixtures' },
];

const cell = 'md:px-4 md:py-3 md:align-top';

/**
 * A field's label: its column's word, shown only on a phone (the table's header names the column from 768 px),
 * read with the category ("Floor tile Rate ($ per sq ft)") so every input is named by its row.
 */
function RowLabel({ category, word, suffix }: { category: LabourCategory; word: string; suffix?: string }) {
  return (
    <>
      <span className="sr-only">{estimateCategoryLabel(category)} </span>
      <span className="md:sr-only">{word}</span>
      {suffix && <span className="sr-only"> {suffix}</span>}
    </>
  );
}

type RowProps = {
  category: LabourCategory;
  rate: Rate;
  errors: RateErrors;
  onChange: (rate: Rate) => void;
};

/** One trade: its label, its basis (a choice only where it has several) and its rate in dollars. */
function RateRow({ category, rate, errors, onChange }: RowProps) {
  const bases = basesOf(category);
  return (
    <tr className="grid grid-cols-2 gap-x-3 gap-y-2 border-t border-slate-100 px-4 py-3 md:table-row md:p-0">
      {/* From 768 px the label lines up with the inputs' text (their labels are read, not shown, there). */}
      <th scope="row" className={`col-span-2 text-left font-medium text-slate-900 ${cell} md:pt-[1.625rem]`}>
        {estimateCategoryLabel(category)}
      </th>
      <td className={cell}>
        {bases.length > 1 ? (
          <SelectField
            label={<RowLabel category={category} word="Priced" />}
            options={bases.map((b) => ({ value: b, label: BASIS_WORDS[b] }))}
            value={rate.basis}
            error={errors[basisKey(category)]}
            onChange={(e) => onChange({ ...rate, basis: e.target.value as RateBasis })}
          />
        ) : (
          // Shaped like a field (a label line, then a control's height) so it lines up with the rate beside it.
          <div>
            <div className={labelClasses}>
              <span className="md:sr-only">Priced</span>
            </div>
            <p className="flex h-10 items-center text-slate-700">{BASIS_WORDS[rate.basis]}</p>
          </div>
        )}
      </td>
      <td className={cell}>
        <TextField
          label={<RowLabel category={category} word="Rate" suffix={`($ ${BASIS_WORDS[rate.basis]})`} />}
          inputMode="decimal"
          autoComplete="off"
          placeholder="No rate"
          value={rate.dollars}
          error={errors[category]}
          onChange={(e) => onChange({ ...rate, dollars: e.target.value })}
        />
      </td>
    </tr>
  );
}

type Props = {
  rates: RateDraft['rates'];
  errors: RateErrors;
  onChange: (category: LabourCategory, rate: Rate) => void;
};

/** The rate table: a table from 768 px, a stack of rows (label above basis and rate) on a phone. */
export function RateTableFields({ rates, errors, onChange }: Props) {
  return (
    <table className="block w-full text-sm md:table">
      <caption className="sr-only">Install rates by category</caption>
      <thead className="hidden md:table-header-group">
        <tr className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">
          <th scope="col" className="px-4 py-2">
            Category
          </th>
          <th scope="col" className="w-48 px-4 py-2">
            Priced
          </th>
          <th scope="col" className="w-56 px-4 py-2">
            Rate ($)
          </th>
        </tr>
      </thead>
      {GROUPS.map((group) => (
        <tbody key={group.basis} className="block md:table-row-group">
          <tr className="block md:table-row">
            <th
              scope="rowgroup"
              colSpan={3}
              className="block border-t border-slate-200 bg-slate-50/60 px-4 py-2 text-left text-sm font-semibold text-slate-900 md:table-cell"
            >
              {group.title}
            </th>
          </tr>
          {LABOUR_CATEGORIES.filter((c) => defaultBasis(c) === group.basis).map((category) => (
            <RateRow
              key={category}
              category={category}
              rate={rates[category]}
              errors={errors}
              onChange={(rate) => onChange(category, rate)}
            />
          ))}
        </tbody>
      ))}
    </table>
  );
}
