import type { EstimateKind } from './contract.ts';

/**
 * How an estimate is named on the page and in its PDF: "Estimate #12", or a change order by the estimate it
 * changes, "Change order #14 to estimate #12" (the PDF without the number signs).
 */
export function estimateTitle(
  e: { id: number; kind: EstimateKind; parent_id: number | null },
  { numberSign = true } = {},
): string {
  const n = (id: number) => (numberSign ? `#${id}` : String(id));
  if (e.kind !== 'change_order') return `Estimate ${n(e.id)}`;
  return e.parent_id !== null
    ? `Change order ${n(e.id)} to estimate ${n(e.parent_id)}`
    : `Change order ${n(e.id)}`;
}
