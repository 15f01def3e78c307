import { useSearchParams } from 'react-router';
import type { ProductsFilter } from '../api/catalogue.ts';

export type CatalogueTab = 'products' | 'brands';

/** A brand or vendor the products are filtered on, with the name its chip shows. */
export type NamedFilter = { id: number; name: string } | null;

export type CatalogueParams = {
  tab: CatalogueTab;
  products: ProductsFilter;
  brand: NamedFilter;
  vendor: NamedFilter;
  brandsQ: string;
  brandsPage: number;
};

const idOf = (v: string | null) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : null;
};
const pageOf = (v: string | null) => Math.max(1, Number.parseInt(v ?? '1', 10) || 1);

/**
 * The catalogue page's tab, filters and pages live in the address (reload, back button, a shared link):
 * products `q`, `brand_id` (+ `brand` name), `vendor_id` (+ `vendor` name), `listed`, `page`; brands `bq`,
 * `bpage`; `tab=brands`.
 */
export function useCatalogueParams(): [
  CatalogueParams,
  (next: Record<string, string | number | null>) => void,
] {
  const [params, setParams] = useSearchParams();
  const brandId = idOf(params.get('brand_id'));
  const vendorId = idOf(params.get('vendor_id'));
  const listed = params.get('listed');
  const state: CatalogueParams = {
    tab: params.get('tab') === 'brands' ? 'brands' : 'products',
    products: {
      q: params.get('q') ?? '',
      brandId,
      vendorId,
      listed: listed === 'true' || listed === 'false' ? listed : '',
      page: pageOf(params.get('page')),
    },
    brand: brandId ? { id: brandId, name: params.get('brand') ?? `#${brandId}` } : null,
    vendor: vendorId ? { id: vendorId, name: params.get('vendor') ?? `#${vendorId}` } : null,
    brandsQ: params.get('bq') ?? '',
    brandsPage: pageOf(params.get('bpage')),
  };
  /** Sets (a value) or removes (null or '') each named parameter, keeping the others. */
  const update = (next: Record<string, string | number | null>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value === null || value === '' || (key.endsWith('page') && value === 1)) merged.delete(key);
      else merged.set(key, String(value));
    }
    setParams(merged);
  };
  return [state, update];
}
