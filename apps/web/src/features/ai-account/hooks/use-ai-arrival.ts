import { useRef } from 'react';
import { useAiSession } from '../../../lib/ai-session.ts';

/**
 * How the visitor arrived on the AI login or sign-up page: 'known' not yet (the AI session is being asked),
 * 'signed-in' (they go on to /design-ai), or 'guest'. Decided once: a sign-in made on the page leads on by
 * itself (the sign-up to /design-ai/welcome), not by this.
 */
export function useAiArrival(): 'unknown' | 'signed-in' | 'guest' {
  const { user, isLoading } = useAiSession();
  const arrival = useRef<'signed-in' | 'guest' | null>(null);
  if (arrival.current === null && !isLoading) arrival.current = user ? 'signed-in' : 'guest';
  return arrival.current ?? 'unknown';
}
