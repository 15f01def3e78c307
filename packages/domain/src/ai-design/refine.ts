import { formatUsd } from '../money/cents.ts';
import type { RoomDocument } from '../room/document.ts';
import type { Palette } from '../room/palettes.ts';
import { type Template, templateById } from '../room/templates.ts';
import type { DesignAsk, DesignError, DesignOutcome } from './ask.ts';
import type { AccessoryPrices, DesignCandidate } from './design-candidate.ts';
import { designOne, leastCost, type OneDesign } from './design-one.ts';
import { keptPlaces } from './keep.ts';
import { NO_ASKS } from './plan-groups.ts';
import type { Mood, Refinement, RefinePart } from './refinement.ts';
import { designSetup } from './setup.ts';
import type { SlotGroup } from './slot-groups.ts';

/** The design a refinement starts from: its look, its total and its room as the generation answered them. */
export type RefineBase = Pick<DesignOutcome, 'style' | 'palette' | 'totalCents' | 'document'>;

/** The palette a mood moves to, and the one it moves away from (its colours score against). */
export function moodPalettes(mood: Mood | null, base: Palette): { palette: Palette; away: Palette | null } {
  switch (mood) {
    case 'warmer':
      return { palette: 'warm', away: base === 'warm' ? 'light' : base };
    case 'cooler':
      return { palette: base === 'warm' ? 'light' : base, away: 'warm' };
    case 'lighter':
      return { palette: 'light', away: 'dark' };
    case 'darker':
      return { palette: 'dark', away: 'light' };
    default:
      return { palette: base, away: null };
  }
}

/** How far above its share of the budget each slot aims when asked for something dearer. */
const DEARER_SHARE = 1.3;

const matches = (g: SlotGroup, parts: readonly RefinePart[]) =>
  parts.includes(g.slot) || (g.variant !== null && parts.includes(g.variant));

/** The product on each surface and fixture of a room, by id. */
const productsOf = (doc: RoomDocument) =>
  new Map([...doc.surfaces, ...doc.fixtures].flatMap((x) => (x.product ? [[x.id, x.product] as const] : [])));

/**
 * A design refined (issue 26): the parts not asked to change keep their product and size exactly (with
 * "change the vanity", everything but the vanity; with "keep the floor", the floor); a part named to change
 * takes another product; the rest is searched again in the mood's palette, preferring what the design had
 * (the `stay` term), within the budget — for "cheaper by 20%" within 80% of the design's total.
 */
export function refineDesign(
  ask: DesignAsk,
  base: RefineBase,
  refinement: Refinement,
  candidates: readonly DesignCandidate[],
  accessoryPrices: AccessoryPrices,
): { design: DesignOutcome } | DesignError {
  const setup = designSetup(ask.doc, ask.kind, candidates, ask.avoid, accessoryPrices);
  const named = [...refinement.keep, ...refinement.change];
  const missing = named.find((p) => !setup.groups.some((g) => matches(g, [p])));
  if (missing) return { error: `This room has no ${missing.replace(/[_-]/g, ' ')}.` };
  const kept = keptPlaces(setup, ask.keep, ask.avoid);
  if ('error' in kept) return kept;
  const had = productsOf(base.document);
  const fixed = new Map<string, DesignCandidate>();
  const exclude = new Map<string, string>();
  for (const g of setup.groups) {
    const keep = refinement.change.length ? !matches(g, refinement.change) : matches(g, refinement.keep);
    for (const t of g.targets) {
      const ref = had.get(t.id);
      if (!ref) continue;
      if (keep) {
        const c = setup.candidateOf(ref);
        if (!c)
          return { error: `The ${g.label} you kept is no longer sold in this showroom; let it change.` };
        fixed.set(t.id, c);
      } else if (matches(g, refinement.change)) exclude.set(t.id, ref.product);
    }
  }
  const { palette, away } = moodPalettes(refinement.mood, base.palette);
  const template = templateById(`${ask.kind}-${base.style.toLowerCase()}-${palette}`) as Template;
  const saving = refinement.cheaperPercent;
  const budget = saving
    ? Math.min(ask.budgetCents, Math.floor((base.totalCents * (100 - saving)) / 100))
    : ask.budgetCents;
  // Without a part named to change, what is not kept may change but keeps its product where it does as well.
  const stay = refinement.change.length
    ? new Map<string, string>()
    : new Map([...had].map(([id, r]) => [id, r.product]));
  const one: OneDesign = {
    setup,
    template,
    ctx: { template, profile: ask.profile, away, usedBefore: new Set(), stay },
    asks: {
      ...NO_ASKS,
      forced: kept.forced,
      fixed,
      exclude,
      shareFactor: refinement.dearer ? DEARER_SHARE : 1,
    },
    budget,
    seed: ask.seed,
    keptAsked: new Set(ask.keep),
    kept: base.document,
  };
  const made = designOne(one);
  if ('document' in made) return { design: made };
  if ('error' in made) return made;
  const least = leastCost(one);
  if (least === null) return { error: "Nothing in this showroom's catalogue fits every place in this room." };
  return saving && budget < ask.budgetCents
    ? {
        error: `The least this room can be done for, keeping what you kept, is ${formatUsd(least)}; ask for a smaller saving.`,
      }
    : { error: `The least this room can be done for is ${formatUsd(least)}; raise the budget.` };
}
