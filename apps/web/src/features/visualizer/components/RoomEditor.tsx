import type { ProductTexture } from '@app/domain/catalog/contract';
import type { SwapOption } from '@app/domain/designs/contract';
import { productRefKey } from '@app/domain/room/document';
import { swapChoiceOf, swapProduct } from '@app/domain/room/swap';
import { templatePreviewUrl } from '@app/domain/room/template-previews';
import { templateById } from '@app/domain/room/templates';
import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { type DesignDraft, writeDraft } from '../../../lib/design-draft.ts';
import { useSession } from '../../../lib/session.tsx';
import { type MyItem, selectedShowroomQuery } from '../../../lib/showroom-selection.ts';
import type { RoomCanvasHandle, SceneView, Selection } from '../../../visualizer/scene/types.ts';
import { useChecklist } from '../api/checklist.ts';
import { saveDesignPhoto } from '../api/design-photo.ts';
import { useDesignSave } from '../hooks/use-design-save.ts';
import { useEditorKeys } from '../hooks/use-editor-keys.ts';
import { useRoomHistory } from '../hooks/use-room-history.ts';
import { useRoomPhoto } from '../hooks/use-room-photo.ts';
import { prepaintRoom, RoomCanvas } from '../room-canvas-chunk.ts';
import { DesignSummary } from './DesignSummary.tsx';
import { EditorLayout } from './EditorLayout.tsx';
import { EditorToolbar } from './EditorToolbar.tsx';
import { PartsList } from './PartsList.tsx';
import { PhotoDialog, PhotoProgressBar } from './PhotoDialog.tsx';
import { RoomDimensions } from './RoomDimensions.tsx';
import { RoomSamplesButton } from './RoomSamplesButton.tsx';
import { RoomView } from './RoomView.tsx';
import { SceneBoundary } from './SceneBoundary.tsx';
import { SwapPanel } from './SwapPanel.tsx';

type Saved = Pick<DesignDraft, 'designId' | 'version'> & { document: DesignDraft['document'] | null };

/**
 * Step 3 of /visualize: the room in 3-D, its surfaces and fixtures to swap, its size, its price. `textures`:
 * how the starting design's products are drawn, known before its checklist is priced (the room's materials
 * are painted at once).
 */
export function RoomEditor({
  initial,
  showroom,
  textures: known,
}: {
  initial: DesignDraft;
  showroom: MyItem;
  textures?: Record<string, ProductTexture>;
}) {
  const room = useRoomHistory(initial.document);
  const template = initial.floorTemplate ? templateById(initial.floorTemplate) : null;
  const { user } = useSession();
  const ref = selectedShowroomQuery(showroom);
  const [saved, setSaved] = useState<Saved>({
    designId: initial.designId,
    version: initial.version,
    document: initial.dirty ? null : initial.document,
  });
  const [selection, setSelection] = useState<Selection>(null);
  const [view, setView] = useState<SceneView>('eye');
  const [drawn, setDrawn] = useState(false);
  const [failed, setFailed] = useState(false);
  const [swapped, setSwapped] = useState<Record<string, ProductTexture>>({});
  const canvas = useRef<RoomCanvasHandle>(null);
  const checklist = useChecklist(room.document, ref);
  const textures = useMemo(
    () => ({ ...known, ...swapped, ...checklist.data?.textures }),
    [known, swapped, checklist.data],
  );
  // The starting design's materials are painted while the 3-D view starts, not after its first frame.
  const prepaint = () => {
    if (known) void prepaintRoom(initial.document, known);
  };
  const { save, saving } = useDesignSave(showroom);
  const photo = useRoomPhoto(canvas);
  const draft: DesignDraft = {
    floorplan: initial.floorplan,
    floorTemplate: initial.floorTemplate,
    name: initial.name,
    document: room.document,
    designId: saved.designId,
    version: saved.version,
    dirty: room.document !== saved.document,
    saveAfterSignIn: false,
  };

  // The draft follows every edit, so a reload, the checklist and a trip through sign-in come back to it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the draft is made of these.
  useEffect(() => writeDraft(draft), [room.document, saved]);

  async function saveNow() {
    const next = await save(draft);
    if (next) setSaved({ designId: next.designId, version: next.version, document: next.document });
  }
  // A guest who asked to save and came back signed in: saved now, once.
  const resumed = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the user is known, once.
  useEffect(() => {
    if (resumed.current || !initial.saveAfterSignIn || user?.type !== 'User') return;
    resumed.current = true;
    void saveNow();
  }, [user]);

  function swap(option: SwapOption) {
    if (!selection) return;
    const choice = swapChoiceOf(option);
    setSwapped((t) => ({ ...t, [productRefKey(choice)]: option.texture }));
    room.edit((doc) => swapProduct(doc, selection, choice));
  }

  function firstFrame() {
    // bench/visualize.mjs reads this mark: the time from navigation to the room on screen.
    performance.mark('room-first-frame');
    setDrawn(true);
  }

  function screenshot() {
    const url = canvas.current?.screenshot();
    if (!url) return;
    const link = document.createElement('a');
    link.href = url;
    link.download = `${initial.name}.png`;
    link.click();
  }

  // The photo is kept with the version on screen: a homeowner's saved design with no change since.
  const photoVersion =
    user?.type === 'User' && saved.designId !== null && saved.version !== null && !draft.dirty
      ? { id: saved.designId, version: saved.version }
      : null;
  async function savePhoto(picture: Blob) {
    if (!photoVersion) return false;
    return saveDesignPhoto(photoVersion.id, photoVersion.version, picture).then(
      () => true,
      () => false,
    );
  }

  useEditorKeys({ undo: room.undo, redo: room.redo, deselect: () => setSelection(null) });

  return (
    <EditorLayout
      toolbar={
        <>
          <EditorToolbar
            view={view}
            onView={setView}
            canUndo={room.canUndo}
            canRedo={room.canRedo}
            onUndo={room.undo}
            onRedo={room.redo}
            onScreenshot={screenshot}
            onPhoto={photo.take}
            photoBusy={photo.state.kind === 'rendering'}
          />
          <PhotoProgressBar state={photo.state} onCancel={photo.cancel} />
          <PhotoDialog
            state={photo.state}
            name={draft.name}
            onClose={photo.close}
            canSave={photoVersion !== null}
            onSave={savePhoto}
          />
        </>
      }
      view={
        <RoomView
          still={template ? templatePreviewUrl(template) : null}
          drawn={drawn}
          failed={failed}
          onReady={prepaint}
          scene={
            <SceneBoundary onFailed={() => setFailed(true)}>
              <Suspense fallback={null}>
                <RoomCanvas
                  ref={canvas}
                  document={room.document}
                  textures={textures}
                  selection={selection}
                  onSelect={setSelection}
                  style={template?.style}
                  view={view}
                  onFirstFrame={firstFrame}
                />
              </Suspense>
            </SceneBoundary>
          }
        />
      }
      summary={
        <DesignSummary
          checklist={checklist.data}
          pricing={checklist.isFetching}
          saving={saving}
          dirty={draft.dirty}
          saved={saved.designId !== null}
          onSave={() => void saveNow()}
        >
          <RoomSamplesButton doc={room.document} designId={saved.designId} />
        </DesignSummary>
      }
      panel={
        selection ? (
          <SwapPanel
            doc={room.document}
            selection={selection}
            showroom={ref}
            onSwap={swap}
            onClose={() => setSelection(null)}
          />
        ) : (
          <div className="flex flex-col gap-5">
            <PartsList
              doc={room.document}
              checklist={checklist.data}
              selection={selection}
              onSelect={setSelection}
            />
            <RoomDimensions doc={room.document} edit={(fn) => room.edit(fn)} />
          </div>
        )
      }
    />
  );
}
