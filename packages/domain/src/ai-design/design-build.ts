import type { Fixture, RoomDocument, Surface } from '../room/document.ts';
import { resolveMirrors } from '../room/templates.ts';
import type { DesignCandidate } from './design-candidate.ts';
import { refOf } from './design-candidate.ts';
import { extend, type GroupPlan, type SearchInput, START, type State, widthWith } from './search.ts';

/**
 * The designed room: the plan's document with each target's size (a surface in the template's laying
 * pattern; a fixture in its place at its size's width, a mirror fitted over its vanity by resolveMirrors), and
 * what a refinement kept copied from the refined room as it was.
 */
export function buildDocument(input: SearchInput, state: State, kept?: RoomDocument): RoomDocument {
  const surfaces = new Map<string, { c: DesignCandidate; plan: GroupPlan }>();
  const fixtures = new Map<string, DesignCandidate>();
  const fixed = new Set<string>();
  state.choices.forEach((choice, i) => {
    const plan = input.plans[i];
    plan.group.targets.forEach((t, j) => {
      if (choice.option.fixed) fixed.add(t.id);
      if (t.type === 'surface') surfaces.set(t.id, { c: choice.sizes[j], plan });
      else fixtures.set(t.id, choice.sizes[j]);
    });
  });
  const keptSurface = new Map<string, Surface>((kept?.surfaces ?? []).map((s) => [s.id, s]));
  const keptFixture = new Map<string, Fixture>((kept?.fixtures ?? []).map((f) => [f.id, f]));
  const placed = input.doc.fixtures.map((f): Fixture => {
    const c = fixtures.get(f.id);
    if (!c || f.kind === 'mirror') return f;
    return { ...f, product: refOf(c), width: widthWith(c, f.width) };
  });
  const mirrors = placed.filter((f) => f.kind === 'mirror');
  let nth = 0;
  const dressed = resolveMirrors(placed, () => fixtures.get(mirrors[nth++].id) ?? null);
  return {
    ...input.doc,
    surfaces: input.doc.surfaces.map((s) => {
      const at = surfaces.get(s.id);
      if (!at) return s;
      if (fixed.has(s.id) && keptSurface.has(s.id)) return keptSurface.get(s.id)!;
      return { ...s, product: refOf(at.c), pattern: at.plan.rule.pattern };
    }),
    fixtures: dressed.map((f) => (fixed.has(f.id) && keptFixture.has(f.id) ? keptFixture.get(f.id)! : f)),
  };
}

/** Each choice with the design as it stood when it was made (what its terms were scored against). */
export function* walk(input: SearchInput, state: State) {
  let before = START;
  for (const [i, choice] of state.choices.entries()) {
    const plan = input.plans[i];
    yield { i, plan, choice, before };
    before = extend(before, plan, choice);
  }
}
