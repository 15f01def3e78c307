import { useCallback, useEffect, useState } from 'react';
import { firstName } from './chat-state.ts';

/** How long "… is typing" stays after the last typing frame (members send one every few seconds). */
export const TYPING_SHOWN_MS = 5000;
/** How often this member tells the others they are typing (the server passes one every 2 s at most). */
export const TYPING_EVERY_MS = 3000;

type Typist = { id: number; name: string; until: number };

/** Who is typing now, from the live typing frames; never stored anywhere. */
export function useTypists() {
  const [typists, setTypists] = useState<Typist[]>([]);
  const saw = useCallback((user: { id: number; name: string }) => {
    setTypists((list) => [
      ...list.filter((t) => t.id !== user.id),
      { ...user, until: Date.now() + TYPING_SHOWN_MS },
    ]);
  }, []);
  /** Their message arrived: they are no longer typing it. */
  const stopped = useCallback((id: number) => {
    setTypists((list) => (list.some((t) => t.id === id) ? list.filter((t) => t.id !== id) : list));
  }, []);
  useEffect(() => {
    if (typists.length === 0) return;
    const next = Math.min(...typists.map((t) => t.until));
    const timer = setTimeout(
      () => setTypists((list) => list.filter((t) => t.until > Date.now())),
      Math.max(0, next - Date.now()) + 50,
    );
    return () => clearTimeout(timer);
  }, [typists]);
  return { typing: typingLine(typists.map((t) => firstName(t.name))), saw, stopped };
}

/** "Carlos is typing…", "Carlos and Dana are typing…", "Several people are typing…"; '' for none. */
export function typingLine(names: string[]): string {
  if (names.length === 0) return '';
  if (names.length === 1) return `${names[0]} is typing…`;
  if (names.length === 2) return `${names[0]} and ${names[1]} are typing…`;
  return 'Several people are typing…';
}
