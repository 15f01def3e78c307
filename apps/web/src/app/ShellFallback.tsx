import { Spinner } from '../components/ui/Spinner.tsx';

/** First paint while the first screen's code loads. */
export function ShellFallback() {
  return (
    <div className="flex min-h-screen items-center justify-center text-brand-700">
      <Spinner size="lg" label="Loading the page" />
    </div>
  );
}
