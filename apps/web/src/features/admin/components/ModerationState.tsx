import type { AdminBrand, AdminProduct } from '@app/domain/admin/catalogue';
import { countLabel, formatCount } from './count-label.ts';

const badge = 'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1';
const shown = `${badge} bg-emerald-50 text-emerald-800 ring-emerald-200`;
const hidden = `${badge} bg-red-50 text-red-800 ring-red-200`;
const muted = `${badge} bg-slate-100 text-slate-700 ring-slate-200`;

/** Why shoppers do or do not see a product: every reason that applies, the admin's with its reason text. */
export function ProductState({ product }: { product: AdminProduct }) {
  if (product.listed) return <span className={shown}>Listed</span>;
  return (
    <ul className="space-y-1">
      {product.moderation && (
        <li>
          <span className={hidden}>Hidden by admin</span>
          {product.moderation.reason && (
            <span className="block text-xs text-slate-600">{product.moderation.reason}</span>
          )}
        </li>
      )}
      {product.brand.moderated && (
        <li>
          <span className={hidden}>Brand hidden</span>
        </li>
      )}
      {product.hidden_by_vendor && (
        <li>
          <span className={muted}>Hidden by vendor</span>
        </li>
      )}
    </ul>
  );
}

/** A brand's moderation and how many of its products shoppers see. */
export function BrandState({ brand }: { brand: AdminBrand }) {
  return (
    <>
      {brand.moderation ? (
        <>
          <span className={hidden}>Hidden by admin</span>
          {brand.moderation.reason && (
            <span className="block text-xs text-slate-600">{brand.moderation.reason}</span>
          )}
        </>
      ) : (
        <span className={shown}>Shown</span>
      )}
      <span className="block text-xs text-slate-600">
        {formatCount(brand.listed_products)} of {countLabel(brand.products, 'product')} listed
      </span>
    </>
  );
}
