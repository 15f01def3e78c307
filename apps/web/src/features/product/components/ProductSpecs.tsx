import type { ProductDetail } from '../../../lib/catalog-types.ts';
import { specRows } from './spec-rows.ts';

/** Description and the specifications table. */
export function ProductSpecs({ product }: { product: ProductDetail }) {
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <section aria-labelledby="product-description">
        <h2 id="product-description" className="text-xl font-semibold text-slate-900">
          Description
        </h2>
        <p className="mt-3 leading-relaxed text-slate-700">{product.description}</p>
      </section>
      <section aria-labelledby="product-specifications">
        <h2 id="product-specifications" className="text-xl font-semibold text-slate-900">
          Specifications
        </h2>
        <table className="mt-3 w-full text-left text-sm">
          <tbody className="divide-y divide-slate-200">
            {specRows(product).map((row) => (
              <tr key={row.label}>
                <th scope="row" className="w-2/5 py-2 pr-4 font-medium text-slate-600">
                  {row.label}
                </th>
                <td className="py-2 text-slate-900">{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
