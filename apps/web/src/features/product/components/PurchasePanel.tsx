import { formatUsd } from '@app/domain/money/cents';
import { Button } from '../../../components/ui/Button.tsx';
import { ColourPicker } from '../../../components/ui/ColourPicker.tsx';
import { QuantityBox } from '../../../components/ui/QuantityBox.tsx';
import { notify } from '../../../lib/toast.ts';
import type { ProductDetail } from '../../catalog/api/types.ts';
import { saveToProductList } from '../hooks/product-list.ts';
import { usePurchase } from '../hooks/use-purchase.ts';
import { PriceSummary } from './PriceSummary.tsx';
import { SizeSelector } from './SizeSelector.tsx';

const sqft = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 2 });
/** "Box" → "boxes", "Piece" → "pieces". */
const unitsOf = (unit: string) => `${unit.toLowerCase()}${/(x|s|sh|ch)$/i.test(unit) ? 'es' : 's'}`;

/** Size, colour and quantity with the price that follows them, and "Save to my list". */
export function PurchasePanel({
  product,
  givenQuantity,
}: {
  product: ProductDetail;
  givenQuantity?: number | null;
}) {
  const { size, color, setColor, minimum, quantity, setQuantity, chooseSize } = usePurchase(
    product,
    givenQuantity,
  );
  if (!size) return null;
  const coverage = size.box_sqft !== null ? size.box_sqft * quantity : null;

  const save = () => {
    saveToProductList({
      hash: product.hash,
      product_id: product.id,
      name: product.name,
      image: product.thumb,
      size_id: size.id,
      size_label: size.size_label,
      color: color || null,
      quantity,
      unit: size.unit,
      price_cents: size.price_cents,
      amount: size.price_cents * quantity,
      vsd_id: product.showroom?.vsd_id ?? null,
      saved_at: new Date().toISOString(),
    });
    notify.success(`Saved ${quantity} × ${product.name} to your list.`);
  };

  return (
    <div className="flex flex-col gap-5">
      <PriceSummary size={size} />
      <SizeSelector sizes={product.sizes} value={size.id} onChange={chooseSize} />
      <ColourPicker colors={product.colors} value={color || null} onChange={setColor} label="Colour" />
      <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
        <QuantityBox value={quantity} onChange={setQuantity} min={minimum} label="Quantity" />
        <dl className="text-sm">
          <div className="flex gap-2">
            <dt className="text-slate-600">Total</dt>
            <dd className="font-semibold text-slate-900" data-testid="line-total">
              {formatUsd(size.price_cents * quantity)}
            </dd>
          </div>
          {coverage !== null && (
            <div className="flex gap-2">
              <dt className="text-slate-600">Covers</dt>
              <dd className="text-slate-900">{sqft(coverage)} sq ft</dd>
            </div>
          )}
        </dl>
      </div>
      {minimum > 1 && (
        <p className="text-sm text-slate-600">
          Minimum order: {minimum} {unitsOf(size.unit)}
        </p>
      )}
      <div className="flex flex-col gap-2">
        <Button onClick={save} fullWidth className="md:w-auto">
          Save to my list
        </Button>
        <p className="text-sm text-slate-500">
          Your list stays in this browser; the cart and checkout open soon and will take it over.
        </p>
      </div>
    </div>
  );
}
