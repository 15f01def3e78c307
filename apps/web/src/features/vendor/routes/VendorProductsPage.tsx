import {
  PRODUCT_STATE_LABELS,
  PRODUCT_STATES,
  type VendorProductRow,
} from '@app/domain/catalog/vendor-products-contract';
import { formatCount } from '@app/domain/format/number';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/Button.tsx';
import { ButtonLink } from '../../../components/ui/ButtonLink.tsx';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { Pagination } from '../../../components/ui/Pagination.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { TextLink } from '../../../components/ui/TextLink.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/toast.ts';
import {
  useCatalogOptions,
  useProductVisibility,
  useVendorProducts,
  type VendorProductsFilter,
} from '../api/vendor-products.ts';
import { ProductsTable } from '../components/ProductsTable.tsx';

const STATE_OPTIONS = PRODUCT_STATES.map((s) => ({ value: s, label: PRODUCT_STATE_LABELS[s] }));

/** The filters live in the URL, so a filtered page can be reloaded, shared and navigated back to. */
function useFilter(): [VendorProductsFilter, (next: Partial<VendorProductsFilter>) => void] {
  const [params, setParams] = useSearchParams();
  const state = params.get('state') ?? '';
  const filter: VendorProductsFilter = {
    q: params.get('q') ?? '',
    category_id: params.get('category_id') ?? '',
    state: (PRODUCT_STATES as readonly string[]).includes(state)
      ? (state as VendorProductsFilter['state'])
      : '',
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
  };
  const update = (next: Partial<VendorProductsFilter>) => {
    // A new filter starts again at page 1.
    const merged = { ...filter, page: 1, ...next };
    const out: Record<string, string> = {};
    if (merged.q) out.q = merged.q;
    if (merged.category_id) out.category_id = merged.category_id;
    if (merged.state) out.state = merged.state;
    if (merged.page > 1) out.page = String(merged.page);
    setParams(out);
  };
  return [filter, update];
}

function Filters({
  filter,
  onChange,
}: {
  filter: VendorProductsFilter;
  onChange: (f: Partial<VendorProductsFilter>) => void;
}) {
  const options = useCatalogOptions();
  const [q, setQ] = useState(filter.q);
  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    onChange({ q: q.trim() });
  };
  const categories = (options.data?.categories ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  return (
    // The search has a row of its own until the page is wide enough for all three side by side (lg).
    <div className="grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_12rem_10rem]">
      <search className="sm:col-span-2 lg:col-span-1">
        <form onSubmit={onSearch} className="flex items-end gap-2">
          <TextField
            label="Search by name"
            type="search"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            containerClassName="flex-1"
          />
          <Button type="submit" variant="outline">
            Search
          </Button>
        </form>
      </search>
      <SelectField
        label="Category"
        placeholder="All categories"
        options={categories}
        value={filter.category_id}
        onChange={(e) => onChange({ category_id: e.target.value })}
      />
      <SelectField
        label="State"
        placeholder="Any state"
        options={STATE_OPTIONS}
        value={filter.state}
        onChange={(e) => onChange({ state: e.target.value as VendorProductsFilter['state'] })}
      />
    </div>
  );
}

function EmptyCatalogue() {
  return (
    <div className="space-y-3 rounded-lg border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-slate-600">
      <p>You have no products yet.</p>
      <p>
        <TextLink to={paths.vendorProductNew} tone="strong">
          Add a product
        </TextLink>{' '}
        with its sizes and pictures, or{' '}
        <TextLink to={paths.vendorImport} tone="strong">
          import your catalogue
        </TextLink>{' '}
        from a CSV file.
      </p>
    </div>
  );
}

/** /vendor/products: the vendor's products with their state; search, filters, pages; hide and show. */
export default function VendorProductsPage() {
  const [filter, setFilter] = useFilter();
  const products = useVendorProducts(filter);
  const visibility = useProductVisibility();
  const filtered = Boolean(filter.q || filter.category_id || filter.state);

  const onVisibility = async (product: VendorProductRow, action: 'hide' | 'show') => {
    try {
      const reply = await visibility.mutateAsync({ id: product.id, action });
      notify.success(
        reply.message ?? (action === 'hide' ? 'Your product is hidden.' : 'Your product is listed.'),
      );
    } catch (error) {
      const refusal = isApiError(error) ? (error.fieldErrors.state?.[0] ?? error.body?.message) : null;
      notify.error(refusal ?? 'The product could not be changed. Please try again.');
    }
  };

  let body: React.ReactNode;
  if (products.isPending)
    body = (
      <div className="flex justify-center py-10 text-brand-700">
        <Spinner size="lg" label="Loading your products" />
      </div>
    );
  else if (products.isError)
    body = (
      <div className="space-y-3">
        <FormAlert>Your products could not be loaded.</FormAlert>
        <Button variant="outline" onClick={() => products.refetch()}>
          Try again
        </Button>
      </div>
    );
  else if (products.data.total === 0 && !filtered) body = <EmptyCatalogue />;
  else if (products.data.total === 0)
    body = (
      <div className="space-y-3 rounded-lg border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-slate-600">
        <p>No product matches these filters.</p>
        <Button variant="outline" size="sm" onClick={() => setFilter({ q: '', category_id: '', state: '' })}>
          Clear the filters
        </Button>
      </div>
    );
  else {
    const { data, total, last_page, current_page } = products.data;
    body = (
      <div className="space-y-4">
        <p className="text-sm text-slate-600" aria-live="polite">
          {formatCount(total)} {total === 1 ? 'product' : 'products'}
        </p>
        <ProductsTable
          products={data}
          busyId={visibility.isPending ? (visibility.variables?.id ?? null) : null}
          onVisibility={onVisibility}
        />
        <Pagination
          page={current_page}
          lastPage={last_page}
          label="Products pages"
          onPageChange={(page) => setFilter({ ...filter, page })}
        />
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900 md:text-3xl">Products</h1>
        <div className="flex gap-2">
          <ButtonLink to={paths.vendorImport} variant="outline">
            Import CSV
          </ButtonLink>
          <ButtonLink to={paths.vendorProductNew}>Add product</ButtonLink>
        </div>
      </div>
      <Filters key={filter.q} filter={filter} onChange={setFilter} />
      {body}
    </div>
  );
}
