import type { ImportSample } from '@app/domain/catalog/catalog-import-contract';
import { formatUsd } from '@app/domain/money/cents';
import { DEFAULT_CUT_ALLOWANCE_IN } from '@app/domain/room/slab-fitting';

/** A slab's cut allowance as the checklist will use it: the imported one, else the default. */
const cutAllowance = (s: ImportSample['sizes'][number]) =>
  s.unit === 'Slab'
    ? `, cut allowance ${s.cut_allowance_in ?? DEFAULT_CUT_ALLOWANCE_IN} in at each cut end${
        s.cut_allowance_in == null ? ' (default)' : ''
      }`
    : '';

/**
 * The first products of the file as they will be listed: name, brand, category, colours and each size (a
 * slab with the cut allowance it imports).
 */
export function ImportSampleTable({ sample }: { sample: ImportSample[] }) {
  return (
    <div className="overflow-x-auto rounded-md border border-slate-200">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">Products as they will be listed</caption>
        <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col" className="px-3 py-2">
              Product
            </th>
            <th scope="col" className="hidden px-3 py-2 sm:table-cell">
              Category
            </th>
            <th scope="col" className="px-3 py-2">
              Sizes and your prices
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white align-top">
          {sample.map((p) => (
            <tr key={p.product_ref}>
              <td className="px-3 py-2">
                <p className="font-medium text-slate-900">{p.name}</p>
                <p className="text-xs text-slate-600">
                  {p.brand} · {p.colors.join(', ')}
                  {p.finish ? ` · ${p.finish}` : ''}
                </p>
                {/* On phones the category column gives way to a line here. */}
                <p className="text-xs text-slate-600 sm:hidden">{p.category}</p>
                <p className="text-xs text-slate-500">
                  {p.product_ref}, line {p.line}
                </p>
              </td>
              <td className="hidden px-3 py-2 text-slate-700 sm:table-cell">{p.category}</td>
              <td className="px-3 py-2">
                <ul className="space-y-0.5">
                  {p.sizes.map((s, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: sizes are listed in the file's order and never move
                    <li key={i} className="text-slate-700">
                      {s.label} —{' '}
                      <span className="font-semibold text-slate-900">{formatUsd(s.price_cents)}</span> /{' '}
                      {s.unit}
                      {s.box_sqft != null && <span className="text-slate-500"> ({s.box_sqft} sq ft)</span>}
                      {s.min_qty > 1 && <span className="text-slate-500">, at least {s.min_qty}</span>}
                      {s.unit === 'Slab' && <span className="text-slate-500">{cutAllowance(s)}</span>}
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
