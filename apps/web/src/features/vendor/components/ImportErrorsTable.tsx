import type { ImportRowErrorDto } from '@app/domain/catalog/catalog-import-contract';
import { formatCount } from '@app/domain/format/number';

type Props = { errors: ImportRowErrorDto[]; total: number };

/** What to fix in the file: each error on its line and column, as a spreadsheet shows them. */
export function ImportErrorsTable({ errors, total }: Props) {
  return (
    <div className="space-y-2">
      <div className="max-h-96 overflow-auto rounded-md border border-slate-200">
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <caption className="sr-only">Errors in the file, by line and column</caption>
          <thead className="sticky top-0 bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className="px-3 py-2">
                Line
              </th>
              <th scope="col" className="px-3 py-2">
                Column
              </th>
              <th scope="col" className="px-3 py-2">
                What to fix
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 bg-white align-top">
            {errors.map((e) => (
              <tr key={`${e.line}-${e.column}-${e.message}`}>
                <td className="px-3 py-2 tabular-nums text-slate-900">{e.line}</td>
                <td className="px-3 py-2 font-mono text-xs text-slate-700">{e.column}</td>
                <td className="px-3 py-2 text-red-700">{e.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {total > errors.length && (
        <p className="text-sm text-slate-600">
          Showing the first {formatCount(errors.length)} of {formatCount(total)} errors.
        </p>
      )}
    </div>
  );
}
