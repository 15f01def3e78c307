/**
 * Countertop slabs by fitting (issue 10 point 4, issue 21 B1). Every piece is cut with an allowance at each
 * cut edge (default 1 in: the saw's kerf, squaring the slab's rough factory edge and scribing to the wall), so a
 * piece needs its run plus twice the allowance within the slab's length and its depth plus twice the allowance
 * within the slab's width: a 125.98 in run does not come out of a 126 in slab in one piece. A run longer than
 * that is cut into equal pieces with a seam between each two. The pieces are laid on slabs in rows across the
 * slab's width, so both dimensions count — the deepest and longest first, each into the first row with room,
 * a new row when none has, a new slab when the rows fill its width. The pieces of one run come from different
 * slabs, in slab order: the two sides of a seam are then cut from the same part of sequential slabs of one
 * block, so the veining carries on across the seam (two rows of one slab do not match). That is why a 125.98 in
 * run on 126 × 63 in slabs takes 2 slabs, though its two 64.99 in pieces would fit one slab's two rows.
 *
 * Pieces are never turned across the slab: stone and quartz veining runs along the slab's length, and a piece
 * turned 90° shows it crosswise against its neighbour at the seam (the catalogue does not say which slabs are
 * plain enough to turn). Lengths in inches.
 */
export type Run = { id: string; lengthIn: number; depthIn: number };
export type SlabSize = { lengthIn: number; widthIn: number; cutAllowanceIn?: number };
export type SlabFit = { slabs: number; seams: number; steps: string[] };

/** Inches added at each cut edge of a piece when the vendor does not say otherwise. */
export const DEFAULT_CUT_ALLOWANCE_IN = 1;

const EPS = 1e-9;
/** Inches as a buyer reads them: at most two decimals, no trailing zeros (125.98, 64.99, 27). */
export const inches = (x: number) => String(Math.round(x * 100) / 100);
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

type Piece = { run: number; label: string; length: number; depth: number };

export function fitSlabs(runs: readonly Run[], slab: SlabSize): SlabFit | null {
  const allowance = slab.cutAllowanceIn ?? DEFAULT_CUT_ALLOWANCE_IN;
  const usableLength = slab.lengthIn - 2 * allowance;
  if (usableLength <= 0) return null;
  const pieces: Piece[] = [];
  const steps: string[] = [];
  let seams = 0;
  for (const [index, run] of runs.entries()) {
    const depth = run.depthIn + 2 * allowance;
    // A run deeper than the slab is wide cannot be cut from it at all.
    if (depth > slab.widthIn + EPS || run.lengthIn <= 0) return null;
    const count = Math.ceil(run.lengthIn / usableLength - EPS);
    const length = run.lengthIn / count + 2 * allowance;
    seams += count - 1;
    for (let i = 0; i < count; i += 1)
      pieces.push({ run: index, label: count === 1 ? run.id : `${run.id} ${i + 1}/${count}`, length, depth });
    const need = `${run.id}: ${inches(run.lengthIn)} + 2 × ${inches(allowance)} in = ${inches(run.lengthIn + 2 * allowance)} in`;
    steps.push(
      count === 1
        ? `${need} within the ${inches(slab.lengthIn)} in slab → 1 piece of ${inches(length)} × ${inches(depth)} in`
        : `${need} > ${inches(slab.lengthIn)} in slab → ${count} pieces of ${inches(length)} × ${inches(depth)} in, ${plural(count - 1, 'seam')}`,
    );
  }
  pieces.sort((a, b) => b.depth - a.depth || b.length - a.length);
  type Row = { depth: number; left: number; labels: string[] };
  type Slab = { rows: Row[]; widthLeft: number; runs: Set<number> };
  const slabs: Slab[] = [];
  /** Lays `p` on `s` if it fits and `s` holds no other piece of its run. */
  const place = (s: Slab, p: Piece) => {
    if (s.runs.has(p.run)) return false;
    const row = s.rows.find((r) => r.depth >= p.depth - EPS && r.left >= p.length - EPS);
    if (row) {
      row.left -= p.length;
      row.labels.push(`${p.label} (${inches(p.length)} in)`);
    } else if (s.widthLeft >= p.depth - EPS) {
      s.rows.push({
        depth: p.depth,
        left: slab.lengthIn - p.length,
        labels: [`${p.label} (${inches(p.length)} in)`],
      });
      s.widthLeft -= p.depth;
    } else return false;
    s.runs.add(p.run);
    return true;
  };
  for (const p of pieces) {
    if (slabs.some((s) => place(s, p))) continue;
    const fresh: Slab = { rows: [], widthLeft: slab.widthIn, runs: new Set() };
    place(fresh, p);
    slabs.push(fresh);
  }
  slabs.forEach((s, i) => {
    const rows = s.rows
      .map((r, j) => `row ${j + 1}, ${inches(r.depth)} in deep: ${r.labels.join(' + ')}`)
      .join('; ');
    steps.push(`slab ${i + 1}: ${rows}`);
  });
  steps.push(
    `${plural(pieces.length, 'piece')} in rows across ${inches(slab.lengthIn)} × ${inches(slab.widthIn)} in slabs → ${slabs.length}, ${plural(seams, 'seam')}`,
  );
  return { slabs: slabs.length, seams, steps };
}
