import { Spinner } from '../../../components/ui/Spinner.tsx';

/**
 * A page-sized loading state while the page's first answer arrives: a full screen high, so the footer
 * stays below the fold rather than showing and then being pushed down by the page (issue 23: no layout
 * shift; the catalogue's pages are all taller than a screen).
 */
export function PageSpinner({ label }: { label: string }) {
  return (
    <div className="flex min-h-screen items-center justify-center text-brand-600" data-testid="page-spinner">
      <Spinner size="lg" label={label} />
    </div>
  );
}
