import type { VendorProduct } from '@app/domain/catalog/vendor-products-contract';
import { rowIdOf } from '@app/domain/shared/input-limits';
import { useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/Button.tsx';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { TextLink } from '../../../components/ui/TextLink.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/toast.ts';
import { useCatalogOptions, useProductVisibility, useVendorProduct } from '../api/vendor-products.ts';
import { ProductForm } from '../components/ProductForm.tsx';
import { ProductImages } from '../components/ProductImages.tsx';
import { ProductStateBadge } from '../components/ProductsTable.tsx';

/** Listed or hidden, and the button that changes it; a product the admin hid says why and offers nothing. */
function Visibility({ product }: { product: VendorProduct }) {
  const visibility = useProductVisibility();
  const action = product.state === 'listed' ? 'hide' : 'show';
  const onClick = async () => {
    try {
      const reply = await visibility.mutateAsync({ id: product.id, action });
      notify.success(reply.message ?? 'Saved.');
    } catch (error) {
      const refusal = isApiError(error) ? (error.fieldErrors.state?.[0] ?? error.body?.message) : null;
      notify.error(refusal ?? 'The product could not be changed. Please try again.');
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-3">
      <ProductStateBadge state={product.state} reason={product.moderation_reason} />
      {product.state !== 'moderated' && (
        <Button variant="outline" size="sm" loading={visibility.isPending} onClick={onClick}>
          {action === 'hide' ? 'Hide from shoppers' : 'Show to shoppers'}
        </Button>
      )}
    </div>
  );
}

/**
 * /vendor/products/new and /vendor/products/{id}: the product form; on a saved product also its state (hide,
 * show) and its pictures. A new product, once saved, opens here so its pictures can be added.
 */
export default function VendorProductPage() {
  const params = useParams();
  const isNew = params.id === undefined;
  const id = isNew ? null : rowIdOf(params.id!);
  const navigate = useNavigate();
  const options = useCatalogOptions();
  const product = useVendorProduct(id);

  const back = (
    <TextLink to={paths.vendorProducts} className="text-sm">
      ← All products
    </TextLink>
  );
  if (
    !isNew &&
    (id == null || (product.isError && isApiError(product.error) && product.error.status === 404))
  )
    return (
      <div className="space-y-4">
        {back}
        <FormAlert>This product could not be found among yours.</FormAlert>
      </div>
    );
  if (options.isPending || (!isNew && product.isPending))
    return (
      <div className="flex justify-center py-10 text-brand-700">
        <Spinner size="lg" label="Loading the product" />
      </div>
    );
  if (options.isError || product.isError)
    return (
      <div className="space-y-4">
        {back}
        <FormAlert>The product form could not be loaded.</FormAlert>
        <Button variant="outline" onClick={() => Promise.all([options.refetch(), product.refetch()])}>
          Try again
        </Button>
      </div>
    );

  const saved = product.data;
  return (
    <div className="space-y-6">
      {back}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900 md:text-3xl">
          {saved ? saved.name : 'New product'}
        </h1>
        {saved && <Visibility product={saved} />}
      </div>
      {options.data.brands.length === 0 && !saved && (
        <FormAlert tone="info">
          You have no brand to list under yet: the marketplace adds your brands when it approves your account.
        </FormAlert>
      )}
      <ProductForm
        key={saved?.id ?? 'new'}
        product={saved}
        options={options.data}
        onSaved={(p) => {
          if (isNew) navigate(paths.vendorProduct(p.id), { replace: true });
        }}
      />
      {saved ? (
        <section className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
          <ProductImages productId={saved.id} />
        </section>
      ) : (
        <p className="text-sm text-slate-600">You can add pictures once the product is saved.</p>
      )}
    </div>
  );
}
