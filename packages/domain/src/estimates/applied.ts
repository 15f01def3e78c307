import type { EstimateLine } from './estimate-line.ts';

/**
 * The approved lines as they stand now (issue 25 point 5): the approved version with each approved change
 * order applied in turn, and what those change orders used of each allowance — what the next change is
 * priced against (change-order.ts priceChange). A change order's line ids say what they do (priceChange's
 * keys): `remove:{line}`, `quantity:{line}`, `add:{line}`, `allowance:{line}`.
 */
export type Applied = { lines: EstimateLine[]; allowanceUsed: Record<string, number> };

const ACTIONS = ['remove', 'quantity', 'add', 'allowance'] as const;
type Action = (typeof ACTIONS)[number];

/** A change order line's action and the approved line it acts on; null for a line of any other shape. */
export function actionOf(id: string): { action: Action; target: string } | null {
  const colon = id.indexOf(':');
  const action = id.slice(0, colon) as Action;
  return colon > 0 && ACTIONS.includes(action) ? { action, target: id.slice(colon + 1) } : null;
}

export function applyChangeOrders(
  approved: readonly EstimateLine[],
  changeOrders: readonly (readonly EstimateLine[])[],
): Applied {
  let lines = [...approved];
  const allowanceUsed: Record<string, number> = {};
  for (const change of changeOrders) {
    for (const line of change) {
      const act = actionOf(line.id);
      if (!act) continue;
      const { action, target } = act;
      if (action === 'remove') lines = lines.filter((l) => l.id !== target);
      else if (action === 'add') lines.push({ ...line, id: target });
      else if (action === 'allowance')
        allowanceUsed[target] = (allowanceUsed[target] ?? 0) + line.unit_price_cents;
      else
        lines = lines.map((l) =>
          l.id === target
            ? { ...l, quantity: l.quantity + line.quantity, design: line.design, parts: line.parts }
            : l,
        );
    }
  }
  return { lines, allowanceUsed };
}
