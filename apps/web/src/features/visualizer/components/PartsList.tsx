import type { Checklist } from '@app/domain/designs/contract';
import type { RoomDocument } from '@app/domain/room/document';
import type { Selection } from '../../../visualizer/scene/types.ts';
import { partLabel } from './part-label.ts';

/**
 * Every surface and fixture as a button (the keyboard's way to what the 3-D view offers by clicking), with the
 * product on it.
 */
export function PartsList({
  doc,
  checklist,
  selection,
  onSelect,
}: {
  doc: RoomDocument;
  checklist: Checklist | undefined;
  selection: Selection;
  onSelect: (s: Selection) => void;
}) {
  const names = new Map<string, string>();
  for (const line of checklist?.lines ?? [])
    for (const id of [...line.surfaces.map((s) => s.id), ...line.fixtures]) names.set(id, line.product.name);
  const group = (type: 'surface' | 'fixture', parts: { id: string; kind: string }[]) => (
    <ul className="flex flex-col gap-1">
      {parts.map((p) => {
        const selected = selection?.type === type && selection.id === p.id;
        return (
          <li key={p.id}>
            <button
              type="button"
              aria-pressed={selected}
              onClick={() => onSelect(selected ? null : { type, id: p.id })}
              className={`w-full rounded-md px-2 py-1.5 text-left text-sm focus-visible:outline-2 focus-visible:outline-brand-600 ${
                selected ? 'bg-brand-600 text-white' : 'hover:bg-slate-100'
              }`}
            >
              <span className="block font-medium">{partLabel(p.kind, p.id)}</span>
              <span className={`block truncate text-xs ${selected ? 'text-brand-50' : 'text-slate-500'}`}>
                {names.get(p.id) ?? 'Nothing chosen'}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
  return (
    <nav aria-label="Surfaces and fixtures" className="flex flex-col gap-3">
      <div>
        <h2 className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">Surfaces</h2>
        {group('surface', doc.surfaces)}
      </div>
      {doc.fixtures.length > 0 && (
        <div>
          <h2 className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">Fixtures</h2>
          {group('fixture', doc.fixtures)}
        </div>
      )}
    </nav>
  );
}
