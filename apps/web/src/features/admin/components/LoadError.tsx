import { Button } from '../../../components/ui/Button.tsx';
import { card } from './console-styles.ts';

/**
 * A console list or form that could not be read: what failed, announced, and Try again (a refetch). Every
 * console page shows its load failure the same way.
 */
export function LoadError({ children, onRetry }: { children: string; onRetry: () => unknown }) {
  return (
    <div role="alert" className={`${card} space-y-3 text-sm text-slate-700`}>
      <p>{children}</p>
      <Button variant="outline" onClick={() => onRetry()}>
        Try again
      </Button>
    </div>
  );
}
