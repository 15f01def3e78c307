import type { Fixture, RoomDocument } from '../room/document.ts';
import { MM_PER_IN } from '../room/geometry.ts';
import { resolveMirrors, type SlotRule } from '../room/templates.ts';
import type { DesignCandidate } from './design-candidate.ts';
import type { SurfaceCoster } from './group-costs.ts';
import { fitSizes, type Option } from './options.ts';
import {
  NOTHING_PICKED,
  type PickedLooks,
  pickedPoints,
  pickedTerms,
  priceTerm,
  type TermPoints,
  withPick,
} from './score.ts';
import type { SlotGroup } from './slot-groups.ts';

/**
 * The AI designer's search (issue 26): a beam search over the room's groups, most expensive first, each state
 * a partial design with its score and its cost so far. A state only grows by an option that leaves room in
 * the budget for the cheapest way to fill every group still to come, so every finished state is within the
 * budget; the beam keeps the best few states after each group. Per group only a shortlist is tried (the best
 * by the terms that do not depend on the rest of the design, and the cheapest), so a room over a catalogue of
 * 40,000 sizes takes milliseconds.
 */

/** An option with the terms that depend on it alone; `base` is their sum with the seed's small tie-breaker. */
export type ScoredOption = Option & { terms: TermPoints; base: number };

/**
 * A group as the search takes it. `depends` says what of the design so far it needs: a room's floor is
 * measured around the fixtures as chosen; a mirror is fitted over its vanity as chosen; a hood is at least as
 * wide as the range under it.
 */
export type GroupPlan = {
  group: SlotGroup;
  rule: SlotRule;
  options: ScoredOption[];
  shortlist: ScoredOption[];
  share: number;
  minCost: number;
  coster: SurfaceCoster | null;
  depends: 'floor' | 'mirror' | 'hood' | null;
};

export type SearchInput = {
  doc: RoomDocument;
  plans: GroupPlan[];
  budget: number;
  /** Each hood's range or cooktop, by id (clearances.ts: a hood is at least as wide as it). */
  hoodOver: ReadonlyMap<string, string>;
};

export type Choice = { option: ScoredOption; sizes: DesignCandidate[]; cost: number; points: number };
export type State = {
  choices: Choice[];
  score: number;
  cost: number;
  picked: PickedLooks;
  /** Each fixture's width as chosen so far (mm). */
  widths: ReadonlyMap<string, number>;
};

const BEAM = 8;

export const START: State = { choices: [], score: 0, cost: 0, picked: NOTHING_PICKED, widths: new Map() };

/** The width a fixture takes with a size: the size's own, or its place's when the size has none. */
export const widthWith = (c: DesignCandidate, placeMm: number) =>
  c.widthIn === null ? placeMm : Math.round(c.widthIn * MM_PER_IN);

const fixturesMemo = new WeakMap<State, Fixture[]>();
/** The plan's fixtures at the widths the state chose (the rest as the plan has them). */
export function fixturesOf(doc: RoomDocument, state: State): Fixture[] {
  let fixtures = fixturesMemo.get(state);
  if (!fixtures) {
    fixtures = doc.fixtures.map((f) => {
      const w = state.widths.get(f.id);
      return w === undefined || w === f.width ? f : { ...f, width: w };
    });
    fixturesMemo.set(state, fixtures);
  }
  return fixtures;
}

/** How wide each mirror may be over its vanity as chosen (room/templates.ts resolveMirrors decides it). */
export function mirrorLimits(fixtures: Fixture[]): Map<string, number> {
  const mirrors = fixtures.filter((f) => f.kind === 'mirror');
  const limits = new Map<string, number>();
  resolveMirrors(fixtures, (max) => {
    limits.set(mirrors[limits.size].id, max);
    return null;
  });
  return limits;
}

/** The option fitted to the state: its sizes and cost there, or null when it cannot go there. */
function fitted(input: SearchInput, state: State, plan: GroupPlan, o: ScoredOption) {
  const { group } = plan;
  let sizes = o.sizes;
  let cost = o.cost;
  if (plan.depends === 'mirror') {
    const limits = mirrorLimits(fixturesOf(input.doc, state));
    const room = group.targets.map((t, i) => limits.get(t.id) ?? group.widths[i]);
    if (o.fixed) {
      if (sizes.some((c, i) => c.widthIn !== null && c.widthIn * MM_PER_IN > room[i] + 1)) return null;
    } else {
      const fit = fitSizes(o.all, room);
      if (!fit) return null;
      sizes = fit;
      cost = fit.reduce((sum, c) => sum + c.priceCents, 0);
    }
  } else if (plan.depends === 'hood') {
    const narrow = group.targets.some((t, i) => {
      const under = input.hoodOver.get(t.id);
      const range = under === undefined ? undefined : state.widths.get(under);
      return range !== undefined && widthWith(sizes[i], group.widths[i]) < range - 1;
    });
    if (narrow) return null;
  } else if (plan.depends === 'floor' && plan.coster) {
    const at = plan.coster(o.lead, fixturesOf(input.doc, state));
    if (at == null) return null;
    cost = at;
  }
  return { sizes, cost };
}

/** What choosing the option in the state scores, term by term (its own terms, its price, what it goes with). */
export function termsIn(state: State, plan: GroupPlan, o: ScoredOption, cost: number): TermPoints {
  return { ...o.terms, price: priceTerm(cost, plan.share), ...pickedTerms(o.lead, plan.group, state.picked) };
}

/** The option chosen in the state, or null when it cannot go there or leaves too little of the budget. */
export function choose(
  input: SearchInput,
  state: State,
  i: number,
  o: ScoredOption,
  rest: number,
): Choice | null {
  const plan = input.plans[i];
  const fit = fitted(input, state, plan, o);
  if (!fit || state.cost + fit.cost + rest > input.budget) return null;
  const picked = pickedPoints(o.lead, plan.group, state.picked);
  return { option: o, ...fit, points: o.base + priceTerm(fit.cost, plan.share) + picked };
}

/** The state with one more choice. */
export function extend(state: State, plan: GroupPlan, choice: Choice): State {
  const widths = new Map(state.widths);
  if (plan.group.on === 'fixture')
    plan.group.targets.forEach((t, i) => {
      widths.set(t.id, widthWith(choice.sizes[i], plan.group.widths[i]));
    });
  return {
    choices: [...state.choices, choice],
    score: state.score + choice.points,
    cost: state.cost + choice.cost,
    picked: withPick(state.picked, choice.option.lead, plan.group),
    widths,
  };
}

/** What the groups from i on cost at least. */
const restFrom = (plans: readonly GroupPlan[]) => {
  const rest = plans.map(() => 0).concat(0);
  for (let i = plans.length - 1; i >= 0; i -= 1) rest[i] = rest[i + 1] + plans[i].minCost;
  return rest;
};

/** The best design within the budget the beam finds, or null when none is. */
export function searchDesign(input: SearchInput): State | null {
  const rest = restFrom(input.plans);
  let beam: State[] = [START];
  for (let i = 0; i < input.plans.length; i += 1) {
    const children: { state: State; order: number }[] = [];
    beam.forEach((state, b) => {
      input.plans[i].shortlist.forEach((o, k) => {
        const choice = choose(input, state, i, o, rest[i + 1]);
        if (choice) children.push({ state: extend(state, input.plans[i], choice), order: b * 10_000 + k });
      });
    });
    if (children.length === 0) return null;
    children.sort((a, b) => b.state.score - a.state.score || a.order - b.order);
    beam = children.slice(0, BEAM).map((c) => c.state);
  }
  return beam[0];
}

/** The cheapest design, group by group (whatever the budget): what "the least this room can be done for" is. */
export function cheapestDesign(input: SearchInput): State | null {
  let state = START;
  for (let i = 0; i < input.plans.length; i += 1) {
    let best: Choice | null = null;
    for (const o of input.plans[i].options) {
      const choice = choose({ ...input, budget: Infinity }, state, i, o, 0);
      if (
        choice &&
        (!best || choice.cost < best.cost || (choice.cost === best.cost && choice.points > best.points))
      )
        best = choice;
    }
    if (!best) return null;
    state = extend(state, input.plans[i], best);
  }
  return state;
}
