import type { AdminBrand } from '@app/domain/admin/catalogue';
import { CATALOGUE_SEARCH_MAX } from '@app/domain/admin/catalogue';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { type Column, DataTable } from '../../../components/ui/DataTable.tsx';
import { focusRing } from '../../../components/ui/focus-ring.ts';
import { Pagination } from '../../../components/ui/Pagination.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { useAdminBrands, useModerateBrand } from '../api/catalogue.ts';
import type { CatalogueParams } from './catalogue-params.ts';
import { card, emptyBox } from './console-styles.ts';
import { LoadError } from './LoadError.tsx';
import { ModerationAction } from './ModerationAction.tsx';
import { BrandState } from './ModerationState.tsx';

const BRAND_EFFECT = 'Every product of the brand leaves the catalogue at once, whoever its vendor.';

type Update = (next: Record<string, string | number | null>) => void;

const seeProducts = `rounded text-left text-sm font-medium text-brand-700 hover:underline ${focusRing}`;

function BrandAction({ brand }: { brand: AdminBrand }) {
  const moderate = useModerateBrand();
  return (
    <ModerationAction
      name={brand.name}
      hidden={brand.moderation !== null}
      effect={BRAND_EFFECT}
      onModerate={(reason) => moderate.mutateAsync({ id: brand.id, reason })}
    />
  );
}

const vendorOf = (brand: AdminBrand) => brand.vendor?.name ?? <span className="text-slate-500">none</span>;

/** A brand on a phone: a card with its vendor, what shoppers see, its products and Hide. */
function BrandCard({ brand, onProducts }: { brand: AdminBrand; onProducts: () => void }) {
  return (
    <>
      <p className="font-medium text-slate-900">{brand.name}</p>
      <p className="text-xs text-slate-600">Vendor: {vendorOf(brand)}</p>
      <BrandState brand={brand} />
      <div className="flex flex-wrap items-center justify-between gap-3 pt-1">
        <button type="button" onClick={onProducts} className={seeProducts}>
          See its products
        </button>
        <BrandAction brand={brand} />
      </div>
    </>
  );
}

/** The table's columns; the brand's cell also leads to its products. */
const brandColumns = (onProducts: (b: AdminBrand) => void): Column<AdminBrand>[] => [
  {
    header: 'Brand',
    cell: (brand) => (
      <>
        <span className="block font-medium text-slate-900">{brand.name}</span>
        <button type="button" onClick={() => onProducts(brand)} className={seeProducts}>
          See its products
        </button>
      </>
    ),
  },
  { header: 'Vendor', cell: vendorOf },
  { header: 'Shoppers see it', cell: (brand) => <BrandState brand={brand} /> },
  {
    header: <span className="sr-only">Action</span>,
    cell: (brand) => <BrandAction brand={brand} />,
    cellClassName: 'text-right',
  },
];

/** The brands tab: every brand by name with its vendor and listed products; hide or unhide a whole brand. */
export function BrandsPanel({ params, update }: { params: CatalogueParams; update: Update }) {
  const [q, setQ] = useState(params.brandsQ);
  const brands = useAdminBrands(params.brandsQ, params.brandsPage);
  const search = (e: FormEvent) => {
    e.preventDefault();
    update({ bq: q.trim(), bpage: null });
  };
  const showProducts = (b: AdminBrand) =>
    update({ tab: null, brand_id: b.id, brand: b.name, vendor_id: null, vendor: null, q: null, page: null });
  return (
    <div className="space-y-4">
      <search aria-label="Search brands">
        <form onSubmit={search} className={`${card} flex flex-wrap items-end gap-3`}>
          <TextField
            label="Brand name"
            type="search"
            value={q}
            maxLength={CATALOGUE_SEARCH_MAX}
            containerClassName="min-w-0 flex-1"
            onChange={(e) => setQ(e.target.value)}
          />
          <Button type="submit">Search</Button>
        </form>
      </search>
      <section aria-label="Brands found" aria-busy={brands.isFetching} className="space-y-4">
        {brands.isPending ? (
          <Spinner size="lg" label="Loading the brands" />
        ) : brands.isError ? (
          <LoadError onRetry={brands.refetch}>The brands could not be loaded.</LoadError>
        ) : brands.data.total === 0 ? (
          <p className={emptyBox}>No brand matches the search.</p>
        ) : (
          <>
            {/* Cards on phones, a table from 640 px. */}
            <DataTable
              caption="Brands"
              columns={brandColumns(showProducts)}
              rows={brands.data.data}
              rowKey={(b) => b.id}
              tableFrom="sm"
              cards={{
                className: 'grid gap-3 sm:hidden',
                card: (b) => <BrandCard brand={b} onProducts={() => showProducts(b)} />,
              }}
            />
            <Pagination
              page={Math.min(params.brandsPage, brands.data.last_page)}
              lastPage={brands.data.last_page}
              label="Brands pages"
              onPageChange={(page) => update({ bpage: page })}
            />
          </>
        )}
      </section>
    </div>
  );
}
