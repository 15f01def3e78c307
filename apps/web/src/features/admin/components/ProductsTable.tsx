import type { AdminProduct } from '@app/domain/admin/catalogue';
import { type Column, DataTable } from '../../../components/ui/DataTable.tsx';
import { focusRing } from '../../../components/ui/focus-ring.ts';
import { useModerateProduct } from '../api/catalogue.ts';
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
  const columns: Column<AdminProduct>[] = [
    {
      header: 'Product',
      cell: (p) => (
        <>
          <span className="block max-w-80 font-medium text-slate-900">{p.name}</span>
          <span className="block font-mono text-xs text-slate-500">{p.hash}</span>
        </>
      ),
    },
    { header: 'Category', cell: (p) => p.category, className: 'hidden min-[1200px]:table-cell' },
    { header: 'Brand and vendor', cell: brandAndVendor },
    { header: 'Shoppers see it', cell: (p) => <ProductState product={p} /> },
    {
      header: <span className="sr-only">Action</span>,
      cell: (p) => <Action product={p} />,
      cellClassName: 'text-right',
    },
  ];
  return (
    <DataTable
      caption="Products"
      columns={columns}
      rows={products}
      rowKey={(p) => p.id}
      tableFrom="lg"
      cards={{
        className: 'grid gap-3 sm:grid-cols-2 lg:hidden',
        card: (p) => (
          <>
            <p className="font-medium text-slate-900">{p.name}</p>
            <div>{brandAndVendor(p)}</div>
            <div className="flex items-start justify-between gap-3">
              <ProductState product={p} />
              <Action product={p} />
            </div>
          </>
        ),
      }}
    />
  );
}
