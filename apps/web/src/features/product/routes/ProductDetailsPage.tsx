import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/ButtonLink.tsx';
import { paths } from '../../../config/paths.ts';
import { usePublicProduct } from '../api/get-product.ts';
import { ProductDetailView } from '../components/ProductDetailView.tsx';
import { ProductMessage } from '../components/ProductMessage.tsx';
import { ProductNotFound, ProductQueryState } from '../components/ProductQueryState.tsx';
import { givenQuantityOf } from '../hooks/given-quantity.ts';
import { useProductVsdId } from '../hooks/use-product-vsd-id.ts';

/** /product-details?pid=<hash or id>&cid=: the same product page, read through GET /api/public. */
export default function ProductDetailsPage() {
  const [search] = useSearchParams();
  const pid = search.get('pid')?.trim() || null;
  const vsdId = useProductVsdId(search.get('vsd_id'));
  const info = usePublicProduct({ pid, cid: search.get('cid')?.trim() || undefined, vsdId });

  if (!pid)
    return (
      <ProductMessage title="Choose a product">
        <p>Open a product from the showroom to see its prices, sizes and colours here.</p>
        <ButtonLink to={paths.visualizeShowroom}>Shop the showroom</ButtonLink>
      </ProductMessage>
    );
  if (!info.data)
    return (
      <ProductQueryState isPending={info.isPending} error={info.error} onRetry={() => void info.refetch()} />
    );
  if (!info.data.product) return <ProductNotFound />;
  return (
    <ProductDetailView product={info.data.product} vsdId={vsdId} givenQuantity={givenQuantityOf(search)} />
  );
}
