import { useParams, useSearchParams } from 'react-router';
import { LinkedShowroom } from '../../../components/showroom/LinkedShowroom.tsx';
import { useProduct } from '../api/get-product.ts';
import { ProductDetailView } from '../components/ProductDetailView.tsx';
import { ProductQueryState } from '../components/ProductQueryState.tsx';
import { givenQuantityOf } from '../hooks/given-quantity.ts';
import { useProductVsdId } from '../hooks/use-product-vsd-id.ts';

/**
 * /product/:hash/:vsd_id?: the product priced in the URL's showroom, else in the selected one; a link's
 * showroom is selected when none is yet (LinkedShowroom).
 */
export default function ProductPage() {
  const { hash = '', vsd_id } = useParams();
  const [search] = useSearchParams();
  const vsdId = useProductVsdId();
  const product = useProduct(hash, vsdId);
  return (
    <>
      <LinkedShowroom vsdId={vsd_id} />
      {product.data ? (
        <ProductDetailView product={product.data} vsdId={vsdId} givenQuantity={givenQuantityOf(search)} />
      ) : (
        <ProductQueryState
          isPending={product.isPending}
          error={product.error}
          onRetry={() => void product.refetch()}
        />
      )}
    </>
  );
}
