import { Button } from '../../../components/ui/Button.tsx';
import type { SceneView } from '../../../visualizer/scene/types.ts';

/** Above the 3-D view: orbit or top view, undo and redo (Ctrl+Z, Ctrl+Shift+Z) and a screenshot. */
export function EditorToolbar({
  view,
  onView,
  canUndo,
  canRedo,
  onUndo,
  onRedo,
  onScreenshot,
}: {
  view: SceneView;
  onView: (v: SceneView) => void;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onScreenshot: () => void;
}) {
  return (
    <div role="toolbar" aria-label="3-D view" className="flex flex-wrap items-center gap-2">
      <div className="flex overflow-hidden rounded-md border border-slate-300">
        {(['orbit', 'top'] as const).map((v) => (
          <button
            key={v}
            type="button"
            aria-pressed={view === v}
            onClick={() => onView(v)}
            className={`px-3 py-1.5 text-sm font-medium ${view === v ? 'bg-slate-900 text-white' : 'bg-white text-slate-700 hover:bg-slate-50'}`}
          >
            {v === 'orbit' ? '3-D view' : 'Top view'}
          </button>
        ))}
      </div>
      <Button size="sm" variant="outline" disabled={!canUndo} onClick={onUndo} aria-keyshortcuts="Control+Z">
        Undo
      </Button>
      <Button
        size="sm"
        variant="outline"
        disabled={!canRedo}
        onClick={onRedo}
        aria-keyshortcuts="Control+Shift+Z"
      >
        Redo
      </Button>
      <Button size="sm" variant="outline" onClick={onScreenshot}>
        Screenshot
      </Button>
    </div>
  );
}
