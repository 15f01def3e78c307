import type { RoomDocument } from '@app/domain/room/document';
import { fixtureFootprint } from '@app/domain/room/geometry';

const pointsOf = (pts: { x: number; y: number }[]) => pts.map((p) => `${p.x},${-p.y}`).join(' ');

/** A floor plan drawn from above: walls, plan surfaces (counters, patios, coping) and fixture footprints. */
export function PlanThumb({ doc, className = '' }: { doc: RoomDocument; className?: string }) {
  const pts = [
    ...doc.walls.flatMap((w) => [w.a, w.b]),
    ...doc.surfaces.flatMap((s) => (s.region.type === 'plan' ? s.region.outline : [])),
  ];
  if (pts.length === 0) return null;
  const xs = pts.map((p) => p.x);
  const ys = pts.map((p) => -p.y);
  const pad = 300;
  const [x0, y0] = [Math.min(...xs) - pad, Math.min(...ys) - pad];
  const [w, h] = [Math.max(...xs) - x0 + pad, Math.max(...ys) - y0 + pad];
  return (
    <svg viewBox={`${x0} ${y0} ${w} ${h}`} className={className} aria-hidden="true">
      {doc.surfaces.map((s) =>
        s.region.type === 'plan' ? (
          <g key={s.id}>
            <polygon
              points={pointsOf(s.region.outline)}
              className="fill-slate-200 stroke-slate-400"
              strokeWidth={40}
            />
            {s.region.holes.map((hole, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a hole has no id of its own; the list never reorders.
              <polygon key={i} points={pointsOf(hole)} className="fill-sky-300" />
            ))}
          </g>
        ) : null,
      )}
      {doc.fixtures.map((f) => (
        <polygon
          key={f.id}
          points={pointsOf(fixtureFootprint(f))}
          className="fill-brand-100 stroke-brand-600"
          strokeWidth={30}
        />
      ))}
      {doc.walls.map((wall) => (
        <line
          key={wall.id}
          x1={wall.a.x}
          y1={-wall.a.y}
          x2={wall.b.x}
          y2={-wall.b.y}
          className="stroke-slate-800"
          strokeWidth={wall.thickness}
          strokeLinecap="square"
        />
      ))}
    </svg>
  );
}
