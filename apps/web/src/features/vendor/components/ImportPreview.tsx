import type { CatalogImportPreview } from '@app/domain/catalog/catalog-import-contract';
import { formatCount } from '@app/domain/format/number';
import { Button } from '../../../components/ui/Button.tsx';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { ImportErrorsTable } from './ImportErrorsTable.tsx';
import { ImportSampleTable } from './ImportSampleTable.tsx';

type Props = {
  preview: CatalogImportPreview;
  onApply: () => void;
  applying: boolean;
  /** Why the last "List" was refused, if it was. */
  applyError: string | null;
};

const plural = (n: number, one: string, many = `${one}s`) => `${formatCount(n)} ${n === 1 ? one : many}`;

/**
 * The stored preview of the vendor's file: what it holds, every error by line and column, the first products
 * as they will be listed, and "List N products" — enabled only when no row has an error (all or nothing).
 */
export function ImportPreview({ preview, onApply, applying, applyError }: Props) {
  const { counts } = preview;
  return (
    <section aria-labelledby="import-preview" className="space-y-4">
      <div>
        <h2 id="import-preview" className="text-lg font-semibold text-slate-900">
          2. Check the preview
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {preview.file_name || 'Your file'}: {plural(counts.products, 'product')} in{' '}
          {plural(counts.sizes, 'size')} ({plural(counts.rows, 'row')}).
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {[
          ['Products', counts.products],
          ['Sizes', counts.sizes],
          ['Rows', counts.rows],
          ['Rows with errors', counts.rows_with_errors],
        ].map(([label, value]) => (
          <div key={label} className="rounded-md border border-slate-200 bg-white px-3 py-2">
            <dt className="text-xs font-medium text-slate-600">{label}</dt>
            <dd
              className={`text-xl font-semibold tabular-nums ${
                label === 'Rows with errors' && Number(value) > 0 ? 'text-red-700' : 'text-slate-900'
              }`}
            >
              {formatCount(Number(value))}
            </dd>
          </div>
        ))}
      </dl>

      {counts.rows_with_errors > 0 ? (
        <div className="space-y-3">
          <FormAlert>
            {plural(counts.rows_with_errors, 'row has', 'rows have')} errors. Nothing is listed until every
            row is right: fix them in your file and upload it again.
          </FormAlert>
          <ImportErrorsTable errors={preview.errors} total={counts.errors} />
        </div>
      ) : (
        <FormAlert tone="info">Every row is right. The products are listed together, in one step.</FormAlert>
      )}

      <div className="space-y-2">
        <h3 className="text-base font-semibold text-slate-900">How they will be listed</h3>
        {preview.sample.length === 0 ? (
          <p className="text-sm text-slate-600">No product of this file can be listed yet.</p>
        ) : (
          <>
            <ImportSampleTable sample={preview.sample} />
            {/* The sample holds only products without an error: with errors, "the first 1 of 4" misled. */}
            {counts.rows_with_errors > 0 ? (
              <p className="text-sm text-slate-600">
                Products with an error are not shown here until their rows are fixed.
              </p>
            ) : (
              counts.products > preview.sample.length && (
                <p className="text-sm text-slate-600">
                  The first {preview.sample.length} of {plural(counts.products, 'product')}.
                </p>
              )
            )}
          </>
        )}
      </div>

      {applyError && <FormAlert>{applyError}</FormAlert>}
      <Button onClick={onApply} disabled={!preview.can_apply} loading={applying}>
        List {plural(counts.products, 'product')}
      </Button>
    </section>
  );
}
