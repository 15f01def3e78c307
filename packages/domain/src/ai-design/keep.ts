import { slotCategories, VARIANT_SUBCATEGORIES } from '../room/templates.ts';
import { fitSizes } from './options.ts';
import type { DesignSetup } from './setup.ts';

/**
 * Where each product the homeowner wants kept goes (issue 26): the first group, in the room's order, whose
 * slot takes its category in some template of the room's kind and whose every place it fits. An error names a
 * product that is avoided too, not sold in the showroom, has no place in the room, or fits none.
 */
export function keptPlaces(
  setup: DesignSetup,
  keep: readonly string[],
  avoid: readonly string[],
): { forced: Map<string, string> } | { error: string } {
  const forced = new Map<string, string>();
  for (const product of new Set(keep)) {
    if (avoid.includes(product)) return { error: `Product ${product} is both kept and avoided; choose one.` };
    const sizes = setup.sizesOf(product);
    if (sizes.length === 0)
      return { error: `Product ${product} you asked to keep is not sold in this showroom.` };
    const { category, leaf, name } = sizes[0];
    const takes = setup.groups.filter(
      (g) =>
        !forced.has(g.key) &&
        slotCategories(g.slot).includes(category) &&
        (!g.variant || VARIANT_SUBCATEGORIES[g.variant].includes(leaf)),
    );
    if (takes.length === 0) return { error: `${name} has no place in this room.` };
    const sorted = [...sizes].sort(
      (a, b) => (b.widthIn ?? 0) - (a.widthIn ?? 0) || a.priceCents - b.priceCents,
    );
    const group = takes.find((g) => g.on === 'surface' || fitSizes(sorted, g.widths));
    if (!group) return { error: `${name} does not fit this room.` };
    forced.set(group.key, product);
  }
  return { forced };
}
