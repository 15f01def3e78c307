import { feetAndInches } from '@app/domain/projects/own-room';
import type { Opening, Wall } from '@app/domain/room/document';
import type { Preview } from './own-room-draft.ts';

type P = { x: number; y: number };
/** Plan millimetres on the screen: y grows downwards, so the top wall (north) is drawn at the top. */
const screen = (p: P): P => ({ x: p.x, y: -p.y });
const along = (wall: Wall, at: number): P => {
  const len = Math.hypot(wall.b.x - wall.a.x, wall.b.y - wall.a.y);
  const t = at / len;
  return screen({ x: wall.a.x + (wall.b.x - wall.a.x) * t, y: wall.a.y + (wall.b.y - wall.a.y) * t });
};

/** A door: the gap, its leaf into the room from the hinge and the arc it sweeps; a window: a pane in the wall. */
function OpeningMark({ wall, o, number, size }: { wall: Wall; o: Opening; number: number; size: number }) {
  const [p0, p1] = [along(wall, o.offset), along(wall, o.offset + o.width)];
  const gap = (
    <line x1={p0.x} y1={p0.y} x2={p1.x} y2={p1.y} stroke="white" strokeWidth={wall.thickness + 12} />
  );
  // Into the room: the left of a → b in plan, which the flip to the screen turns to the right.
  const [dx, dy] = [(p1.x - p0.x) / o.width, (p1.y - p0.y) / o.width];
  const inward = { x: dy, y: -dx };
  const mid = { x: (p0.x + p1.x) / 2 + inward.x * size * 1.1, y: (p0.y + p1.y) / 2 + inward.y * size * 1.1 };
  const label = (
    <text
      x={mid.x}
      y={mid.y}
      fontSize={size}
      textAnchor="middle"
      dominantBaseline="middle"
      className="fill-slate-700"
    >
      {number}
    </text>
  );
  if (o.kind === 'window')
    return (
      <g>
        {gap}
        <line
          x1={p0.x}
          y1={p0.y}
          x2={p1.x}
          y2={p1.y}
          className="stroke-sky-500"
          strokeWidth={wall.thickness * 0.6}
        />
        <line x1={p0.x} y1={p0.y} x2={p1.x} y2={p1.y} stroke="white" strokeWidth={wall.thickness * 0.2} />
        {label}
      </g>
    );
  const leaf = { x: p0.x + inward.x * o.width, y: p0.y + inward.y * o.width };
  const cross = (p1.x - p0.x) * (leaf.y - p0.y) - (p1.y - p0.y) * (leaf.x - p0.x);
  return (
    <g>
      {gap}
      <line x1={p0.x} y1={p0.y} x2={leaf.x} y2={leaf.y} className="stroke-brand-700" strokeWidth={30} />
      <path
        d={`M ${p1.x} ${p1.y} A ${o.width} ${o.width} 0 0 ${cross > 0 ? 1 : 0} ${leaf.x} ${leaf.y}`}
        className="stroke-brand-400"
        fill="none"
        strokeWidth={15}
        strokeDasharray="60 40"
      />
      {label}
    </g>
  );
}

/**
 * The room as the form says it, drawn from above (the server's own plan of it): walls, each door with its
 * swing and each window numbered as in the form, the width across the top and the length down the side.
 */
export function OwnRoomPreview({ preview }: { preview: Preview | null }) {
  if (!preview)
    return (
      <div className="flex aspect-[4/3] w-full items-center justify-center rounded-md bg-slate-50 p-6 text-center text-sm text-slate-500">
        Enter the room’s width, length and ceiling height to see its plan.
      </div>
    );
  const { doc, numbers, sizes } = preview;
  const [w, d] = [doc.walls[0]!.b.x, doc.walls[1]!.b.y];
  const size = Math.max(w, d) / 16;
  const pad = size * 2.6;
  const doors = doc.openings.filter((o) => o.kind === 'door').length;
  const windows = doc.openings.length - doors;
  const walls = new Map(doc.walls.map((wall) => [wall.id, wall]));
  const described = `Plan: ${feetAndInches(sizes.width_in)} wide, ${feetAndInches(sizes.length_in)} long, ${doors} door${doors === 1 ? '' : 's'}, ${windows} window${windows === 1 ? '' : 's'}`;
  return (
    <svg
      viewBox={`${-pad} ${-d - pad} ${w + 2 * pad} ${d + 2 * pad}`}
      role="img"
      aria-label={described}
      className="w-full rounded-md bg-slate-50"
    >
      <rect x={0} y={-d} width={w} height={d} className="fill-white" />
      {doc.walls.map((wall) => {
        const [a, b] = [screen(wall.a), screen(wall.b)];
        return (
          <line
            key={wall.id}
            x1={a.x}
            y1={a.y}
            x2={b.x}
            y2={b.y}
            className="stroke-slate-800"
            strokeWidth={wall.thickness}
            strokeLinecap="square"
          />
        );
      })}
      {doc.openings.map((o, i) => (
        <OpeningMark key={o.id} wall={walls.get(o.wallId)!} o={o} number={numbers[i]!} size={size} />
      ))}
      <text x={w / 2} y={-d - size * 1.3} fontSize={size} textAnchor="middle" className="fill-slate-700">
        {feetAndInches(sizes.width_in)}
      </text>
      <text
        x={w + size * 1.3}
        y={-d / 2}
        fontSize={size}
        textAnchor="middle"
        transform={`rotate(90 ${w + size * 1.3} ${-d / 2})`}
        className="fill-slate-700"
      >
        {feetAndInches(sizes.length_in)}
      </text>
      <text x={w / 2} y={size * 1.9} fontSize={size * 0.8} textAnchor="middle" className="fill-slate-500">
        Bottom wall · ceiling {feetAndInches(sizes.height_in)}
      </text>
    </svg>
  );
}
