import type { Point, RoomDocument, Surface } from './document.ts';
import { MM_PER_FT, MM_PER_IN, roomOutline, wallBandRect } from './geometry.ts';

/**
 * Pool coping (and any edge sold by the piece) along the edge it finishes (issue 21 B4):
 * - the edge is the water's: the holes of a plan surface (a coping ring's pool), not its outer outline; a
 *   surface without holes is finished along its own outline;
 * - pieces do not turn corners: each side is its own run of pieces, mitred at both ends. Where the coping goes
 *   round the outside of a corner (every corner of a rectangular pool) the mitre's long point reaches the
 *   piece's depth past the water's corner, so that side needs the piece's depth more at that end;
 * - each side is rounded up to whole pieces (an offcut with a mitre on it is not reused), then
 *   COPING_WASTE_PERCENT more for breakage and fitting, rounded up once more.
 */
export const COPING_WASTE_PERCENT = 10;

const EPS = 1e-9;
const inch = (x: number) => String(Math.round(x * 100) / 100);

/** A polygon without repeated or collinear points (a straight side drawn in two parts is one side). */
function corners(points: readonly Point[]): Point[] {
  const out: Point[] = [];
  for (const p of points) {
    const last = out.at(-1);
    if (!last || last.x !== p.x || last.y !== p.y) out.push(p);
  }
  if (out.length > 1 && out[0].x === out.at(-1)!.x && out[0].y === out.at(-1)!.y) out.pop();
  return out.filter((b, i) => {
    const a = out[(i + out.length - 1) % out.length];
    const c = out[(i + 1) % out.length];
    return (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x) !== 0;
  });
}

/** The edges a surface's coping runs along, and whether the coping lies inside each (else round it). */
function edgesOf(doc: RoomDocument, s: Surface): Array<{ points: Point[]; copingInside: boolean }> {
  const r = s.region;
  if (r.type === 'plan') {
    if (r.holes.length > 0) return r.holes.map((h) => ({ points: h, copingInside: false }));
    return [{ points: r.outline, copingInside: true }];
  }
  if (r.type === 'room') {
    const outline = roomOutline(doc.walls);
    return outline ? [{ points: outline, copingInside: true }] : [];
  }
  const wall = doc.walls.find((w) => w.id === r.wallId);
  const rect = wall && wallBandRect(doc, wall, r);
  if (!rect) return [];
  const { x0, x1, y0, y1 } = rect;
  const band = [
    { x: x0, y: y0 },
    { x: x1, y: y0 },
    { x: x1, y: y1 },
    { x: x0, y: y1 },
  ];
  return [{ points: band, copingInside: true }];
}

export type CopingTakeoff = { pieces: number; units: number; steps: string[] };

/** The coping pieces of `surfaces`, each `pieceLengthIn` long and `pieceDepthIn` deep. */
export function copingTakeoff(
  doc: RoomDocument,
  surfaces: readonly Surface[],
  piece: { pieceLengthIn: number; pieceDepthIn: number; unitName: string },
): CopingTakeoff {
  const steps: string[] = [];
  const unit = piece.unitName.toLowerCase();
  let pieces = 0;
  for (const s of surfaces) {
    for (const [e, edge] of edgesOf(doc, s).entries()) {
      const pts = corners(edge.points);
      if (pts.length < 3) continue;
      let twiceArea = 0;
      pts.forEach((p, i) => {
        const q = pts[(i + 1) % pts.length];
        twiceArea += p.x * q.y - q.x * p.y;
      });
      // A corner the coping goes round the outside of: convex seen from the water, reflex seen from inside.
      const outside = pts.map((b, i) => {
        const a = pts[(i + pts.length - 1) % pts.length];
        const c = pts[(i + 1) % pts.length];
        const convex = ((b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x)) * twiceArea > 0;
        return convex !== edge.copingInside;
      });
      const lengthFt = pts.reduce((sum, p, i) => {
        const q = pts[(i + 1) % pts.length];
        return sum + Math.hypot(q.x - p.x, q.y - p.y) / MM_PER_FT;
      }, 0);
      const name = edge.copingInside ? 'edge' : 'water edge';
      const label = edgesOf(doc, s).length > 1 ? `${s.id} ${name} ${e + 1}` : `${s.id} ${name}`;
      steps.push(
        `${label}: ${lengthFt.toFixed(2)} ft in ${pts.length} sides, ${outside.filter(Boolean).length} outside corners mitred (+${inch(piece.pieceDepthIn)} in at each)`,
      );
      pts.forEach((p, i) => {
        const q = pts[(i + 1) % pts.length];
        const sideIn = Math.hypot(q.x - p.x, q.y - p.y) / MM_PER_IN;
        const ends = piece.pieceDepthIn > 0 ? Number(outside[i]) + Number(outside[(i + 1) % pts.length]) : 0;
        const need = sideIn + ends * piece.pieceDepthIn;
        const count = Math.ceil(need / piece.pieceLengthIn - EPS);
        pieces += count;
        const mitres = ends > 0 ? ` + ${ends} × ${inch(piece.pieceDepthIn)} in = ${inch(need)} in` : ' in';
        steps.push(
          `side ${i + 1}: ${inch(sideIn)}${mitres} ÷ ${inch(piece.pieceLengthIn)} in = ${(need / piece.pieceLengthIn).toFixed(2)} → ${count}`,
        );
      });
    }
  }
  const withWaste = (pieces * (100 + COPING_WASTE_PERCENT)) / 100;
  const units = Math.max(0, Math.ceil(withWaste - EPS));
  steps.push(
    `${pieces} ${unit}s + ${COPING_WASTE_PERCENT}% breakage and fitting = ${withWaste.toFixed(2)} → ${units}`,
  );
  return { pieces, units, steps };
}
