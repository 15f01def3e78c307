import { formatUsd } from '../money/cents.ts';
import { lineOf } from '../room/cabinet-line.ts';
import { PALETTES, type Palette } from '../room/palettes.ts';
import type { StyleProfile } from '../room/style-profile.ts';
import type { SlotRule, Template } from '../room/templates.ts';
import type { DesignCandidate } from './design-candidate.ts';
import type { SlotGroup } from './slot-groups.ts';

/**
 * The AI designer's score (issue 26), term by term, so that every pick's reasons name the terms it won on:
 * - category: the slot's preferred category first (the template's order: wood before tile in a Rustic den);
 * - style: tagged the design's style, and the homeowner's other styles from the quiz;
 * - palette: colour harmony: its colours in the design's palette (a yard's: the style's deck colours), and
 *   none of the palette a refinement moves away from;
 * - look: a yard's paver size and finish as the style lays them;
 * - finish: one finish across the design's metals, surfaces, cabinetry; a kitchen's cabinets one line;
 * - vendors: a vendor the design already buys from (fewer vendors, fewer deliveries);
 * - price: near the slot's share of the budget (no one slot eats the budget, none looks cheap beside it);
 * - variety: not a product another of the three designs already uses;
 * - stay: the product the refined design had (a refinement changes what it was asked to change).
 */
export const SCORE_TERMS = [
  'category',
  'style',
  'palette',
  'look',
  'finish',
  'vendors',
  'price',
  'variety',
  'stay',
] as const;
export type ScoreTerm = (typeof SCORE_TERMS)[number];
export type TermPoints = Partial<Record<ScoreTerm, number>>;

/** What a design aims at besides its template: the palette it moves away from, the other designs' products. */
export type ScoreContext = {
  template: Template;
  profile: StyleProfile;
  away: Palette | null;
  usedBefore: ReadonlySet<string>;
  /** The refined design's product on each surface or fixture, by its id. */
  stay: ReadonlyMap<string, string>;
};

/** The looks a partial design has picked: its vendors, its finishes by family, its cabinet lines. */
export type PickedLooks = {
  vendors: readonly number[];
  finishes: readonly string[];
  lines: readonly string[];
};

const WEIGHTS = {
  category: 10,
  style: 6,
  otherStyles: 3,
  paletteColour: 2,
  awayColour: -2,
  ground: 6,
  groundNear: 3,
  lookColour: 1,
  size: 4,
  lookFinish: 2,
  finish: 3,
  line: 4,
  vendor: 3,
  price: 4,
  variety: -4,
  stay: 3,
} as const;

/** Which picks should share a finish: the metals, the surfaces, the cabinetry, the bath's ware. */
const FAMILY: Record<string, string> = {
  faucet: 'metal fixtures',
  light: 'metal fixtures',
  fan: 'metal fixtures',
  mirror: 'metal fixtures',
  sink: 'metal fixtures',
  appliance: 'appliances',
  cabinet: 'cabinetry',
  vanity: 'cabinetry',
  toilet: 'bath fixtures',
  tub: 'bath fixtures',
  shower: 'bath fixtures',
};
export const familyOf = (g: SlotGroup) => FAMILY[g.slot] ?? 'surfaces';
const lineKeys = new WeakMap<DesignCandidate, string>();
const lineKey = (c: DesignCandidate) => {
  let key = lineKeys.get(c);
  if (key === undefined) {
    const l = lineOf(c);
    key = `${l.brand}|${l.style}|${l.finish}|${l.colors}`;
    lineKeys.set(c, key);
  }
  return key;
};

const tops = new WeakMap<StyleProfile, number>();
/** The profile's highest style score (what another tag's score is measured against). */
function topOf(profile: StyleProfile) {
  let top = tops.get(profile);
  if (top === undefined) {
    top = Math.max(...Object.values(profile.scores));
    tops.set(profile, top);
  }
  return top;
}

function styleMatch(c: DesignCandidate, ctx: ScoreContext) {
  const own = c.styleTags.includes(ctx.template.style);
  const top = topOf(ctx.profile);
  const others = c.styleTags.filter((s) => s !== ctx.template.style);
  const best = others.reduce(
    (m, s) => Math.max(m, ctx.profile.scores[s as keyof StyleProfile['scores']] ?? 0),
    0,
  );
  return {
    own,
    other: top > 0 ? best / top : 0,
    tag: others.find((s) => ctx.profile.scores[s as keyof StyleProfile['scores']] === best),
  };
}

const shuns = new WeakMap<ScoreContext, readonly string[]>();
/** The colours of the palette a design moves away from that its own palette does not have. */
function shunned(ctx: ScoreContext) {
  let shun = shuns.get(ctx);
  if (!shun) {
    const want: readonly string[] = PALETTES[ctx.template.palette];
    shun = ctx.away ? PALETTES[ctx.away].filter((x) => !want.includes(x)) : [];
    shuns.set(ctx, shun);
  }
  return shun;
}

function paletteMatch(c: DesignCandidate, rule: SlotRule, ctx: ScoreContext) {
  const colours = rule.look?.colours;
  if (colours) {
    const [ground, ...rest] = c.colors;
    const g =
      ground === colours[0] ? WEIGHTS.ground : ground && colours.includes(ground) ? WEIGHTS.groundNear : 0;
    return {
      points: g + rest.filter((x) => colours.includes(x)).length * WEIGHTS.lookColour,
      in: g ? [ground!] : [],
      out: [],
    };
  }
  const want: readonly string[] = PALETTES[ctx.template.palette];
  const shun = shunned(ctx);
  const inside = c.colors.filter((x) => want.includes(x)).slice(0, 2);
  const out = c.colors.filter((x) => shun.includes(x));
  return { points: inside.length * WEIGHTS.paletteColour + out.length * WEIGHTS.awayColour, in: inside, out };
}

function lookMatch(c: DesignCandidate, rule: SlotRule) {
  const look = rule.look;
  if (!look) return { points: 0, size: false, finish: false };
  const [w, h] = look.sizeIn ?? [null, null];
  const size =
    w !== null &&
    c.heightIn != null &&
    ((c.widthIn === w && c.heightIn === h) || (c.widthIn === h && c.heightIn === w));
  const finish = !!c.finish && !!look.finishes?.includes(c.finish);
  return { points: (size ? WEIGHTS.size : 0) + (finish ? WEIGHTS.lookFinish : 0), size, finish };
}

/** The terms that depend on the candidate alone (and the design), not on what else is picked. */
export function staticTerms(c: DesignCandidate, g: SlotGroup, rule: SlotRule, ctx: ScoreContext): TermPoints {
  const rank = rule.categories.indexOf(c.category);
  const style = styleMatch(c, ctx);
  return {
    category: rank < 0 ? 0 : (WEIGHTS.category * (rule.categories.length - rank)) / rule.categories.length,
    style: (style.own ? WEIGHTS.style : 0) + WEIGHTS.otherStyles * style.other,
    palette: paletteMatch(c, rule, ctx).points,
    look: lookMatch(c, rule).points,
    variety: ctx.usedBefore.has(c.product) ? WEIGHTS.variety : 0,
    stay: ctx.stay.get(g.targets[0].id) === c.product ? WEIGHTS.stay : 0,
  };
}

/** Near the slot's share of the budget scores most: twice or half of it nothing, four times or a quarter −4. */
export function priceTerm(cost: number, share: number): number {
  const ratio = Math.max(cost, 1) / Math.max(share, 1);
  const points = WEIGHTS.price * (1 - Math.abs(Math.log(ratio)) / Math.log(2));
  return Math.max(-WEIGHTS.price, Math.min(WEIGHTS.price, points));
}

/** The terms that depend on what the design has picked before this one. */
export function pickedTerms(c: DesignCandidate, g: SlotGroup, picked: PickedLooks): TermPoints {
  const finish = c.finish && picked.finishes.includes(`${familyOf(g)}|${c.finish}`) ? WEIGHTS.finish : 0;
  const line = g.slot === 'cabinet' && picked.lines.includes(lineKey(c)) ? WEIGHTS.line : 0;
  return { finish: finish + line, vendors: picked.vendors.includes(c.vendor) ? WEIGHTS.vendor : 0 };
}

/** pickedTerms' sum, without making its record (the search asks it for every option it weighs). */
export function pickedPoints(c: DesignCandidate, g: SlotGroup, picked: PickedLooks): number {
  const t = pickedTerms(c, g, picked);
  return (t.finish ?? 0) + (t.vendors ?? 0);
}

/** The looks a design has picked, with one more pick. */
export function withPick(picked: PickedLooks, c: DesignCandidate, g: SlotGroup): PickedLooks {
  const finish = c.finish ? `${familyOf(g)}|${c.finish}` : null;
  return {
    vendors: picked.vendors.includes(c.vendor) ? picked.vendors : [...picked.vendors, c.vendor],
    finishes: finish && !picked.finishes.includes(finish) ? [...picked.finishes, finish] : picked.finishes,
    lines:
      g.slot === 'cabinet' && !picked.lines.includes(lineKey(c))
        ? [...picked.lines, lineKey(c)]
        : picked.lines,
  };
}

export const NOTHING_PICKED: PickedLooks = { vendors: [], finishes: [], lines: [] };

export const sumTerms = (t: TermPoints) => Object.values(t).reduce((sum, p) => sum + (p ?? 0), 0);

const list = (xs: readonly string[]) =>
  xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}`;

/** A term's reason in words, for a pick that scored it. */
export function termSays(
  term: ScoreTerm,
  c: DesignCandidate,
  g: SlotGroup,
  rule: SlotRule,
  ctx: ScoreContext,
  money: { cost: number; share: number },
): string {
  const style = ctx.template.style;
  switch (term) {
    case 'category': {
      const rank = rule.categories.indexOf(c.category);
      const what = c.leaf === c.category ? c.category : c.leaf;
      return rank === 0
        ? `${what}, the first choice for a ${style} ${g.label}`
        : `${what}, choice ${rank + 1} of ${rule.categories.length} for a ${style} ${g.label}`;
    }
    case 'style': {
      const m = styleMatch(c, ctx);
      const other = m.tag && m.other > 0 ? `${m.own ? ', and ' : 'Tagged '}${m.tag} from your answers` : '';
      return `${m.own ? `Tagged ${style}` : ''}${other}` || `Not tagged ${style}`;
    }
    case 'palette': {
      const m = paletteMatch(c, rule, ctx);
      if (rule.look?.colours)
        return `${list(m.in) || list([...c.colors])}, the colour of a ${style} ${g.label}`;
      if (m.in.length)
        return `${list(m.in)} ${m.in.length > 1 ? 'suit' : 'suits'} the ${ctx.template.palette} palette`;
      return m.out.length
        ? `${list(m.out)} ${m.out.length > 1 ? 'are' : 'is'} of the ${ctx.away} palette`
        : `${list([...c.colors])} is outside the ${ctx.template.palette} palette`;
    }
    case 'look': {
      const m = lookMatch(c, rule);
      const size = m.size ? `${c.widthIn} × ${c.heightIn} in pieces` : '';
      const finish = m.finish ? `a ${c.finish?.toLowerCase()} finish` : '';
      return `${list([size, finish].filter(Boolean))}, as a ${style} yard has`;
    }
    case 'finish':
      return g.slot === 'cabinet'
        ? `One line with the other cabinets (${c.finish ?? 'same finish'})`
        : `${c.finish}, as the other ${familyOf(g)}`;
    case 'vendors':
      return 'From a vendor this design already buys from (one delivery fewer)';
    case 'price':
      return `${formatUsd(money.cost)} against a ${formatUsd(money.share)} share of the budget`;
    case 'variety':
      return 'Also in another of the designs';
    case 'stay':
      return 'Kept from the design you refined';
  }
}
