import {
  PRODUCT_STATE_LABELS,
  type ProductState,
  type VendorProductRow,
} from '@app/domain/catalog/vendor-products-contract';
import { formatUsd } from '@app/domain/money/cents';
import { Button } from '../../../components/ui/Button.tsx';
import { TextLink } from '../../../components/ui/TextLink.tsx';
import { paths } from '../../../config/paths.ts';

const TONES: Record<ProductState, string> = {
  listed: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  hidden: 'bg-slate-100 text-slate-700 ring-slate-300',
  moderated: 'bg-amber-50 text-amber-900 ring-amber-200',
};

/** Listed / Hidden / Hidden by admin, with the admin's reason under it. */
export function ProductStateBadge({ state, reason }: { state: ProductState; reason: string | null }) {
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${TONES[state]}`}>
        {PRODUCT_STATE_LABELS[state]}
      </span>
      {state === 'moderated' && reason && <span className="text-xs text-slate-600">Reason: {reason}</span>}
    </span>
  );
}

type Props = {
  products: VendorProductRow[];
  /** The product whose hide or show is being sent. */
  busyId: number | null;
  onVisibility: (product: VendorProductRow, action: 'hide' | 'show') => void;
};

/** Hide for a listed product, Show for one its vendor hid; nothing for one the admin hid (only the admin lifts it). */
function VisibilityButton({
  product,
  busyId,
  onVisibility,
}: Omit<Props, 'products'> & { product: VendorProductRow }) {
  if (product.state === 'moderated') return null;
  const action = product.state === 'listed' ? 'hide' : 'show';
  return (
    <Button
      variant="outline"
      size="sm"
      loading={busyId === product.id}
      aria-label={`${action === 'hide' ? 'Hide' : 'Show'} ${product.name}`}
      onClick={() => onVisibility(product, action)}
    >
      {action === 'hide' ? 'Hide' : 'Show'}
    </Button>
  );
}

const th = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600';
const td = 'px-3 py-3 align-top text-sm text-slate-700';
const sizesOf = (p: VendorProductRow) => `${p.sizes_count} ${p.sizes_count === 1 ? 'size' : 'sizes'}`;
const priceFrom = (p: VendorProductRow) =>
  p.price_from_cents == null ? '—' : `from ${formatUsd(p.price_from_cents)}`;

/**
 * The vendor's products: cards on phones (below 768 px), a table from tablets on, with the brand and the
 * sizes count from 1024 px (spec point 9's breakpoints).
 */
export function ProductsTable({ products, busyId, onVisibility }: Props) {
  return (
    <>
      <ul aria-label="Your products" className="grid gap-3 md:hidden">
        {products.map((p) => (
          <li key={p.id} className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-white p-4">
            <TextLink to={paths.vendorProduct(p.id)} tone="strong" className="self-start">
              {p.name}
            </TextLink>
            <p className="text-sm text-slate-600">
              {p.category.name} · {p.brand.name}
            </p>
            <p className="text-sm text-slate-600">
              {sizesOf(p)} · <span className="font-medium text-slate-900">{priceFrom(p)}</span>
            </p>
            <div className="mt-auto flex items-center justify-between gap-2 pt-2">
              <ProductStateBadge state={p.state} reason={p.moderation_reason} />
              <VisibilityButton product={p} busyId={busyId} onVisibility={onVisibility} />
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-lg border border-slate-200 bg-white md:block">
        <table className="min-w-full divide-y divide-slate-200">
          <caption className="sr-only">Your products</caption>
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className={th}>
                Name
              </th>
              <th scope="col" className={th}>
                Category
              </th>
              <th scope="col" className={`${th} hidden lg:table-cell`}>
                Brand
              </th>
              <th scope="col" className={`${th} hidden text-right lg:table-cell`}>
                Sizes
              </th>
              <th scope="col" className={`${th} text-right`}>
                Price
              </th>
              <th scope="col" className={th}>
                State
              </th>
              <th scope="col" className={th}>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {products.map((p) => (
              <tr key={p.id}>
                <th scope="row" className={`${td} text-left font-medium`}>
                  <TextLink to={paths.vendorProduct(p.id)} tone="strong">
                    {p.name}
                  </TextLink>
                </th>
                <td className={td}>{p.category.name}</td>
                <td className={`${td} hidden whitespace-nowrap lg:table-cell`}>{p.brand.name}</td>
                <td className={`${td} hidden text-right lg:table-cell`}>{p.sizes_count}</td>
                <td className={`${td} whitespace-nowrap text-right`}>{priceFrom(p)}</td>
                <td className={td}>
                  <ProductStateBadge state={p.state} reason={p.moderation_reason} />
                </td>
                <td className={`${td} text-right`}>
                  <VisibilityButton product={p} busyId={busyId} onVisibility={onVisibility} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
