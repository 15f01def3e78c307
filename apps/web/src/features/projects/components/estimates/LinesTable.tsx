import type { LineKind } from '@app/domain/estimates/estimate-line';
import { unitWords } from '@app/domain/estimates/estimate-line';
import { formatBps } from '@app/domain/format/percent';
import { formatUsd } from '@app/domain/money/cents';
import { CHANGE_CLASSES, KIND_WORDS, signedDecimal, signedUsd } from './estimate-words.ts';

export type ShownLine = {
  id: string;
  kind: LineKind;
  description: string;
  quantity: number;
  unit: string;
  unit_cost_cents?: number;
  markup_bps?: number;
  unit_price_cents: number;
  total_cents: number;
  note: string;
  /** The pro's copy: a line the homeowner does not see by name. */
  hidden?: boolean;
  /** A change order's line: what it does (estimate-words.ts changeWords), said instead of its kind. */
  change?: string | null;
};

export type ShownGroup = {
  key: string;
  title: string;
  lines: ShownLine[];
  /** The client's copy: the group's total and what no listed line shows. */
  total_cents?: number;
  other_cents?: number;
};

const cell = 'flex justify-between gap-3 px-3 py-1 md:table-cell md:py-2';
// Amounts never break after their minus sign.
const num = `${cell} whitespace-nowrap md:text-right tabular-nums`;
/** The column's name beside its value on a phone, where the rows stack as cards. */
const Small = ({ children }: { children: string }) => (
  <span aria-hidden="true" className="text-xs text-slate-500 md:hidden">
    {children}
  </span>
);

/**
 * An estimate's lines grouped by room and trade: a table on wide screens, each row a card on a phone (one
 * markup for both, so a screen reader reads the same table). `showCost`: the unit cost and markup columns
 * (the pro's copy, or an open book); a fixed price has none.
 */
export function LinesTable({ groups, showCost }: { groups: ShownGroup[]; showCost: boolean }) {
  return (
    <div className="space-y-6">
      {groups.map((group) => (
        <section key={group.key} aria-label={group.title}>
          <div className="mb-2 flex items-baseline justify-between gap-2">
            <h4 className="font-semibold text-slate-900">{group.title}</h4>
            {group.total_cents !== undefined && (
              <span className="text-sm font-semibold tabular-nums">{signedUsd(group.total_cents)}</span>
            )}
          </div>
          {group.lines.length > 0 && (
            <table className="block w-full text-sm md:table">
              <thead className="sr-only md:not-sr-only md:table-header-group">
                <tr className="border-b border-slate-200 text-left text-xs uppercase text-slate-500">
                  <th scope="col" className="px-3 py-2">
                    Item
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    Quantity
                  </th>
                  {showCost && (
                    <th scope="col" className="px-3 py-2 text-right">
                      Unit cost
                    </th>
                  )}
                  {showCost && (
                    <th scope="col" className="px-3 py-2 text-right">
                      Markup
                    </th>
                  )}
                  <th scope="col" className="px-3 py-2 text-right">
                    Unit price
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    Total
                  </th>
                </tr>
              </thead>
              <tbody className="block md:table-row-group">
                {group.lines.map((line) => (
                  <tr
                    key={line.id}
                    className={`mb-2 block rounded-md border border-slate-200 md:mb-0 md:table-row md:rounded-none md:border-0 md:border-b ${line.kind === 'allowance' ? 'bg-amber-50' : ''}`}
                  >
                    <td className="block px-3 py-2 md:table-cell">
                      {line.change && (
                        <span
                          className={`mr-2 inline-flex rounded px-1.5 py-0.5 text-xs font-semibold ${CHANGE_CLASSES[line.change] ?? ''}`}
                        >
                          {line.change}
                        </span>
                      )}
                      <span className="font-medium text-slate-900">{line.description}</span>{' '}
                      {!line.change && (
                        <span className="text-xs text-slate-500">{KIND_WORDS[line.kind]}</span>
                      )}
                      {line.kind === 'allowance' && !line.change && (
                        <span className="ml-1 text-xs font-medium text-amber-800">
                          (to be chosen: the final price may differ)
                        </span>
                      )}
                      {line.hidden && (
                        <span className="ml-1 text-xs text-slate-500">· hidden from client</span>
                      )}
                      {line.note && (
                        <p className="mt-0.5 text-xs whitespace-pre-line text-slate-500">{line.note}</p>
                      )}
                    </td>
                    <td className={num}>
                      <Small>Quantity</Small>
                      {signedDecimal(line.quantity)} {unitWords(line.unit, line.quantity)}
                    </td>
                    {showCost && (
                      <td className={num}>
                        <Small>Unit cost</Small>
                        {line.unit_cost_cents === undefined ? '—' : formatUsd(line.unit_cost_cents)}
                      </td>
                    )}
                    {showCost && (
                      <td className={num}>
                        <Small>Markup</Small>
                        {line.markup_bps === undefined ? '—' : formatBps(line.markup_bps)}
                      </td>
                    )}
                    <td className={num}>
                      <Small>Unit price</Small>
                      {formatUsd(line.unit_price_cents)}
                    </td>
                    <td className={`${num} font-medium`}>
                      <Small>Total</Small>
                      {signedUsd(line.total_cents)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {group.other_cents !== undefined && group.other_cents !== 0 && (
            <p className="mt-1 px-3 text-sm text-slate-600">
              {group.lines.length > 0 ? 'Other items' : 'Materials and labour'}:{' '}
              <span className="tabular-nums">{signedUsd(group.other_cents)}</span>
            </p>
          )}
        </section>
      ))}
    </div>
  );
}
