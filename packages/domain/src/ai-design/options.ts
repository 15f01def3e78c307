import { MM_PER_IN } from '../room/geometry.ts';
import {
  type SlotRule,
  type Template,
  score as templateScore,
  VARIANT_SUBCATEGORIES,
} from '../room/templates.ts';
import { type DesignCandidate, sellUnitFor } from './design-candidate.ts';
import type { SurfaceCoster } from './group-costs.ts';
import type { SlotGroup } from './slot-groups.ts';

/**
 * A way to fill a group: one product, and for each of the group's targets its size (a surface group: the same
 * size everywhere; a fixture group: the widest size of the product that fits each place, the cheaper of two as
 * wide). `cost` is the group's cost at the plan's widths, in cents.
 */
export type Option = {
  product: string;
  lead: DesignCandidate;
  sizes: DesignCandidate[];
  /** Every size of the product the group may take, widest first (a mirror is fitted again to its vanity). */
  all: DesignCandidate[];
  cost: number;
  /** Kept exactly as the refined design had it (sizes, widths and patterns included). */
  fixed: boolean;
};

const widthMm = (c: DesignCandidate) => (c.widthIn === null ? null : c.widthIn * MM_PER_IN);

/** Whether a candidate may fill the group under the rule: its category and subcategory, sold in a known unit. */
export function eligible(c: DesignCandidate, g: SlotGroup, rule: SlotRule, t: Template): boolean {
  if (templateScore(c, rule, t) === null) return false;
  if (g.variant && !VARIANT_SUBCATEGORIES[g.variant].includes(c.leaf)) return false;
  return Number.isInteger(c.priceCents) && c.priceCents >= 0 && sellUnitFor(c, g.on) !== null;
}

/** Widest first (no width counts as none), then cheaper, then by size id: the order sizes are tried in. */
const widestFirst = (a: DesignCandidate, b: DesignCandidate) =>
  (b.widthIn ?? 0) - (a.widthIn ?? 0) || a.priceCents - b.priceCents || a.sizeId - b.sizeId;

/** For each place (its widest, mm) the product's widest size that fits it; null when one place has none. */
export function fitSizes(
  all: readonly DesignCandidate[],
  widths: readonly number[],
): DesignCandidate[] | null {
  const sizes: DesignCandidate[] = [];
  for (const w of widths) {
    const fit = all.find((c) => {
      const mm = widthMm(c);
      return mm === null || mm <= w + 1;
    });
    if (!fit) return null;
    sizes.push(fit);
  }
  return sizes;
}

/** The ways to fill a group from the eligible candidates (surfaces: each size; fixtures: each product). */
export function optionsOf(
  g: SlotGroup,
  pool: readonly DesignCandidate[],
  coster: SurfaceCoster | null,
): Option[] {
  if (g.on === 'surface') {
    const options: Option[] = [];
    for (const c of pool) {
      const cost = coster?.(c);
      if (cost == null) continue;
      options.push({
        product: c.product,
        lead: c,
        sizes: g.targets.map(() => c),
        all: [c],
        cost,
        fixed: false,
      });
    }
    return options;
  }
  const byProduct = new Map<string, DesignCandidate[]>();
  for (const c of pool) {
    const list = byProduct.get(c.product);
    if (list) list.push(c);
    else byProduct.set(c.product, [c]);
  }
  return [...byProduct.entries()].flatMap(([product, sizes]) => {
    const all = sizes.sort(widestFirst);
    const fitted = fitSizes(all, g.widths);
    if (!fitted) return [];
    const cost = fitted.reduce((sum, c) => sum + c.priceCents, 0);
    return [{ product, lead: fitted[0], sizes: fitted, all, cost, fixed: false }];
  });
}

/** An option keeping a refined design's sizes exactly (a surface group's cost from its coster). */
export const fixedOption = (sizes: DesignCandidate[], coster: SurfaceCoster | null): Option | null => {
  const cost = coster ? coster(sizes[0]) : sizes.reduce((sum, c) => sum + c.priceCents, 0);
  return cost == null
    ? null
    : { product: sizes[0].product, lead: sizes[0], sizes, all: sizes, cost, fixed: true };
};
