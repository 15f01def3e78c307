import { useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { buttonClasses } from '../../../components/ui/button-classes.ts';
import { Modal } from '../../../components/ui/Modal.tsx';
import { type PhotoState, photoPercent } from '../hooks/use-room-photo.ts';

/** The photo's file name: the design's name, without characters a file system refuses. */
export const photoFileName = (name: string) => `${name.replace(/[\\/:*?"<>|]+/g, '-').trim() || 'Room'}.jpg`;

/** While the photo is drawn: a bar the page keeps answering beside (the photo is drawn frame by frame). */
export function PhotoProgressBar({ state, onCancel }: { state: PhotoState; onCancel: () => void }) {
  if (state.kind !== 'rendering') return null;
  const percent = photoPercent(state.progress);
  const text =
    state.progress?.phase === 'light'
      ? `Waiting for the light (pass ${state.progress.done} of ${state.progress.total})`
      : `Drawing the photo: ${percent}%`;
  return (
    <div className="flex items-center gap-3 rounded-md border border-slate-200 bg-white px-3 py-2">
      <div
        role="progressbar"
        aria-label="Making the photo"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
      </div>
      <span className="text-xs text-slate-600">{text}</span>
      <Button size="sm" variant="outline" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}

type SaveProps = {
  /** Whether it can be kept with the design: a homeowner's saved, unchanged design. */
  canSave: boolean;
  onSave: (photo: Blob) => Promise<boolean>;
};

/** The finished photo: a preview, Download (a JPEG named after the design), Save with the design, Close. */
export function PhotoDialog({
  state,
  name,
  onClose,
  canSave,
  onSave,
}: { state: PhotoState; name: string; onClose: () => void } & SaveProps) {
  const [saved, setSaved] = useState<'no' | 'saving' | 'yes'>('no');
  const open = state.kind === 'ready' || state.kind === 'failed';
  const close = () => {
    setSaved('no');
    onClose();
  };
  const save = async (photo: Blob) => {
    setSaved('saving');
    setSaved((await onSave(photo)) ? 'yes' : 'no');
  };
  return (
    <Modal
      open={open}
      onOpenChange={(o) => !o && close()}
      title={state.kind === 'failed' ? 'The photo failed' : `Photo of ${name}`}
      size="lg"
      hideClose
      footer={
        <>
          {state.kind === 'ready' && canSave && (
            <Button variant="outline" disabled={saved !== 'no'} onClick={() => void save(state.photo)}>
              {saved === 'yes'
                ? 'Saved with the design'
                : saved === 'saving'
                  ? 'Saving…'
                  : 'Save with the design'}
            </Button>
          )}
          {state.kind === 'ready' && (
            <a className={buttonClasses('primary')} href={state.url} download={photoFileName(name)}>
              Download
            </a>
          )}
          <Button variant="outline" onClick={close}>
            Close
          </Button>
        </>
      }
    >
      {state.kind === 'ready' && (
        <>
          <img src={state.url} alt={`${name}, as the 3-D view shows it`} className="w-full rounded-md" />
          {!canSave && (
            <p className="mt-2 text-xs text-slate-500">Save the design to keep this photo with it.</p>
          )}
        </>
      )}
      {state.kind === 'failed' && (
        <p role="alert" className="text-red-700">
          {state.message}
        </p>
      )}
    </Modal>
  );
}
