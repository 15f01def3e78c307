import { Button } from '../../../components/ui/Button.tsx';
import type { SceneView } from '../../../visualizer/scene/types.ts';

/** The views, in the order a visitor meets them: from the doorway first. */
const VIEWS: { view: SceneView; label: string }[] = [
  { view: 'eye', label: 'Eye level' },
  { view: 'orbit', label: '3-D view' },
  { view: 'top', label: 'Top view' },
];

/**
 * Above the 3-D view: eye-level, orbit or top view, undo and redo (Ctrl+Z, Ctrl+Shift+Z), a screenshot and
 * the Photo (a high-quality still, disabled while one is being made).
 */
export function EditorToolbar({
  view,
  onView,
  canUndo,
  canRedo,
  onUndo,
  onRedo,
  onScreenshot,
  onPhoto,
  photoBusy,
  disabled = false,
}: {
  view: SceneView;
  onView: (v: SceneView) => void;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onScreenshot: () => void;
  onPhoto: () => void;
  photoBusy: boolean;
  /** The room is not here yet: the toolbar in its place, nothing to press. */
  disabled?: boolean;
}) {
  return (
    <div role="toolbar" aria-label="3-D view" className="flex flex-wrap items-center gap-2">
      <fieldset className="flex overflow-hidden rounded-md border border-slate-300">
        <legend className="sr-only">View</legend>
        {VIEWS.map(({ view: v, label }) => (
          <button
            key={v}
            type="button"
            aria-pressed={view === v}
            disabled={disabled}
            onClick={() => onView(v)}
            className={`px-3 py-1.5 text-sm font-medium ${view === v ? 'bg-slate-900 text-white' : 'bg-white text-slate-700 hover:bg-slate-50'}`}
          >
            {label}
          </button>
        ))}
      </fieldset>
      <Button
        size="sm"
        variant="outline"
        disabled={disabled || !canUndo}
        onClick={onUndo}
        aria-keyshortcuts="Control+Z"
      >
        Undo
      </Button>
      <Button
        size="sm"
        variant="outline"
        disabled={disabled || !canRedo}
        onClick={onRedo}
        aria-keyshortcuts="Control+Shift+Z"
      >
        Redo
      </Button>
      <Button size="sm" variant="outline" onClick={onScreenshot} disabled={disabled}>
        Screenshot
      </Button>
      <Button size="sm" onClick={onPhoto} disabled={disabled || photoBusy}>
        Photo
      </Button>
    </div>
  );
}
