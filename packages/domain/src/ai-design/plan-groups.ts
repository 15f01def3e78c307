import { MM_PER_IN } from '../room/geometry.ts';
import type { SlotRule, Template } from '../room/templates.ts';
import type { DesignCandidate } from './design-candidate.ts';
import type { SurfaceCoster } from './group-costs.ts';
import { fixedOption, type Option } from './options.ts';
import { seeded } from './random.ts';
import { priceTerm, type ScoreContext, staticTerms, sumTerms } from './score.ts';
import type { GroupPlan, ScoredOption } from './search.ts';
import type { DesignSetup } from './setup.ts';
import { type SlotGroup, splitGroup } from './slot-groups.ts';

/** What one design asks of each group besides its template (refine.ts sets the last three). */
export type GroupAsks = {
  /** A kept product, by group key: the group takes only it. */
  forced: ReadonlyMap<string, string>;
  /** A refined design's sizes kept exactly, by target id. */
  fixed: ReadonlyMap<string, DesignCandidate>;
  /** A product a target must change from (the refinement said change it). */
  exclude: ReadonlyMap<string, string>;
  /** How far above its share of the budget a slot aims (1; a "dearer" refinement more). */
  shareFactor: number;
};

export const NO_ASKS: GroupAsks = { forced: new Map(), fixed: new Map(), exclude: new Map(), shareFactor: 1 };

/** The shortlist a state tries per group: the best by its own terms and its price, and the cheapest. */
const SHORTLIST_BEST = 12;
const SHORTLIST_CHEAPEST = 4;
/** The seed's tie-breaker: less than any term's smallest step, so it only orders near-equals. */
const JITTER = 0.75;

const inches = (mm: number) => `${Math.round(mm / MM_PER_IN)} in`;

function optionsFor(
  setup: DesignSetup,
  g: SlotGroup,
  rule: SlotRule,
  t: Template,
  asks: GroupAsks,
): Option[] {
  const coster: SurfaceCoster | null = g.on === 'surface' ? setup.coster(g, rule.pattern) : null;
  const fixed = g.targets.map((x) => asks.fixed.get(x.id));
  if (fixed.every((c) => c)) {
    const o = fixedOption(fixed as DesignCandidate[], coster);
    return o ? [o] : [];
  }
  const forced = asks.forced.get(g.key);
  const wanted = forced ? setup.sizesOf(forced) : null;
  const own = wanted?.[0] && !rule.categories.includes(wanted[0].category);
  const r = own ? { ...rule, categories: [...rule.categories, wanted![0].category] } : rule;
  const excluded = asks.exclude.get(g.targets[0].id);
  const options = setup.options(g, r, t, coster, wanted ?? undefined);
  return excluded ? options.filter((o) => o.product !== excluded) : options;
}

function scored(g: SlotGroup, rule: SlotRule, options: Option[], ctx: ScoreContext): ScoredOption[] {
  return options.map((o) => {
    const terms = staticTerms(o.lead, g, rule, ctx);
    const { product, lead, sizes, all, cost, fixed } = o;
    return { product, lead, sizes, all, cost, fixed, terms, base: sumTerms(terms) };
  });
}

/** The seed's tie-breaker, given to the shortlist only (what the search weighs). */
const jittered = (o: ScoredOption, key: string, seed: number): ScoredOption => ({
  ...o,
  base: o.base + seeded(seed, `${key}|${o.product}#${o.lead.sizeId}`) * JITTER,
});

/** The `k` items with the highest value, highest first (the earlier of equals first): one pass, no sort. */
function topBy<T>(items: readonly T[], k: number, value: (x: T) => number): T[] {
  const top: { x: T; v: number }[] = [];
  for (const x of items) {
    const v = value(x);
    if (top.length === k && v <= top[k - 1].v) continue;
    let at = top.length;
    while (at > 0 && top[at - 1].v < v) at -= 1;
    top.splice(at, 0, { x, v });
    if (top.length > k) top.pop();
  }
  return top.map((t) => t.x);
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : 0;
};

function dependsOf(setup: DesignSetup, g: SlotGroup): GroupPlan['depends'] {
  if (g.slot === 'mirror') return 'mirror';
  if (g.variant === 'hood') return 'hood';
  return g.on === 'surface' && g.targets.some((t) => setup.roomFloors.has(t.id)) ? 'floor' : null;
}

/** The order groups are decided in: fixtures (a floor is measured around them), hoods and mirrors after what they go over, dearest first. */
function rank(p: GroupPlan, weight: number) {
  const tier = p.group.on === 'surface' ? 2 : p.depends ? 1 : 0;
  return tier * 1e12 - weight;
}

/**
 * The groups as one design's search takes them: each group's options under the template's rule (a group no
 * one product fills whole is split into its targets), scored, with its share of the budget and shortlist.
 * An error names a place nothing in the catalogue fits.
 */
export function planGroups(
  setup: DesignSetup,
  t: Template,
  ctx: ScoreContext,
  asks: GroupAsks,
  budget: number,
  seed: number,
): { plans: GroupPlan[] } | { error: string } {
  const plans: GroupPlan[] = [];
  for (const whole of setup.groups) {
    const rule = t.slots[whole.slot];
    if (!rule) continue;
    let parts: SlotGroup[] = [whole];
    let options = [optionsFor(setup, whole, rule, t, asks)];
    if (
      options[0].length === 0 &&
      whole.on === 'fixture' &&
      whole.targets.length > 1 &&
      !asks.forced.has(whole.key)
    ) {
      parts = splitGroup(whole);
      options = parts.map((g) => optionsFor(setup, g, rule, t, asks));
    }
    for (const [i, g] of parts.entries()) {
      if (options[i].length === 0) {
        const width = g.on === 'fixture' && g.targets.length === 1 ? ` (${inches(g.widths[0])})` : '';
        return { error: `Nothing in this showroom's catalogue fits the ${g.label}${width}.` };
      }
      const list = scored(g, rule, options[i], ctx);
      plans.push({
        group: g,
        rule,
        options: list,
        shortlist: [],
        share: median(list.map((o) => o.cost)),
        minCost: Math.min(...list.map((o) => o.cost)),
        coster: g.on === 'surface' ? setup.coster(g, rule.pattern) : null,
        depends: dependsOf(setup, g),
      });
    }
  }
  const weights = new Map(plans.map((p) => [p, p.share]));
  const total = plans.reduce((sum, p) => sum + p.share, 0) || 1;
  for (const p of plans) {
    p.share = (budget * asks.shareFactor * weights.get(p)!) / total;
    const key = `${ctx.template.id}|${p.group.key}`;
    const share = p.share;
    const best = topBy(p.options, SHORTLIST_BEST, (o) => o.base + priceTerm(o.cost, share));
    const cheapest = topBy(p.options, SHORTLIST_CHEAPEST, (o) => -o.cost + o.base * 1e-9);
    p.shortlist = [...new Set([...best, ...cheapest])].map((o) => jittered(o, key, seed));
  }
  plans.sort((a, b) => rank(a, weights.get(a)!) - rank(b, weights.get(b)!));
  return { plans };
}
