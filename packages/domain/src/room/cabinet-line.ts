import type { Candidate } from './candidate.ts';
import type { RoomDocument } from './document.ts';

/**
 * A kitchen orders one cabinet line (issue 21): its base, wall and tall cabinets share one maker, door style,
 * colour and finish. The seed names a cabinet's door by its first style tag (each style has one door), so a
 * line is the brand, that style, the finish and the colours. A candidate without a finish reads as a line of
 * its own colours.
 */
export type CabinetLine = {
  brand: number | null;
  style: string | null;
  finish: string | null;
  colors: string;
};

export const lineOf = (c: Candidate): CabinetLine => ({
  brand: c.brand ?? null,
  style: c.styleTags[0] ?? null,
  finish: c.finish ?? null,
  colors: [...c.colors].sort().join(','),
});

export const sameLine = (a: CabinetLine, b: CabinetLine) =>
  a.brand === b.brand && a.style === b.style && a.finish === b.finish && a.colors === b.colors;

/**
 * The candidates a cabinet may be picked from, best first: the line itself; when the line lacks the width,
 * the line's colour in any door; then any cabinet (a slot is better filled than left empty).
 */
export function cabinetPools(candidates: readonly Candidate[], line: CabinetLine): Candidate[][] {
  const inLine = candidates.filter((c) => sameLine(lineOf(c), line));
  const sameColour = candidates.filter((c) => lineOf(c).colors === line.colors);
  return [inLine, sameColour, [...candidates]];
}

const lineKey = (c: Candidate) => {
  const l = lineOf(c);
  return `${l.brand}|${l.style}|${l.finish}|${l.colors}`;
};

/**
 * The base cabinets whose line has every subcategory the plan's cabinets need (a U-shaped kitchen's tall
 * pantry): a line is chosen among those when any, so one line dresses the whole kitchen; else every candidate.
 */
export function completeLines(candidates: readonly Candidate[], doc: RoomDocument): readonly Candidate[] {
  const needed = new Set(doc.fixtures.flatMap((f) => (f.kind === 'cabinet' && f.variant ? [f.variant] : [])));
  const leaves = new Map<string, Set<string>>();
  for (const c of candidates) leaves.set(lineKey(c), (leaves.get(lineKey(c)) ?? new Set()).add(c.leaf));
  const LEAF = { base: 'Base Cabinets', wall: 'Wall Cabinets', tall: 'Tall Cabinets' } as Record<
    string,
    string
  >;
  const having = (variants: string[]) =>
    candidates.filter((c) => variants.every((v) => !LEAF[v] || leaves.get(lineKey(c))?.has(LEAF[v])));
  // Without a line that has everything, one with base and wall cabinets: the pantry is the one to fall back.
  for (const variants of [[...needed], [...needed].filter((v) => v !== 'tall')]) {
    const complete = having(variants);
    if (complete.some((c) => c.leaf === 'Base Cabinets')) return complete;
  }
  return candidates;
}
