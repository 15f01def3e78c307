import type { ChecklistLine } from '@app/domain/designs/contract';
import { surfaceDimensions } from '@app/domain/room/dimensions';
import type { RoomDocument } from '@app/domain/room/document';
import { Price } from '../../../components/ui/Price.tsx';
import { partLabel } from './part-label.ts';

/** One line of the checklist: the product, where it goes with each surface's size, the arithmetic, the total. */
function Line({ line, doc }: { line: ChecklistLine; doc: RoomDocument }) {
  const surfaces = new Map(doc.surfaces.map((s) => [s.id, s]));
  const fixtures = new Map(doc.fixtures.map((f) => [f.id, f]));
  return (
    <li className="grid gap-3 py-4 md:grid-cols-[4rem_1fr_12rem]">
      <img
        src={line.product.thumb}
        alt=""
        className="hidden size-16 rounded object-cover md:block"
        loading="lazy"
      />
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">{line.product.name}</p>
        <p className="text-sm text-slate-500">
          {line.product.brand.name} · {line.product.size_label}
        </p>
        {line.surfaces.length > 0 && (
          <ul className="mt-2 text-sm text-slate-700" aria-label="Surfaces">
            {line.surfaces.map((s) => {
              const surface = surfaces.get(s.id);
              const size = surface && surfaceDimensions(doc, surface);
              return (
                <li key={s.id}>
                  {surface ? partLabel(surface.kind, surface.id) : s.id}
                  {size && <span className="text-slate-500"> ({size})</span>}: {s.net_sqft.toFixed(2)} sq ft
                </li>
              );
            })}
          </ul>
        )}
        {line.fixtures.length > 0 && (
          <p className="mt-2 text-sm text-slate-700">
            For:{' '}
            {line.fixtures
              .map((id) => {
                const f = fixtures.get(id);
                return f ? partLabel(f.kind, f.id) : id;
              })
              .join(', ')}
          </p>
        )}
        <details className="mt-1 text-sm">
          <summary className="cursor-pointer text-brand-700">How much and why</summary>
          <ol className="mt-1 list-decimal pl-5 text-slate-600">
            {line.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
            {line.qty > line.units && <li>Raised to the minimum order of {line.qty}.</li>}
          </ol>
        </details>
      </div>
      <div className="flex flex-col items-start gap-0.5 md:items-end">
        <span className="text-sm text-slate-700">
          {line.qty} × <Price cents={line.product.price_cents} unit={line.unit_name} className="text-sm" />
        </span>
        <Price cents={line.line_total_cents} className="text-base" />
      </div>
    </li>
  );
}

/** The checklist's lines: the materials, then the installation supplies they call for. */
export function ChecklistLines({ lines, doc }: { lines: ChecklistLine[]; doc: RoomDocument }) {
  const groups = [
    { title: 'Materials', lines: lines.filter((l) => !l.accessory) },
    { title: 'Installation supplies', lines: lines.filter((l) => l.accessory) },
  ].filter((g) => g.lines.length > 0);
  return (
    <div className="flex flex-col gap-5">
      {groups.map((g) => (
        <section
          key={g.title}
          aria-label={g.title}
          className="rounded-lg border border-slate-200 bg-white px-4 md:px-6"
        >
          <h2 className="border-b border-slate-200 py-3 text-sm font-semibold uppercase tracking-wide text-slate-600">
            {g.title}
          </h2>
          <ul className="divide-y divide-slate-200">
            {g.lines.map((line) => (
              <Line key={`${line.product.hash}#${line.product.size_id}`} line={line} doc={doc} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
