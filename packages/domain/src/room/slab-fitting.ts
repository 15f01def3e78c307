/**
 * Countertop slabs by fitting (issue 10 point 4): each countertop run is cut into pieces no longer than a
 * slab (a seam between pieces), and the pieces are laid out on slabs in rows across the slab's width — the
 * longest first, each into the first row with room, a new row when none has, a new slab when the rows fill
 * its width. Lengths in inches.
 */
export type Run = { id: string; lengthIn: number; depthIn: number };
export type SlabSize = { lengthIn: number; widthIn: number };
export type SlabFit = { slabs: number; seams: number; steps: string[] };

const f1 = (x: number) => x.toFixed(1);

export function fitSlabs(runs: readonly Run[], slab: SlabSize): SlabFit | null {
  const pieces: Array<{ length: number; depth: number }> = [];
  const steps: string[] = [];
  let seams = 0;
  for (const run of runs) {
    // A run deeper than the slab is wide cannot be cut from it at all.
    if (run.depthIn > slab.widthIn || run.lengthIn <= 0) return null;
    const count = Math.ceil(run.lengthIn / slab.lengthIn - 1e-9);
    seams += count - 1;
    for (let i = 0; i < count; i += 1) pieces.push({ length: run.lengthIn / count, depth: run.depthIn });
    steps.push(
      `${run.id}: ${f1(run.lengthIn)} × ${f1(run.depthIn)} in → ${count === 1 ? '1 piece' : `${count} pieces, ${count - 1} seam${count > 2 ? 's' : ''}`}`,
    );
  }
  pieces.sort((a, b) => b.depth - a.depth || b.length - a.length);
  type Row = { depth: number; left: number };
  const slabs: Array<{ rows: Row[]; widthLeft: number }> = [];
  for (const p of pieces) {
    let placed = false;
    for (const s of slabs) {
      const row = s.rows.find((r) => r.depth >= p.depth && r.left >= p.length - 1e-9);
      if (row) {
        row.left -= p.length;
        placed = true;
        break;
      }
      if (s.widthLeft >= p.depth - 1e-9) {
        s.rows.push({ depth: p.depth, left: slab.lengthIn - p.length });
        s.widthLeft -= p.depth;
        placed = true;
        break;
      }
    }
    if (!placed)
      slabs.push({
        rows: [{ depth: p.depth, left: slab.lengthIn - p.length }],
        widthLeft: slab.widthIn - p.depth,
      });
  }
  steps.push(
    `${pieces.length} piece${pieces.length === 1 ? '' : 's'} laid on ${slab.lengthIn} × ${slab.widthIn} in slabs → ${slabs.length}`,
  );
  return { slabs: slabs.length, seams, steps };
}
