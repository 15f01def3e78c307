import type { CatalogImportResult } from '@app/domain/catalog/catalog-import-contract';
import { formatCount } from '@app/domain/format/number';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { ButtonLink } from '../../../components/ui/ButtonLink.tsx';
import { buttonClasses } from '../../../components/ui/button-classes.ts';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/toast.ts';
import { importTemplateUrl, useApplyCatalogImport } from '../api/catalog-imports.ts';
import { ImportFilePicker } from '../components/ImportFilePicker.tsx';
import { ImportPreview } from '../components/ImportPreview.tsx';
import { useCatalogUpload } from '../hooks/use-catalog-upload.ts';

/** Why "List" was refused: the server's message on the import, else its message. */
const applyRefusal = (failure: unknown) =>
  isApiError(failure)
    ? (failure.fieldErrors.import?.[0] ?? failure.body?.message ?? 'The products could not be listed.')
    : 'The products could not be listed.';

/** The products are listed: says how many, and where to see them. Takes the focus so it is announced. */
function Listed({ result, onAgain }: { result: CatalogImportResult; onAgain: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="import-done"
      className="space-y-3 rounded-lg border border-emerald-200 bg-emerald-50 p-5"
    >
      <h2
        id="import-done"
        ref={heading}
        tabIndex={-1}
        className="text-lg font-semibold text-emerald-900 outline-none"
      >
        {formatCount(result.products)} {result.products === 1 ? 'product is' : 'products are'} listed
      </h2>
      <p className="text-sm text-emerald-900">
        With {formatCount(result.sizes)} sizes, they are in search and in your showroom’s categories now.
      </p>
      <div className="flex flex-wrap gap-3">
        <ButtonLink to={paths.vendorProducts}>See your products</ButtonLink>
        <Button variant="outline" onClick={onAgain}>
          Import another file
        </Button>
      </div>
    </section>
  );
}

/**
 * /vendor/import: a vendor lists a whole catalogue from a CSV (issue 12, docs/api-catalog-import.md): the
 * template, the upload with its progress, the stored preview with every error by line and column, and
 * "List N products", all or nothing.
 */
export default function VendorImportPage() {
  const [files, setFiles] = useState<File[]>([]);
  const upload = useCatalogUpload();
  const apply = useApplyCatalogImport();
  const [listed, setListed] = useState<CatalogImportResult | null>(null);

  const chooseFiles = (next: File[]) => {
    setFiles(next);
    upload.reset();
    apply.reset();
  };
  const again = () => {
    setListed(null);
    chooseFiles([]);
  };
  const listProducts = (id: number) =>
    apply.mutate(id, {
      onSuccess: (reply) => {
        setListed(reply.data);
        if (reply.message) notify.success(reply.message);
      },
    });

  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold text-slate-900 md:text-3xl">Import products</h1>
        <p className="max-w-3xl text-sm text-slate-600">
          List your whole catalogue from one CSV file: one row per size, the product’s columns repeated on
          each of its rows and grouped by your own <code className="text-slate-800">product_ref</code>. Leave
          the texture columns blank and the category’s usual look is used.
        </p>
        <a href={importTemplateUrl()} download className={buttonClasses('outline', 'sm')}>
          Download the template
        </a>
      </header>

      {listed ? (
        <Listed result={listed} onAgain={again} />
      ) : (
        <>
          <ImportFilePicker files={files} onFiles={chooseFiles} upload={upload.state} onSend={upload.send} />
          {upload.state.step === 'preview' && (
            <ImportPreview
              preview={upload.state.preview}
              onApply={() => upload.state.step === 'preview' && listProducts(upload.state.preview.id)}
              applying={apply.isPending}
              applyError={apply.isError ? applyRefusal(apply.error) : null}
            />
          )}
        </>
      )}
    </div>
  );
}
