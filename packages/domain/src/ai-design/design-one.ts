import type { RoomDocument } from '../room/document.ts';
import { fitProblems } from '../room/fit-checks.ts';
import type { Template } from '../room/templates.ts';
import type { DesignOutcome } from './ask.ts';
import { clearanceProblems } from './clearances.ts';
import { buildDocument } from './design-build.ts';
import { type GroupAsks, planGroups } from './plan-groups.ts';
import { picksOf } from './reasons.ts';
import type { ScoreContext } from './score.ts';
import { cheapestDesign, type SearchInput, type State, searchDesign } from './search.ts';
import type { DesignSetup } from './setup.ts';
import { designTakeoff } from './takeoff.ts';

/** Why a design could not be made: a place nothing fits, or a budget too small (with the least it takes). */
export type DesignFailure = { error: string } | { overBudget: true };

const problemKey = (p: { code: string; ids: string[] }) => `${p.code}:${p.ids[0]}`;

/** The fit and clearance problems a designed room has that its empty plan did not (the hard rules: none). */
export function newProblems(plan: RoomDocument, doc: RoomDocument): string[] {
  const before = new Set([...fitProblems(plan), ...clearanceProblems(plan)].map(problemKey));
  return [...fitProblems(doc), ...clearanceProblems(doc)]
    .filter((p) => !before.has(problemKey(p)))
    .map((p) => p.message);
}

export type OneDesign = {
  setup: DesignSetup;
  template: Template;
  ctx: ScoreContext;
  asks: GroupAsks;
  budget: number;
  seed: number;
  keptAsked: ReadonlySet<string>;
  /** The refined room, whose kept picks are copied as they were. */
  kept?: RoomDocument;
};

function searchInput(one: OneDesign): SearchInput | { error: string } {
  const planned = planGroups(one.setup, one.template, one.ctx, one.asks, one.budget, one.seed);
  if ('error' in planned) return planned;
  return { doc: one.setup.doc, plans: planned.plans, budget: one.budget, hoodOver: one.setup.hoodOver };
}

/** The room a finished state makes, priced, checked against the hard rules, every pick explained. */
function outcomeOf(one: OneDesign, input: SearchInput, state: State): DesignOutcome | null {
  const doc = buildDocument(input, state, one.kept);
  const takeoff = designTakeoff(doc, one.setup.candidateOf, one.setup.prices);
  // The search's costs are each group's exact cost, which the room's takeoff never exceeds; a room over the
  // budget or with a problem its plan had not would be a defect of the search, and is never answered.
  if (takeoff.totalCents > one.budget || newProblems(one.setup.doc, doc).length > 0) return null;
  const picks = picksOf(input, state, one.ctx, doc, takeoff, one.keptAsked);
  return {
    name: one.template.name,
    style: one.template.style,
    palette: one.template.palette,
    totalCents: takeoff.totalCents,
    vendors: new Set(
      picks.map((p) => one.setup.candidateOf({ product: p.product, sizeId: p.size_id })!.vendor),
    ).size,
    document: doc,
    picks,
  };
}

/** One design from one template: the beam's best within the budget (or, failing it, the cheapest that fits). */
export function designOne(one: OneDesign): DesignOutcome | DesignFailure {
  const input = searchInput(one);
  if ('error' in input) return input;
  const found = searchDesign(input);
  const state = found ?? cheapestDesign(input);
  if (!state || state.cost > one.budget) return { overBudget: true };
  return outcomeOf(one, input, state) ?? { overBudget: true };
}

/**
 * The least this template makes the room for, whatever the budget (null: it cannot be made): the cheapest
 * choice in every group, by the search's own costs, so that a budget of that much is sure to get a design.
 */
export function leastCost(one: OneDesign): number | null {
  const input = searchInput({ ...one, budget: Number.MAX_SAFE_INTEGER });
  if ('error' in input) return null;
  return cheapestDesign(input)?.cost ?? null;
}
