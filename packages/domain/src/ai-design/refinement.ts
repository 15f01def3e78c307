import type { FixtureVariant } from '../room/document.ts';
import type { Slot } from '../room/templates.ts';

/**
 * What a homeowner asks of a design in words (issue 26: "warmer", "cheaper by 20%", "keep the floor, change
 * the vanity"), read into what the refinement search does: a mood (the palette it moves to), a price (a
 * saving in percent, or dearer), and the parts of the room to keep exactly or to change. Words it does not
 * know are ignored; a request it cannot read at all, or that contradicts itself, is an error a person can act
 * on.
 */
export type Mood = 'warmer' | 'cooler' | 'lighter' | 'darker';
/** A part of the room: a slot, or an appliance by its variant ("the range"). */
export type RefinePart = Slot | FixtureVariant;
export type Refinement = {
  mood: Mood | null;
  /** Cheaper by this many percent (1–90), or null. */
  cheaperPercent: number | null;
  dearer: boolean;
  keep: RefinePart[];
  change: RefinePart[];
};

/** How a cheaper request with no number saves. */
export const DEFAULT_SAVING_PERCENT = 10;
export const MAX_SAVING_PERCENT = 90;

export const REFINEMENT_MESSAGES = {
  unread:
    'Say what to change: warmer, cooler, lighter or darker; cheaper (by 20%) or more upscale; or the parts to keep and change ("keep the floor, change the vanity").',
  moods: 'Ask for one of warmer, cooler, lighter or darker at a time.',
  price: 'Ask for cheaper or more upscale, not both.',
  saving: `Ask for a saving between 1% and ${MAX_SAVING_PERCENT}%.`,
  both: (part: string) => `The ${part} cannot be both kept and changed.`,
} as const;

/** The words for each part, longest phrases first (a "shower wall" is not a shower, a "range hood" not a range). */
// biome-ignore format: one part a line
const PARTS: Array<[RefinePart, RegExp]> = [
  ['shower_wall', /\bshower (?:walls?|tiles?|tiling|surround)\b|\bsurround\b/],
  ['wall-oven', /\bwall ovens?\b/],
  ['hood', /\b(?:range |vent |cooker )?hoods?\b/],
  ['cabinet', /\b(?:wall |base |tall |kitchen )?(?:cabinets?|cabinetry|cupboards?|pantry)\b/],
  ['backsplash', /\bback ?splash(?:es)?\b/],
  ['countertop', /\bcounter ?tops?\b|\bcounters?\b|\bworktops?\b/],
  ['dishwasher', /\bdish ?washers?\b/],
  ['refrigerator', /\bfridges?\b|\brefrigerators?\b/],
  ['cooktop', /\bcook ?tops?\b|\bhobs?\b/],
  ['range', /\branges?\b|\bstoves?\b|\bovens?\b/],
  ['microwave', /\bmicrowaves?\b/],
  ['washer', /\bwashers?\b|\bwashing machines?\b/],
  ['dryer', /\bdryers?\b/],
  ['appliance', /\bappliances?\b/],
  ['floor', /\bfloors?\b|\bflooring\b/],
  ['wall', /\b(?:accent )?walls?\b|\bstacked stone\b/],
  ['light', /\blights?\b|\blighting\b|\bpendants?\b|\bchandeliers?\b/],
  ['fan', /\b(?:ceiling )?fans?\b/],
  ['toilet', /\btoilets?\b/],
  ['tub', /\b(?:bath ?)?tubs?\b|\bbathtubs?\b/],
  ['shower', /\bshowers?\b/],
  ['vanity', /\bvanit(?:y|ies)\b/],
  ['mirror', /\bmirrors?\b/],
  ['faucet', /\bfaucets?\b|\btaps?\b/],
  ['sink', /\bsinks?\b/],
  ['hardscape', /\bpatio\b|\bpavers?\b|\bpaving\b|\bdeck\b|\bhardscap(?:e|ing)\b/],
  ['coping', /\bcoping\b/],
  ['turf', /\bturf\b|\blawn\b|\bgrass\b/],
];

const MOODS: Array<[Mood, RegExp]> = [
  ['warmer', /\bwarm(?:er)?\b/],
  ['cooler', /\bcool(?:er)?\b/],
  ['lighter', /\blighter\b|\bbrighter\b|\bairier\b/],
  ['darker', /\bdark(?:er)?\b|\bmoodier\b/],
];
const CHEAPER =
  /\bcheaper\b|\bless expensive\b|\blower (?:cost|price)\b|\bsave\b|\bsaving\b|\bcut (?:the )?cost\b/;
const DEARER =
  /\bdearer\b|\bpricier\b|\bmore expensive\b|\bupscale\b|\bfancier\b|\bpremium\b|\bluxurious\b|\bsplurge\b|\bupgrade\b/;
const KEEP = /\bkeep\b|\bleave\b|\bretain\b|\bsame\b|\bstays?\b/;
/** Where a new clause starts within a sentence: at each verb ("change the vanity and keep the floor"). */
const VERB = /(?=\b(?:keep|leave|retain|change|swap|replace|update|redo|switch)\b)/;
const NOT_CHANGE = /\b(?:don'?t|do not|never) (?:change|touch|swap|replace)\b/g;
const CHANGE =
  /\bchange\b|\bswap\b|\breplace\b|\bnew\b|\bdifferent\b|\bupdate\b|\bredo\b|\bswitch\b|\bother\b/;

/** The parts a clause names in the order it names them, each phrase taken out once read (a "shower wall" is not also a shower). */
function partsIn(clause: string): RefinePart[] {
  let rest = clause;
  const found: { part: RefinePart; at: number }[] = [];
  for (const [part, words] of PARTS) {
    const at = rest.search(words);
    if (at < 0) continue;
    found.push({ part, at });
    rest = rest.replace(new RegExp(words.source, 'g'), (m) => ' '.repeat(m.length));
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.part);
}

/** A refinement read from the homeowner's words, or the message saying how to ask. */
export function parseRefinement(text: string): Refinement | { error: string } {
  const said = text.toLowerCase().replace(/[’`]/g, "'").replace(NOT_CHANGE, 'keep');
  const moods = MOODS.filter(([, words]) => words.test(said)).map(([m]) => m);
  if (moods.length > 1) return { error: REFINEMENT_MESSAGES.moods };
  const cheaper = CHEAPER.test(said);
  const dearer = DEARER.test(said);
  if (cheaper && dearer) return { error: REFINEMENT_MESSAGES.price };
  let cheaperPercent: number | null = null;
  if (cheaper) {
    const m = said.match(/(\d+(?:\.\d+)?)\s*(?:%|percent|per cent)/);
    cheaperPercent = m ? Number(m[1]) : DEFAULT_SAVING_PERCENT;
    if (!Number.isInteger(cheaperPercent) || cheaperPercent < 1 || cheaperPercent > MAX_SAVING_PERCENT)
      return { error: REFINEMENT_MESSAGES.saving };
  }
  const keep: RefinePart[] = [];
  const change: RefinePart[] = [];
  let verb: 'keep' | 'change' = 'change';
  const clauses = said.split(/[,;.!?]|\bbut\b|\bthen\b|\bwhile\b/).flatMap((c) => c.split(VERB));
  for (const clause of clauses) {
    const keeping = KEEP.test(clause);
    if (keeping) verb = 'keep';
    else if (CHANGE.test(clause)) verb = 'change';
    for (const part of partsIn(clause)) {
      const into = verb === 'keep' ? keep : change;
      if (!into.includes(part)) into.push(part);
    }
  }
  const both = keep.find((p) => change.includes(p));
  if (both) return { error: REFINEMENT_MESSAGES.both(both.replace('_', ' ')) };
  if (!moods.length && !cheaper && !dearer && !keep.length && !change.length)
    return { error: REFINEMENT_MESSAGES.unread };
  return { mood: moods[0] ?? null, cheaperPercent, dearer, keep, change };
}
