import { ButtonLink } from '../../../components/ui/ButtonLink.tsx';
import { paths } from '../../../config/paths.ts';
import { EmptyState } from './ProductGrid.tsx';

/** An unknown category or department in the URL (an old bookmark, a typo). */
export function CategoryNotFound({ what = 'category' }: { what?: string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <EmptyState title={`We could not find this ${what}`}>
        <p>It may have moved. Browse the departments from the menu, or start again from the home page.</p>
        <ButtonLink to={paths.home} className="mt-4">
          Back to Home
        </ButtonLink>
      </EmptyState>
    </div>
  );
}
