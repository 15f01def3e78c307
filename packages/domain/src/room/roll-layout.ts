/**
 * Rolled goods (turf, carpet, sheet vinyl) by layout (issue 21 B3). Each area is covered by strips of the roll's
 * full width laid along its longer side, all in one direction (turf blades and carpet pile lean one way: a
 * strip turned across shows as another shade), a seam between each two strips. Each strip is its run plus a
 * trim allowance at each end (ROLL_TRIM_IN) and is cut from one roll: a strip longer than a roll is cut in equal
 * pieces with a cross seam between them. The pieces are cut from rolls longest first, each from the first roll
 * whose leftover is long enough, else from a new roll (a leftover shorter than every piece still to cut is
 * waste). A narrow last strip still takes its length of the roll's full width. Lengths in inches.
 */
export type RollSize = { widthIn: number; lengthIn: number };
/** An area to cover: its length (the strips run along it) and its depth across the strips. */
export type RollArea = { id: string; lengthIn: number; depthIn: number };
export type RollFit = {
  rolls: number;
  seams: number;
  /** Per area, the square feet of roll its strips take (trim included). */
  takenSqft: Map<string, number>;
  steps: string[];
};

/** Inches trimmed at each end of a strip (the installer squares and tucks the edge at the border). */
export const ROLL_TRIM_IN = 3;

const EPS = 1e-9;
const ft = (inches: number) => (inches / 12).toFixed(2);
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function layRolls(areas: readonly RollArea[], roll: RollSize): RollFit | null {
  const usable = roll.lengthIn - 2 * ROLL_TRIM_IN;
  if (roll.widthIn <= 0 || usable <= 0) return null;
  const pieces: Array<{ label: string; length: number }> = [];
  const takenSqft = new Map<string, number>();
  const steps: string[] = [];
  let seams = 0;
  for (const area of areas) {
    if (area.lengthIn <= 0 || area.depthIn <= 0) continue;
    const strips = Math.ceil(area.depthIn / roll.widthIn - EPS);
    const perStrip = Math.ceil(area.lengthIn / usable - EPS);
    const length = area.lengthIn / perStrip + 2 * ROLL_TRIM_IN;
    const crossSeams = strips * (perStrip - 1);
    seams += strips - 1 + crossSeams;
    takenSqft.set(area.id, (takenSqft.get(area.id) ?? 0) + (strips * perStrip * length * roll.widthIn) / 144);
    for (let s = 1; s <= strips; s += 1)
      for (let p = 1; p <= perStrip; p += 1)
        pieces.push({ label: `${area.id} strip ${s}${perStrip > 1 ? ` part ${p}` : ''}`, length });
    steps.push(
      `${area.id}: ${ft(area.lengthIn)} × ${ft(area.depthIn)} ft, strips along the ${ft(area.lengthIn)} ft side: ${ft(area.depthIn)} ft ÷ ${ft(roll.widthIn)} ft roll width = ${(area.depthIn / roll.widthIn).toFixed(2)} → ${plural(strips, 'strip')}, ${plural(strips - 1, 'seam')}`,
    );
    const strip = `${ft(area.lengthIn)} ft + 2 × ${ROLL_TRIM_IN} in trim = ${ft(area.lengthIn + 2 * ROLL_TRIM_IN)} ft`;
    steps.push(
      perStrip === 1
        ? `each strip ${strip}`
        : `each strip ${strip}, longer than a ${ft(roll.lengthIn)} ft roll → ${perStrip} pieces of ${ft(length)} ft, ${plural(crossSeams, 'cross seam')} in all`,
    );
  }
  pieces.sort((a, b) => b.length - a.length);
  const rolls: Array<{ left: number; labels: string[] }> = [];
  for (const p of pieces) {
    const from = rolls.find((r) => r.left >= p.length - EPS);
    if (from) {
      from.left -= p.length;
      from.labels.push(p.label);
    } else rolls.push({ left: roll.lengthIn - p.length, labels: [p.label] });
  }
  rolls.forEach((r, i) => {
    steps.push(`roll ${i + 1}: ${r.labels.join(' + ')}, ${ft(r.left)} ft left over`);
  });
  steps.push(
    `${plural(pieces.length, 'strip')} cut from ${ft(roll.widthIn)} × ${ft(roll.lengthIn)} ft rolls → ${rolls.length}, ${plural(seams, 'seam')}`,
  );
  return { rolls: rolls.length, seams, takenSqft, steps };
}
