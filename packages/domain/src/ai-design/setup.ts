import type { LayingPattern, RoomDocument } from '../room/document.ts';
import type { PlanKind } from '../room/floor-plans.ts';
import type { SlotRule, Template } from '../room/templates.ts';
import { hoodsOver } from './clearances.ts';
import {
  type AccessoryPrices,
  type CandidateLookup,
  type DesignCandidate,
  lookupOf,
} from './design-candidate.ts';
import { type SurfaceCoster, surfaceCoster } from './group-costs.ts';
import { eligible, type Option, optionsOf } from './options.ts';
import { type SlotGroup, slotGroups } from './slot-groups.ts';

/**
 * What every design of one request shares, worked out once: the room's groups, the catalogue less the
 * avoided products, indexed by category and product, and the groups' costs and options under each rule
 * (three designs, and the least price over every template, ask for the same ones again).
 */
export type DesignSetup = {
  doc: RoomDocument;
  kind: PlanKind;
  groups: SlotGroup[];
  candidateOf: CandidateLookup;
  prices: AccessoryPrices;
  /** The surfaces that are a room's floor (measured around the fixtures as chosen). */
  roomFloors: ReadonlySet<string>;
  /** Each hood's range or cooktop. */
  hoodOver: ReadonlyMap<string, string>;
  sizesOf: (product: string) => DesignCandidate[];
  coster: (g: SlotGroup, pattern: LayingPattern) => SurfaceCoster;
  /**
   * The group's options under the rule from the candidates it takes (worked out once per rule: templates of
   * the same slot rule share them), or from `only` (a kept product's sizes).
   */
  options: (
    g: SlotGroup,
    rule: SlotRule,
    t: Template,
    coster: SurfaceCoster | null,
    only?: readonly DesignCandidate[],
  ) => Option[];
};

export function designSetup(
  doc: RoomDocument,
  kind: PlanKind,
  candidates: readonly DesignCandidate[],
  avoid: readonly string[],
  prices: AccessoryPrices,
): DesignSetup {
  const avoided = new Set(avoid);
  const listed = candidates.filter((c) => !avoided.has(c.product));
  const byCategory = new Map<string, DesignCandidate[]>();
  const byProduct = new Map<string, DesignCandidate[]>();
  const put = (map: Map<string, DesignCandidate[]>, key: string, c: DesignCandidate) => {
    const list = map.get(key);
    if (list) list.push(c);
    else map.set(key, [c]);
  };
  for (const c of listed) {
    put(byCategory, c.category, c);
    put(byProduct, c.product, c);
  }
  const costers = new Map<string, SurfaceCoster>();
  const options = new Map<string, Option[]>();
  return {
    doc,
    kind,
    groups: slotGroups(doc, kind),
    candidateOf: lookupOf(byProduct),
    prices,
    roomFloors: new Set(
      doc.surfaces.filter((s) => s.kind === 'floor' && s.region.type === 'room').map((s) => s.id),
    ),
    hoodOver: hoodsOver(doc.fixtures),
    sizesOf: (product) => byProduct.get(product) ?? [],
    coster: (g, pattern) => {
      const key = `${g.key}|${pattern}`;
      let coster = costers.get(key);
      if (!coster) {
        coster = surfaceCoster(doc, g, pattern, prices);
        costers.set(key, coster);
      }
      return coster;
    },
    options: (g, rule, t, coster, only) => {
      const fits = (c: DesignCandidate) => eligible(c, g, rule, t);
      if (only) return optionsOf(g, only.filter(fits), coster);
      const key = `${g.key}|${rule.pattern}|${rule.categories.join(',')}|${JSON.stringify(rule.look ?? null)}`;
      let list = options.get(key);
      if (!list) {
        const pool = rule.categories.flatMap((c) => byCategory.get(c) ?? []).filter(fits);
        list = optionsOf(g, pool, coster);
        options.set(key, list);
      }
      return list;
    },
  };
}
