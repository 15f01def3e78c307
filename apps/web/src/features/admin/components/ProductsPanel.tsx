import { CATALOGUE_SEARCH_MAX } from '@app/domain/admin/catalogue';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { focusRing } from '../../../components/ui/focus-ring.ts';
import { Pagination } from '../../../components/ui/Pagination.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { useAdminProducts } from '../api/catalogue.ts';
import type { CatalogueParams, NamedFilter } from './catalogue-params.ts';
import { card, emptyBox } from './console-styles.ts';
import { countLabel } from './count-label.ts';
import { LoadError } from './LoadError.tsx';
import { ProductsTable } from './ProductsTable.tsx';

const LISTED_OPTIONS = [
  { value: 'true', label: 'Listed' },
  { value: 'false', label: 'Not listed' },
];

type Update = (next: Record<string, string | number | null>) => void;

/** A filter on a brand or vendor, with a button that removes it. */
function FilterChip({ what, filter, onClear }: { what: string; filter: NamedFilter; onClear: () => void }) {
  if (!filter) return null;
  return (
    <li className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pl-3 pr-1 text-sm text-brand-800">
      {what}: {filter.name}
      <button
        type="button"
        onClick={onClear}
        aria-label={`Remove the ${what.toLowerCase()} filter`}
        className={`rounded-full px-2 hover:bg-brand-100 ${focusRing}`}
      >
        ×
      </button>
    </li>
  );
}

/** The products tab: search by name or hash, listed or not, by brand and by vendor; hide or unhide each. */
export function ProductsPanel({ params, update }: { params: CatalogueParams; update: Update }) {
  const { products: filter, brand, vendor } = params;
  const [q, setQ] = useState(filter.q);
  const products = useAdminProducts(filter);
  const search = (e: FormEvent) => {
    e.preventDefault();
    update({ q: q.trim(), page: null });
  };
  return (
    <div className="space-y-4">
      <div className={`${card} space-y-3`}>
        <search aria-label="Search products">
          <form
            onSubmit={search}
            className="grid gap-3 sm:grid-cols-2 sm:items-end lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto]"
          >
            <TextField
              containerClassName="sm:col-span-2 lg:col-span-1"
              label="Product name or hash"
              type="search"
              value={q}
              maxLength={CATALOGUE_SEARCH_MAX}
              onChange={(e) => setQ(e.target.value)}
            />
            <SelectField
              label="Shoppers see it"
              placeholder="All products"
              options={LISTED_OPTIONS}
              value={filter.listed}
              onChange={(e) => update({ listed: e.target.value, page: null })}
            />
            <Button type="submit" className="sm:justify-self-start lg:justify-self-auto">
              Search
            </Button>
          </form>
        </search>
        {(brand || vendor) && (
          <ul aria-label="Filters" className="flex flex-wrap gap-2">
            <FilterChip
              what="Brand"
              filter={brand}
              onClear={() => update({ brand_id: null, brand: null, page: null })}
            />
            <FilterChip
              what="Vendor"
              filter={vendor}
              onClear={() => update({ vendor_id: null, vendor: null, page: null })}
            />
          </ul>
        )}
      </div>
      <section aria-label="Products found" aria-busy={products.isFetching} className="space-y-4">
        {products.isPending ? (
          <Spinner size="lg" label="Loading the products" />
        ) : products.isError ? (
          <LoadError onRetry={products.refetch}>The products could not be loaded.</LoadError>
        ) : products.data.total === 0 ? (
          <p className={emptyBox}>No product matches these filters.</p>
        ) : (
          <>
            <p className="text-sm text-slate-600" aria-live="polite">
              {countLabel(products.data.total, 'product')}
            </p>
            <ProductsTable
              products={products.data.data}
              onBrand={(b) => update({ brand_id: b.id, brand: b.name, page: null })}
              onVendor={(v) => update({ vendor_id: v.id, vendor: v.name, page: null })}
            />
            <Pagination
              page={Math.min(filter.page, products.data.last_page)}
              lastPage={products.data.last_page}
              label="Products pages"
              onPageChange={(page) => update({ page })}
            />
          </>
        )}
      </section>
    </div>
  );
}
