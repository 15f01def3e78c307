import { CHAT_LIMITS } from '@app/domain/projects/chat';
import { PROJECT_ROLE_LABELS } from '@app/domain/projects/overview';
import { type FormEvent, type KeyboardEvent, type RefObject, useId, useRef } from 'react';
import { Button } from '../../../../components/ui/Button.tsx';
import { formatBytes } from '../../../../components/ui/file-checks.ts';
import { focusRing } from '../../../../components/ui/focus-ring.ts';
import { admitFiles, CHAT_ACCEPT, type Refusal } from './attachments.ts';
import type { ChatPerson } from './chat-state.ts';
import { useMentions } from './use-mentions.ts';

/** What the composer holds until it is sent (ChatPanel keeps it, so a refused message comes back here). */
export type Draft = {
  text: string;
  files: File[];
  /** Files turned away and the server's reasons, shown beside the composer. */
  refusals: Refusal[];
};

function PaperClip() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      className="size-5"
    >
      <path d="m15.5 9.5-5.7 5.7a3.5 3.5 0 0 1-5-5l6.4-6.4a2.3 2.3 0 0 1 3.3 3.3l-6.4 6.4a1.2 1.2 0 0 1-1.7-1.7l5.7-5.7" />
    </svg>
  );
}

/**
 * Writing a message: a textarea (Enter sends, Shift+Enter starts a new line, @ suggests the project's
 * people), up to 15 files by the picker, a paste or a drop, each listed with its size and a remove button;
 * files the chat cannot take are named with the reason next to it. Focus comes back here after sending.
 */
export function Composer({
  draft,
  setDraft,
  people,
  notice,
  onSend,
  onTyping,
  input,
}: {
  draft: Draft;
  setDraft: (d: Draft) => void;
  people: readonly ChatPerson[];
  /** A word about the last send (the domain's tooFast), shown with the refusals. */
  notice: string | null;
  onSend: (body: string, files: File[]) => void;
  onTyping: () => void;
  input: RefObject<HTMLTextAreaElement | null>;
}) {
  const id = useId();
  const picker = useRef<HTMLInputElement>(null);
  const setText = (text: string) => setDraft({ ...draft, text });
  const mentions = useMentions(people, draft.text, setText);
  const body = draft.text.trim();
  const ready = body !== '' || draft.files.length > 0;

  const addFiles = (incoming: File[]) => {
    if (incoming.length === 0) return;
    const { files, refused } = admitFiles(draft.files, incoming);
    setDraft({ ...draft, files, refusals: refused });
  };
  const send = (e?: FormEvent) => {
    e?.preventDefault();
    if (!ready) return;
    onSend(body, draft.files);
    setDraft({ text: '', files: [], refusals: [] });
    input.current?.focus();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (mentions.onKeyDown(e)) return;
    if (e.key === 'Enter' && !e.shiftKey && !e.altKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      send();
    }
  };
  const notices = [...draft.refusals, ...(notice ? [{ name: null, message: notice }] : [])];
  const listId = `${id}-people`;

  return (
    <form
      onSubmit={send}
      onDragOver={(e) => e.preventDefault()}
      onDrop={(e) => {
        e.preventDefault();
        addFiles([...e.dataTransfer.files]);
      }}
      className="border-t border-slate-200 bg-slate-50/60 p-3 sm:px-4"
    >
      {notices.length > 0 && (
        <ul role="alert" className="mb-2 space-y-0.5 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {notices.map((r, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same reason may come for several files
            <li key={i}>{r.name ? `${r.name}: ${r.message}` : r.message}</li>
          ))}
        </ul>
      )}
      {draft.files.length > 0 && (
        <ul aria-label="Attached files" className="mb-2 flex flex-wrap gap-1.5">
          {draft.files.map((f, i) => (
            <li
              key={`${f.name}-${f.size}`}
              className="flex max-w-full items-center gap-1.5 rounded-md border border-slate-200 bg-white py-1 pl-2.5 pr-1 text-sm"
            >
              <span className="min-w-0 truncate text-slate-900">{f.name}</span>
              <span className="shrink-0 text-xs text-slate-500">{formatBytes(f.size)}</span>
              <button
                type="button"
                aria-label={`Remove ${f.name}`}
                onClick={() => setDraft({ ...draft, files: draft.files.filter((_, j) => j !== i) })}
                className={`rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900 ${focusRing}`}
              >
                <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
                  <path d="M5.3 4.3a1 1 0 0 0-1 1.4L8.6 10l-4.3 4.3a1 1 0 1 0 1.4 1.4L10 11.4l4.3 4.3a1 1 0 0 0 1.4-1.4L11.4 10l4.3-4.3a1 1 0 0 0-1.4-1.4L10 8.6 5.7 4.3Z" />
                </svg>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex items-end gap-2">
        <input
          ref={picker}
          type="file"
          multiple
          accept={CHAT_ACCEPT}
          hidden
          data-testid="chat-files"
          onChange={(e) => {
            addFiles([...(e.target.files ?? [])]);
            e.target.value = '';
          }}
        />
        <button
          type="button"
          aria-label="Attach files"
          title={`Attach pictures or PDFs (up to ${CHAT_LIMITS.files})`}
          onClick={() => picker.current?.click()}
          className={`flex size-10 shrink-0 items-center justify-center rounded-md border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 ${focusRing}`}
        >
          <PaperClip />
        </button>
        <div className="relative min-w-0 flex-1">
          <label htmlFor={`${id}-text`} className="sr-only">
            Message
          </label>
          <textarea
            ref={input}
            id={`${id}-text`}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={mentions.open}
            aria-controls={mentions.open ? listId : undefined}
            aria-activedescendant={mentions.open ? `${listId}-${mentions.active}` : undefined}
            aria-describedby={`${id}-hint`}
            rows={1}
            maxLength={CHAT_LIMITS.body}
            value={draft.text}
            placeholder="Write a message…"
            onChange={(e) => {
              setText(e.target.value);
              mentions.track(e.target);
              if (e.target.value.trim()) onTyping();
            }}
            onSelect={(e) => mentions.track(e.currentTarget)}
            onKeyDown={onKeyDown}
            onPaste={(e) => addFiles([...e.clipboardData.files])}
            className="block max-h-40 min-h-10 w-full resize-none rounded-md border border-slate-300 bg-white px-3 py-2 text-[0.9375rem] text-slate-900 [field-sizing:content] placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
          />
          {mentions.open && (
            <div
              id={listId}
              role="listbox"
              aria-label="People to mention"
              className="absolute bottom-full left-0 z-20 mb-1 w-72 max-w-full overflow-hidden rounded-md border border-slate-200 bg-white py-1 shadow-lg"
            >
              {mentions.options.map((p, i) => (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the textarea's (aria-activedescendant); this is the pointer's way
                <div
                  key={p.user_id}
                  id={`${listId}-${i}`}
                  role="option"
                  tabIndex={-1}
                  aria-selected={i === mentions.active}
                  // The textarea keeps focus (and its caret) while a name is picked with the pointer.
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => mentions.choose(p, input.current)}
                  className={`flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2 text-sm ${
                    i === mentions.active ? 'bg-brand-50 text-brand-900' : 'text-slate-900'
                  }`}
                >
                  <span className="truncate font-medium">{p.name}</span>
                  <span className="shrink-0 text-xs text-slate-500">{PROJECT_ROLE_LABELS[p.role]}</span>
                </div>
              ))}
            </div>
          )}
        </div>
        <Button type="submit" disabled={!ready} className="shrink-0">
          Send
        </Button>
      </div>
      <p id={`${id}-hint`} className="mt-1.5 hidden text-xs text-slate-500 sm:block">
        Enter sends, Shift+Enter starts a new line, @ mentions someone. Pictures and PDFs, up to{' '}
        {CHAT_LIMITS.files}.
      </p>
    </form>
  );
}
