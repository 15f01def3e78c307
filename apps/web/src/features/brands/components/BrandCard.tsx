import { formatCount } from '@app/domain/format/number';
import type { Brand } from '../../../lib/api/get-brands.ts';

const cardClasses =
  'flex flex-col items-center rounded-lg bg-white p-4 text-center shadow-sm ring-1 ring-slate-200 md:p-5';

/** A brand partner's logo, name and how many of its products the catalogue holds. */
export function BrandCard({ brand }: { brand: Brand }) {
  const count = `${formatCount(brand.product_count)} ${brand.product_count === 1 ? 'product' : 'products'}`;
  return (
    <li className={cardClasses}>
      <div className="flex h-20 w-full items-center justify-center">
        {brand.logo ? (
          <img
            src={brand.logo}
            alt={`${brand.name} logo`}
            loading="lazy"
            decoding="async"
            width={160}
            height={80}
            className="max-h-20 w-auto max-w-full object-contain"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-16 items-center justify-center rounded-full bg-brand-50 text-2xl font-bold text-brand-700"
          >
            {brand.name.charAt(0)}
          </span>
        )}
      </div>
      <h2 className="mt-3 font-semibold text-slate-900">{brand.name}</h2>
      <p className="text-sm text-slate-600">{count}</p>
    </li>
  );
}

/**
 * A placeholder of a brand card's size while the brands load (issue 23: no layout shift): the same frame,
 * logo box and two text lines, so the grid and the footer below it stay where the cards will be.
 */
export function BrandCardSkeleton() {
  return (
    <li aria-hidden="true" data-testid="brand-card-skeleton" className={`${cardClasses} animate-pulse`}>
      <div className="flex h-20 w-full items-center justify-center">
        <div className="size-16 rounded-full bg-slate-200" />
      </div>
      <div className="mt-3 flex h-6 w-full items-center justify-center">
        <div className="h-4 w-2/3 rounded bg-slate-200" />
      </div>
      <div className="flex h-5 w-full items-center justify-center">
        <div className="h-3 w-1/2 rounded bg-slate-200" />
      </div>
    </li>
  );
}
