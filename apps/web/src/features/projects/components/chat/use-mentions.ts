import type { KeyboardEvent } from 'react';
import { useState } from 'react';
import type { ChatPerson } from './chat-state.ts';

const WORD = /[\p{L}\p{N}_]/u;

/** The "@…" being typed before the caret: where its @ is and what follows it; null when there is none. */
export function mentionQuery(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const start = before.lastIndexOf('@');
  // An @ inside a word is an e-mail address, not a mention.
  if (start === -1 || (start > 0 && WORD.test(before.charAt(start - 1)))) return null;
  const query = before.slice(start + 1);
  if (query.includes('\n') || query.length > 60) return null;
  return { start, query };
}

/** The people whose name, or a word of it, starts with what was typed after the @ (any case). */
export function mentionOptions(people: readonly ChatPerson[], query: string) {
  const q = query.toLowerCase();
  return people
    .filter((p) => {
      const name = p.name.trim().toLowerCase();
      return name.startsWith(q) || name.split(/\s+/).some((w) => w.startsWith(q));
    })
    .slice(0, 8);
}

/**
 * Typing @ in the composer suggests the project's people (WAI-ARIA combobox with a listbox): arrows move,
 * Enter or Tab writes "@Name ", Escape closes the list for that @. Returns what the textarea and the list
 * need; `onKeyDown` answers true when it used the key (so Enter does not also send).
 */
export function useMentions(people: readonly ChatPerson[], text: string, setText: (t: string) => void) {
  const [caret, setCaret] = useState(0);
  const [dismissed, setDismissed] = useState<number | null>(null);
  const [active, setActive] = useState({ query: '', index: 0 });
  const at = mentionQuery(text, caret);
  const options = at && at.start !== dismissed ? mentionOptions(people, at.query) : [];
  const open = options.length > 0;
  // The highlighted option starts at the first again whenever the query changes.
  const index = at && active.query === at.query ? Math.min(active.index, options.length - 1) : 0;

  const choose = (person: ChatPerson, input: HTMLTextAreaElement | null) => {
    if (!at) return;
    const written = `@${person.name.trim()} `;
    const next = text.slice(0, at.start) + written + text.slice(caret);
    const position = at.start + written.length;
    setText(next);
    setCaret(position);
    requestAnimationFrame(() => input?.setSelectionRange(position, position));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>): boolean => {
    if (!open || !at) return false;
    const move = (by: number) =>
      setActive({ query: at.query, index: (index + by + options.length) % options.length });
    if (e.key === 'ArrowDown') move(1);
    else if (e.key === 'ArrowUp') move(-1);
    else if (e.key === 'Enter' || e.key === 'Tab') choose(options[index], e.currentTarget);
    else if (e.key === 'Escape') setDismissed(at.start);
    else return false;
    e.preventDefault();
    return true;
  };

  return {
    options,
    open,
    active: index,
    choose,
    onKeyDown,
    /** Keeps the caret's place (typing, clicks, arrow keys) for finding the @ before it. */
    track: (input: HTMLTextAreaElement) => {
      const position = input.selectionStart ?? input.value.length;
      setCaret(position);
      // A closed list opens again for the next @.
      if (!mentionQuery(input.value, position)) setDismissed(null);
    },
  };
}
