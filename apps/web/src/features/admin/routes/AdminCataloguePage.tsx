import { BrandsPanel } from '../components/BrandsPanel.tsx';
import { CatalogueTabs } from '../components/CatalogueTabs.tsx';
import { useCatalogueParams } from '../components/catalogue-params.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { ProductsPanel } from '../components/ProductsPanel.tsx';

/**
 * /admin/catalogue: catalogue moderation (issue 12). The admin hides a product or a whole brand from shoppers
 * with a reason the vendor is shown, and shows it again; the products tab also shows what its vendor hid.
 */
export default function AdminCataloguePage() {
  const [params, update] = useCatalogueParams();
  return (
    <div className="space-y-6">
      <PageHeader title="Catalogue">
        Hide a product or a whole brand from shoppers; the vendor sees your reason.
      </PageHeader>
      <CatalogueTabs
        selected={params.tab}
        onSelect={(tab) => update({ tab: tab === 'brands' ? 'brands' : null })}
      >
        {params.tab === 'brands' ? (
          <BrandsPanel key={params.brandsQ} params={params} update={update} />
        ) : (
          <ProductsPanel key={params.products.q} params={params} update={update} />
        )}
      </CatalogueTabs>
    </div>
  );
}
