import { type DragEvent, useId, useRef, useState } from 'react';
import { buttonClasses } from './button-classes.ts';
import { errorClasses, hintClasses, labelClasses } from './field-classes.ts';
import { admitFiles, formatBytes, normaliseExtensions } from './file-checks.ts';
import { focusRing } from './focus-ring.ts';

export type FileDropZoneProps = {
  label: string;
  /** Allowed extensions, e.g. ['jpg', 'png']. */
  accept: string[];
  multiple?: boolean;
  maxFiles?: number;
  maxBytes?: number;
  /** Called with the whole list kept after each add or remove. */
  onFiles: (files: File[]) => void;
  error?: string;
  hint?: string;
  /** The list shown, when the parent owns it (e.g. to clear it after sending); else the zone keeps its own. */
  files?: File[];
};

/** A drop area with a 'Browse' button; lists the chosen files with remove buttons and says why one was refused. */
export function FileDropZone({
  label,
  accept,
  multiple,
  maxFiles,
  maxBytes,
  onFiles,
  error,
  hint,
  files,
}: FileDropZoneProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [own, setOwn] = useState<File[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);
  const chosen = files ?? own;
  const kinds = normaliseExtensions(accept);
  const shownHint =
    hint ??
    `${kinds.map((k) => k.toUpperCase()).join(', ')}${maxBytes ? `, up to ${formatBytes(maxBytes)}` : ''}`;

  const update = (next: File[]) => {
    setOwn(next);
    onFiles(next);
  };
  const add = (incoming: File[]) => {
    if (incoming.length === 0) return;
    const result = admitFiles(chosen, incoming, { accept, maxBytes, maxFiles, multiple });
    setProblems(result.problems);
    if (result.files !== chosen) update(result.files);
  };
  const remove = (file: File) => {
    setProblems([]);
    update(chosen.filter((f) => f !== file));
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    add(Array.from(e.dataTransfer.files));
  };

  const described = [`${id}-hint`, problems.length ? `${id}-problems` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div>
      <p id={`${id}-label`} className={labelClasses}>
        {label}
      </p>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a mouse extra; the Browse button is the keyboard way */}
      <div
        className={`flex flex-col items-center gap-2 rounded-lg border-2 border-dashed px-4 py-6 text-center transition-colors ${
          dragging
            ? 'border-brand-600 bg-brand-50'
            : error
              ? 'border-red-400 bg-white'
              : 'border-slate-300 bg-white'
        }`}
        onDragEnter={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragOver={(e) => e.preventDefault()}
        onDragLeave={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
      >
        <p className="text-sm text-slate-700">
          {dragging ? 'Drop to add' : `Drag and drop ${multiple ? 'files' : 'a file'} here, or`}
        </p>
        <button
          type="button"
          className={buttonClasses('outline', 'sm')}
          aria-describedby={described}
          aria-label={`Browse: ${label}`}
          onClick={() => input.current?.click()}
        >
          Browse
        </button>
        <input
          ref={input}
          id={id}
          type="file"
          className="sr-only"
          tabIndex={-1}
          aria-labelledby={`${id}-label`}
          accept={kinds.map((k) => `.${k}`).join(',')}
          multiple={multiple}
          onChange={(e) => {
            add(Array.from(e.target.files ?? []));
            e.target.value = '';
          }}
        />
        <p id={`${id}-hint`} className={hintClasses}>
          {shownHint}
        </p>
      </div>
      {problems.length > 0 && (
        <ul id={`${id}-problems`} role="alert" className={errorClasses}>
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      {error && (
        <p id={`${id}-error`} className={errorClasses}>
          {error}
        </p>
      )}
      {chosen.length > 0 && (
        <ul
          className="mt-2 divide-y divide-slate-200 rounded-md border border-slate-200 bg-white"
          aria-label={`Chosen files: ${label}`}
        >
          {chosen.map((f) => (
            <li
              key={`${f.name}-${f.size}-${f.lastModified}`}
              className="flex items-center justify-between gap-3 px-3 py-2 text-sm"
            >
              <span className="min-w-0 truncate text-slate-800">
                {f.name} <span className="text-slate-500">({formatBytes(f.size)})</span>
              </span>
              <button
                type="button"
                className={`shrink-0 rounded px-2 py-1 text-sm font-medium text-red-700 hover:bg-red-50 ${focusRing}`}
                aria-label={`Remove ${f.name}`}
                onClick={() => remove(f)}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
