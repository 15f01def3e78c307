import { useEffect, useRef } from 'react';

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/** The editor's keys: Ctrl/Cmd+Z undo, Ctrl/Cmd+Shift+Z or Ctrl+Y redo, Escape lets go of the selection. */
export function useEditorKeys(actions: { undo: () => void; redo: () => void; deselect: () => void }) {
  const latest = useRef(actions);
  latest.current = actions;
  useEffect(() => {
    function onKey(e: KeyboardEvent) {
      if (typing(e.target)) return;
      const mod = e.ctrlKey || e.metaKey;
      const key = e.key.toLowerCase();
      if (mod && key === 'z') {
        e.preventDefault();
        if (e.shiftKey) latest.current.redo();
        else latest.current.undo();
      } else if (mod && key === 'y') {
        e.preventDefault();
        latest.current.redo();
      } else if (e.key === 'Escape') latest.current.deselect();
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
