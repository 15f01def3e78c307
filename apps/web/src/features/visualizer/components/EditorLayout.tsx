import type { ReactNode } from 'react';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { DesignSummary } from './DesignSummary.tsx';
import { EditorToolbar } from './EditorToolbar.tsx';
import { RoomView } from './RoomView.tsx';

/**
 * Step 3's page: the toolbar, the 3-D view and how to move in it on one side, the design's total and its
 * panel on the other. One layout for the editor and for the room while its design is on its way, so nothing
 * moves when the one replaces the other.
 */
export function EditorLayout({
  toolbar,
  view,
  summary,
  panel,
}: {
  toolbar: ReactNode;
  view: ReactNode;
  summary: ReactNode;
  panel: ReactNode;
}) {
  return (
    <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="flex min-w-0 flex-col gap-3">
        {toolbar}
        {view}
        <p className="text-xs text-slate-500">
          At eye level drag to look around and scroll to step in; in the 3-D view drag to turn the room,
          scroll to zoom. Click a surface or a fixture (or pick it from the list) to change its product.
        </p>
      </div>
      <aside className="flex flex-col gap-4" aria-label="Design">
        {summary}
        <div className="rounded-lg border border-slate-200 bg-white p-4">{panel}</div>
      </aside>
    </div>
  );
}

const nothing = () => undefined;

/**
 * The room before its design has come (`label` says what it waits for): the editor's frame drawn at once,
 * the still picture in the 3-D view's box, the total waiting for its prices. The 3-D code starts loading
 * once this and the still are painted (RoomView); `still` undefined: not known yet, nothing starts.
 */
export function EditorWaiting({ still, label }: { still?: string | null; label: string }) {
  return (
    <EditorLayout
      toolbar={
        <EditorToolbar
          disabled
          view="eye"
          onView={nothing}
          canUndo={false}
          canRedo={false}
          onUndo={nothing}
          onRedo={nothing}
          onScreenshot={nothing}
          onPhoto={nothing}
          photoBusy={false}
        />
      }
      view={<RoomView still={still} drawn={false} />}
      summary={
        <DesignSummary
          checklist={undefined}
          pricing
          saving={false}
          dirty
          saved={false}
          onSave={nothing}
          disabled
        />
      }
      panel={
        <div className="flex h-40 items-center justify-center">
          <Spinner label={label} />
        </div>
      }
    />
  );
}
