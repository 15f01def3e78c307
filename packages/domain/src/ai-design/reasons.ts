import type { RoomDocument } from '../room/document.ts';
import { productRefKey } from '../room/document.ts';
import { type FitProblem, fitProblems } from '../room/fit-checks.ts';
import { MM_PER_IN } from '../room/geometry.ts';
import { clearanceChecks } from './clearances.ts';
import type { DesignPick } from './contract.ts';
import { walk } from './design-build.ts';
import { type ScoreContext, type ScoreTerm, termSays } from './score.ts';
import { choose, type SearchInput, type State, termsIn } from './search.ts';
import type { DesignTakeoff } from './takeoff.ts';

/** The terms a pick shows: its largest, largest first (at least one, even when none scored above nothing). */
const SHOWN_TERMS = 3;
const round1 = (x: number) => Math.round(x * 10) / 10;
const inches = (mm: number) => Math.round(mm / MM_PER_IN);

/** Fixtures the fit checks find nothing wrong with, and the toilets clear of their side walls. */
function fitWords(doc: RoomDocument, problems: FitProblem[]) {
  const named = new Set(problems.flatMap((p) => p.ids));
  return (id: string) => {
    const f = doc.fixtures.find((x) => x.id === id);
    if (!f || named.has(id)) return [];
    const words = ['Inside the room, within its wall and clear of the door swing'];
    if (f.kind === 'toilet') words.push('Its centre 15 in or more from the side walls');
    return f.elevation > 0 && f.kind !== 'toilet' ? words.slice(1) : words;
  };
}

/**
 * Every surface's and fixture's pick with its reasons (issue 26): the terms it scored most on, in words; the
 * hard rules it was checked against that it keeps; the runner-up the search weighed for the same slot and what
 * it would have cost more (+) or less (−) there; and its line of the exact takeoff.
 */
export function picksOf(
  input: SearchInput,
  state: State,
  ctx: ScoreContext,
  doc: RoomDocument,
  takeoff: DesignTakeoff,
  keptAsked: ReadonlySet<string>,
): DesignPick[] {
  const lineCents = new Map(takeoff.lines.map((l) => [productRefKey(l.line.product), l.cents]));
  const clear = clearanceChecks(doc).filter((c) => c.ok);
  const fits = fitWords(doc, fitProblems(doc));
  const free = { ...input, budget: Infinity };
  const picks: DesignPick[] = [];
  for (const { i, plan, choice, before } of walk(input, state)) {
    const { group, rule } = plan;
    const lead = choice.option.lead;
    const terms = Object.entries(termsIn(before, plan, choice.option, choice.cost))
      .filter(([, p]) => p !== undefined && p !== 0)
      .sort((a, b) => b[1]! - a[1]! || a[0].localeCompare(b[0]));
    const shown = terms.filter(([, p]) => p! > 0).slice(0, SHOWN_TERMS);
    const runner = plan.shortlist
      .filter((o) => o.product !== choice.option.product)
      .map((o) => choose(free, before, i, o, 0))
      .reduce<ReturnType<typeof choose>>(
        (best, c) => (c && (!best || c.points > best.points) ? c : best),
        null,
      );
    group.targets.forEach((t, j) => {
      const size = choice.sizes[j];
      const rules = [`${size.leaf}, which a ${group.label} takes`, 'Listed in this showroom'];
      if (t.type === 'fixture') {
        const place = group.widths[j];
        rules.push(
          size.widthIn === null
            ? 'Fits its place'
            : group.slot === 'mirror'
              ? `${size.widthIn} in wide, 2 in or more inside its vanity each side`
              : `${size.widthIn} in wide: fits the ${inches(place)} in place`,
        );
        rules.push(...fits(t.id), ...clear.filter((c) => c.ids[0] === t.id).map((c) => c.message));
      }
      if (choice.option.fixed) rules.push('Kept from the design you refined');
      else if (keptAsked.has(size.product)) rules.push('Kept as you asked');
      const runnerSize = runner?.sizes[j];
      picks.push({
        target: t,
        slot: group.label,
        product: size.product,
        size_id: size.sizeId,
        name: size.name,
        brand: size.brandName,
        line_cents: lineCents.get(productRefKey(size)) ?? 0,
        reasons: {
          terms: (shown.length ? shown : terms.slice(0, 1)).map(([term, points]) => ({
            term,
            points: round1(points!),
            says: termSays(term as ScoreTerm, lead, group, rule, ctx, {
              cost: choice.cost,
              share: plan.share,
            }),
          })),
          rules,
          runner_up:
            runner && runnerSize
              ? {
                  product: runnerSize.product,
                  size_id: runnerSize.sizeId,
                  name: runnerSize.name,
                  price_diff_cents:
                    t.type === 'surface'
                      ? runner.cost - choice.cost
                      : runnerSize.priceCents - size.priceCents,
                }
              : null,
        },
      });
    });
  }
  return picks;
}
