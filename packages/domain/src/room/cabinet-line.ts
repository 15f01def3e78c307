import type { Candidate } from './templates.ts';

/**
 * A kitchen orders one cabinet line (issue 21): its base, wall and tall cabinets share one door style, colour
 * and finish. The seed names a cabinet's door by its first style tag (each style has one door), so a line is
 * that style, the finish and the colours. A candidate without a finish reads as a line of its own colours.
 */
export type CabinetLine = { style: string | null; finish: string | null; colors: string };

export const lineOf = (c: Candidate): CabinetLine => ({
  style: c.styleTags[0] ?? null,
  finish: c.finish ?? null,
  colors: [...c.colors].sort().join(','),
});

export const sameLine = (a: CabinetLine, b: CabinetLine) =>
  a.style === b.style && a.finish === b.finish && a.colors === b.colors;

/**
 * The candidates a cabinet may be picked from, best first: the line itself; when the line lacks the width,
 * the line's colour in any door; then any cabinet (a slot is better filled than left empty).
 */
export function cabinetPools(candidates: readonly Candidate[], line: CabinetLine): Candidate[][] {
  const inLine = candidates.filter((c) => sameLine(lineOf(c), line));
  const sameColour = candidates.filter((c) => lineOf(c).colors === line.colors);
  return [inLine, sameColour, [...candidates]];
}
