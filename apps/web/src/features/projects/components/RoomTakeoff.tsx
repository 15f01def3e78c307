import { formatUsd } from '@app/domain/money/cents';
import type { ProjectRoom } from '@app/domain/projects/overview';
import { useQuery } from '@tanstack/react-query';
import { roomTakeoffQuery } from '../api/room-takeoff.ts';

/**
 * A room card's takeoff: what its materials cost at the showroom's prices, and each line when opened. The
 * project's pro sees it too (it cannot change the room).
 */
export function RoomTakeoff({ room, vsdId }: { room: ProjectRoom; vsdId: string | undefined }) {
  const takeoff = useQuery(roomTakeoffQuery(room.id, room.version, vsdId));
  if (takeoff.isPending) return <p className="text-sm text-slate-500">Pricing the materials…</p>;
  if (takeoff.isError) return <p className="text-sm text-slate-500">The materials could not be priced.</p>;
  const { lines, subtotal_cents } = takeoff.data;
  if (lines.length === 0) return <p className="text-sm text-slate-500">No materials chosen yet.</p>;
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-medium text-slate-900">
        Materials {formatUsd(subtotal_cents)} · {lines.length} {lines.length === 1 ? 'line' : 'lines'}
      </summary>
      <ul className="mt-2 divide-y divide-slate-100" aria-label={`Materials of ${room.name}`}>
        {lines.map((line) => (
          <li
            key={`${line.product.hash}#${line.product.size_id}`}
            className="flex items-baseline justify-between gap-3 py-1.5"
          >
            <span className="min-w-0">
              <span className="block truncate text-slate-900">{line.product.name}</span>
              <span className="text-xs text-slate-500">
                {line.qty} {line.unit_name}
              </span>
            </span>
            <span className="shrink-0 tabular-nums text-slate-900">{formatUsd(line.line_total_cents)}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}
