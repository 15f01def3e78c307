import type { RoomDocument } from '@app/domain/room/document';
import type { FloorPlan } from '@app/domain/room/floor-plans';
import { type SwapChoice, swapProduct } from '@app/domain/room/swap';
import { templatePreviewUrl } from '@app/domain/room/template-previews';
import type { Template } from '@app/domain/room/templates';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { visualizeWith } from '../../../config/paths.ts';
import { type DesignDraft, readDraft } from '../../../lib/design-draft.ts';
import { useHydrated } from '../../../lib/rendered-page.tsx';
import { type MyItem, showroomSelection } from '../../../lib/showroom-selection.ts';
import { useDesign } from '../api/designs.ts';
import { useStartingDesign } from '../api/starting-design.ts';
import { EditorWaiting } from './EditorLayout.tsx';
import { RoomEditor } from './RoomEditor.tsx';

function Failed({ text }: { text: string }) {
  return (
    <div role="alert" className="rounded-lg border border-slate-200 bg-white p-6 text-slate-700">
      {text}{' '}
      <Link to={visualizeWith({})} className="text-brand-700 underline">
        Start from a floor plan
      </Link>
    </div>
  );
}

/** "See it in a room": a product put on every surface of its slot, or on the first fixture of it. */
export type TryOn = SwapChoice & { slot: string };

function withTryOn(doc: RoomDocument, t: TryOn): RoomDocument {
  const surfaces = doc.surfaces.filter((s) => s.kind === t.slot);
  const fixture = doc.fixtures.find((f) => f.kind === t.slot);
  const targets = surfaces.length
    ? surfaces.map((s) => ({ type: 'surface' as const, id: s.id }))
    : fixture
      ? [{ type: 'fixture' as const, id: fixture.id }]
      : [];
  return targets.reduce((d, target) => swapProduct(d, target, t), doc);
}

/**
 * A plan dressed by a template: the stored draft of the same plan and template when there is one (a reload, a
 * return from the checklist or from signing in), else a new start from the server.
 */
export function StartedDesign({
  plan,
  template,
  showroom,
  tryOn,
}: {
  plan: FloorPlan;
  template: Template;
  showroom: MyItem;
  tryOn: TryOn | null;
}) {
  // The draft as stored when the room opened (the editor below writes the draft as soon as it mounts). Drawn
  // only once hydrated: the server, and so hydration, draw the room from its starting design (src/ssr).
  const [storedAtOpen] = useState(readDraft);
  const hydrated = useHydrated();
  const stored = useMemo(() => {
    // A product to try starts from the template, not from the draft.
    const draft = tryOn || !hydrated ? null : storedAtOpen;
    return draft && draft.floorplan === plan.id && draft.floorTemplate === template.id ? draft : null;
  }, [plan.id, template.id, tryOn, hydrated, storedAtOpen]);
  const start = useStartingDesign(plan.id, template.id, stored === null);
  // Spec point 3: my_item also holds the visualizer's is_3d, floorplan and floorTemplate.
  useEffect(
    () => showroomSelection.remember({ is_3d: 1, floorplan: plan.id, floorTemplate: template.id }),
    [plan.id, template.id],
  );
  if (stored) return <RoomEditor key="stored" initial={stored} showroom={showroom} />;
  // The room's frame and its template's still while the design comes (preloaded with the page's HTML).
  if (start.isPending)
    return <EditorWaiting still={templatePreviewUrl(template)} label="Dressing the room" />;
  if (!start.data) return <Failed text="The room could not be prepared." />;
  const draft: DesignDraft = {
    floorplan: start.data.floorplan,
    floorTemplate: start.data.floorTemplate,
    name: start.data.name,
    document: tryOn ? withTryOn(start.data.document, tryOn) : start.data.document,
    designId: null,
    version: null,
    dirty: true,
    saveAfterSignIn: false,
  };
  return <RoomEditor initial={draft} showroom={showroom} textures={start.data.textures} />;
}

/** A saved design of the signed-in homeowner, newest version; the stored draft when it was made from it. */
export function SavedDesign({ id, showroom }: { id: number; showroom: MyItem }) {
  const design = useDesign(id);
  if (design.isPending) return <EditorWaiting still={null} label="Opening your design" />;
  if (!design.data) return <Failed text="This design could not be opened." />;
  const d = design.data;
  const stored = readDraft();
  const draft: DesignDraft =
    stored && stored.designId === d.id && stored.version === d.version
      ? stored
      : {
          floorplan: d.floorplan,
          floorTemplate: d.floorTemplate,
          name: d.name,
          document: d.document,
          designId: d.id,
          version: d.version,
          dirty: false,
          saveAfterSignIn: false,
        };
  return <RoomEditor initial={draft} showroom={showroom} />;
}
