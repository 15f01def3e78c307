import type { Brand } from '../../../lib/api/get-brands.ts';

const countFormat = new Intl.NumberFormat('en-US');

/** A brand partner's logo, name and how many of its products the catalogue holds. */
export function BrandCard({ brand }: { brand: Brand }) {
  const count = `${countFormat.format(brand.product_count)} ${brand.product_count === 1 ? 'product' : 'products'}`;
  return (
    <li className="flex flex-col items-center rounded-lg bg-white p-4 text-center shadow-sm ring-1 ring-slate-200 md:p-5">
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
