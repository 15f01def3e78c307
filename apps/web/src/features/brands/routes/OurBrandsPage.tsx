import { Button } from '../../../components/ui/Button.tsx';
import { ButtonLink } from '../../../components/ui/ButtonLink.tsx';
import { paths } from '../../../config/paths.ts';
import { useBrands } from '../../../lib/api/get-brands.ts';
import { BrandCard, BrandCardSkeleton } from '../components/BrandCard.tsx';

const gridClasses = 'grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5';
/**
 * Placeholders while the brands load: four rows at the widest grid, so the footer stays below the fold on
 * a desktop screen too until the cards arrive.
 */
const SKELETONS = 20;

/** /our-brands: every brand partner (GET /api/brands), the home page's 'See All'. */
export default function OurBrandsPage() {
  const brands = useBrands();
  return (
    <section aria-labelledby="brands-title" aria-busy={brands.isPending}>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 md:py-14">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">Shop</p>
          <h1 id="brands-title" className="mt-2 text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">
            Our Brand Partners
          </h1>
          <p className="mt-4 max-w-3xl text-lg text-slate-600">
            The manufacturers whose materials you can order through every showroom, delivered free nationwide.
          </p>
        </div>
      </header>
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        {brands.isPending ? (
          <>
            <p role="status" className="sr-only">
              Loading brands
            </p>
            <ul className={gridClasses}>
              {Array.from({ length: SKELETONS }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <BrandCardSkeleton key={i} />
              ))}
            </ul>
          </>
        ) : brands.isError ? (
          <div role="alert" className="rounded-lg bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
            <p className="font-semibold text-slate-900">We could not load our brand partners.</p>
            <Button className="mt-4" variant="outline" onClick={() => void brands.refetch()}>
              Try again
            </Button>
          </div>
        ) : brands.data.length === 0 ? (
          <div className="rounded-lg bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
            <p className="font-semibold text-slate-900">No brand partners to show yet.</p>
            <p className="mt-1 text-slate-600">New brands are on their way; browse the showroom meanwhile.</p>
            <ButtonLink className="mt-4" to={paths.home}>
              Back to Home
            </ButtonLink>
          </div>
        ) : (
          <ul className={gridClasses}>
            {brands.data.map((brand) => (
              <BrandCard key={brand.id} brand={brand} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
