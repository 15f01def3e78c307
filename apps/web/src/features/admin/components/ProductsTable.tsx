import type { AdminProduct } from '@app/domain/admin/catalogue';
import { focusRing } from '../../../components/ui/focus-ring.ts';
import { useModerateProduct } from '../api/catalogue.ts';
import { td, th } from './console-styles.ts';
import { ModerationAction } from './ModerationAction.tsx';
import { ProductState } from './ModerationState.tsx';

const PRODUCT_EFFECT = 'Shoppers stop seeing it at once, in every showroom, search and cart.';
const chip = `rounded text-left font-medium text-brand-700 hover:underline ${focusRing}`;

type Props = {
  products: AdminProduct[];
  onBrand: (brand: { id: number; name: string }) => void;
  onVendor: (vendor: { id: number; name: string }) => void;
};

function Action({ product }: { product: AdminProduct }) {
  const moderate = useModerateProduct();
  return (
    <ModerationAction
      name={product.name}
      hidden={product.moderation !== null}
      effect={PRODUCT_EFFECT}
      onModerate={(reason) => moderate.mutateAsync({ id: product.id, reason })}
    />
  );
}

/**
 * Products as the admin moderates them: cards on phones and tablets, a table from 1024 px (the category
 * beyond 1199 px). A brand or vendor name filters the list on it.
 */
export function ProductsTable({ products, onBrand, onVendor }: Props) {
  const brandButton = (p: AdminProduct) => (
    <button
      type="button"
      className={`${chip} text-sm`}
      onClick={() => onBrand(p.brand)}
      title="Show this brand's products"
    >
      {p.brand.name}
    </button>
  );
  const brandAndVendor = (p: AdminProduct) => (
    <>
      <span className="block">{brandButton(p)}</span>
      <span className="block text-xs text-slate-600">Vendor: {vendorButton(p)}</span>
    </>
  );
  const vendorButton = (p: AdminProduct) =>
    p.vendor ? (
      <button
        type="button"
        className={`${chip} text-xs`}
        onClick={() => onVendor(p.vendor!)}
        title="Show this vendor's products"
      >
        {p.vendor.name}
      </button>
    ) : (
      <span className="text-slate-500">none</span>
    );
  return (
    <>
      <ul aria-label="Products" className="grid gap-3 sm:grid-cols-2 lg:hidden">
        {products.map((p) => (
          <li key={p.id} className="space-y-2 rounded-lg border border-slate-200 bg-white p-4 text-sm">
            <p className="font-medium text-slate-900">{p.name}</p>
            <div>{brandAndVendor(p)}</div>
            <div className="flex items-start justify-between gap-3">
              <ProductState product={p} />
              <Action product={p} />
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm lg:block">
        <table className="min-w-full divide-y divide-slate-200">
          <caption className="sr-only">Products</caption>
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className={th}>
                Product
              </th>
              <th scope="col" className={`${th} hidden min-[1200px]:table-cell`}>
                Category
              </th>
              <th scope="col" className={th}>
                Brand and vendor
              </th>
              <th scope="col" className={th}>
                Shoppers see it
              </th>
              <th scope="col" className={th}>
                <span className="sr-only">Action</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {products.map((p) => (
              <tr key={p.id}>
                <th scope="row" className={`${td} text-left font-normal`}>
                  <span className="block max-w-80 font-medium text-slate-900">{p.name}</span>
                  <span className="block font-mono text-xs text-slate-500">{p.hash}</span>
                </th>
                <td className={`${td} hidden min-[1200px]:table-cell`}>{p.category}</td>
                <td className={td}>{brandAndVendor(p)}</td>
                <td className={td}>
                  <ProductState product={p} />
                </td>
                <td className={`${td} text-right`}>
                  <Action product={p} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
