import { formatUsd } from '../money/cents.ts';
import { rankTemplates, type StyleProfile } from '../room/style-profile.ts';
import { type Template, templatesFor } from '../room/templates.ts';
import type { DesignAsk, DesignError, DesignOutcome } from './ask.ts';
import type { AccessoryPrices, DesignCandidate } from './design-candidate.ts';
import { designOne, leastCost, type OneDesign } from './design-one.ts';
import { keptPlaces } from './keep.ts';
import { NO_ASKS } from './plan-groups.ts';
import { designSetup } from './setup.ts';

export type { DesignAsk, DesignError, DesignOutcome };

/**
 * The templates the designs are drawn from, in turn: the profile's best; then the best of each other style
 * the quiz scored at least half as high; then the rest as the profile ranks them (the top style's other
 * palettes first). Three designs are three different looks.
 */
export function designTemplates(kind: DesignAsk['kind'], profile: StyleProfile): Template[] {
  const ranked = rankTemplates(templatesFor(kind), profile);
  const top = profile.scores[ranked[0].style];
  const out = [ranked[0]];
  for (const t of ranked)
    if (!out.some((o) => o.style === t.style) && profile.scores[t.style] * 2 >= top && top > 0) out.push(t);
  return [...out, ...ranked.filter((t) => !out.includes(t))];
}

/** The template that makes the room for least (of those whose slot rules differ), and that least. */
function cheapestTemplate(base: Omit<OneDesign, 'template' | 'ctx'>, profile: StyleProfile) {
  const seen = new Set<string>();
  let best: { template: Template; cost: number } | null = null;
  for (const template of templatesFor(base.setup.kind)) {
    const key = JSON.stringify(template.slots);
    if (seen.has(key)) continue;
    seen.add(key);
    const cost = leastCost({ ...base, template, ctx: contextOf(template, profile, new Set()) });
    if (cost !== null && (best === null || cost < best.cost)) best = { template, cost };
  }
  return best;
}

const contextOf = (template: Template, profile: StyleProfile, usedBefore: ReadonlySet<string>) => ({
  template,
  profile,
  away: null,
  usedBefore,
  stay: new Map<string, string>(),
});

const NOTHING_FITS = "Nothing in this showroom's catalogue fits every place in this room.";

/** Templates tried beyond the designs asked for, before the budget is found too small for the profile's looks. */
const SPARE_TRIES = 3;

/**
 * The AI designer (issue 26): `count` (3) complete rooms from the showroom's listed catalogue (`candidates`),
 * each from another template of the profile's styles and palettes, found by a seeded beam search whose hard
 * rules are every slot filled with a product of its category that fits, no fit or clearance problem the plan
 * did not have, and the exact takeoff within the budget; scored by style, colour, finish, vendors, price and
 * category (score.ts); no product an earlier design used unless nothing else is as good. Never an avoided
 * product; every kept one in its place. An error says what to change: a place nothing fits, a kept product
 * that cannot be kept, or the least the room can be done for.
 */
export function designRooms(
  ask: DesignAsk,
  candidates: readonly DesignCandidate[],
  accessoryPrices: AccessoryPrices,
): { designs: DesignOutcome[] } | DesignError {
  const setup = designSetup(ask.doc, ask.kind, candidates, ask.avoid, accessoryPrices);
  const kept = keptPlaces(setup, ask.keep, ask.avoid);
  if ('error' in kept) return kept;
  const base = {
    setup,
    asks: { ...NO_ASKS, forced: kept.forced },
    budget: ask.budgetCents,
    seed: ask.seed,
    keptAsked: new Set(ask.keep),
  };
  const count = ask.count ?? 3;
  const designs: DesignOutcome[] = [];
  const used = new Set<string>();
  let placeError: string | null = null;
  for (const template of designTemplates(ask.kind, ask.profile).slice(0, count + SPARE_TRIES)) {
    if (designs.length === count) break;
    const made = designOne({ ...base, template, ctx: contextOf(template, ask.profile, new Set(used)) });
    if ('error' in made) placeError ??= made.error;
    if (!('document' in made)) continue;
    designs.push(made);
    for (const p of made.picks) if (!base.keptAsked.has(p.product)) used.add(p.product);
  }
  if (designs.length > 0) return { designs };
  // None of the profile's looks fits the budget: the look that costs least, if it does; else what it costs.
  const cheapest = cheapestTemplate(base, ask.profile);
  if (!cheapest) return { error: placeError ?? NOTHING_FITS };
  if (cheapest.cost > ask.budgetCents)
    return { error: `The least this room can be done for is ${formatUsd(cheapest.cost)}; raise the budget.` };
  const made = designOne({
    ...base,
    template: cheapest.template,
    ctx: contextOf(cheapest.template, ask.profile, used),
  });
  return 'document' in made ? { designs: [made] } : { error: 'error' in made ? made.error : NOTHING_FITS };
}
