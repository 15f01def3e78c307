import { Spinner } from '../../../components/ui/Spinner.tsx';

/** A page-sized loading state while the page's first answer arrives. */
export function PageSpinner({ label }: { label: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center text-brand-600">
      <Spinner size="lg" label={label} />
    </div>
  );
}
