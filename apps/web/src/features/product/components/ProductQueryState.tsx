import { Button } from '../../../components/ui/Button.tsx';
import { ButtonLink } from '../../../components/ui/ButtonLink.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { ProductMessage } from './ProductMessage.tsx';
import { ProductSkeleton } from './ProductSkeleton.tsx';

/** Loading, not found (404) and could-not-load states of a product request; nothing once it has loaded. */
export function ProductQueryState({
  isPending,
  error,
  onRetry,
}: {
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  if (isPending) return <ProductSkeleton />;
  if (isApiError(error) && error.status === 404) return <ProductNotFound />;
  return (
    <ProductMessage title="We could not load this product">
      <p role="alert">Please check your connection and try again.</p>
      <Button variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </ProductMessage>
  );
}

export function ProductNotFound() {
  return (
    <ProductMessage title="Product not found">
      <p>This product is no longer available, or the link is not complete.</p>
      <ButtonLink to={paths.visualizeShowroom}>Browse the showroom</ButtonLink>
    </ProductMessage>
  );
}
