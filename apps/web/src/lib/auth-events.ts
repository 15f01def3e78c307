/** Tells the session that the server no longer accepts the token (a 401 anywhere), without an import cycle. */
type Listener = () => void;
const listeners = new Set<Listener>();

export function onUnauthenticated(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitUnauthenticated(): void {
  for (const listener of listeners) listener();
}

const signedOut = new Set<Listener>();

/**
 * Tells what holds the old session (the chat's live connection, lib/chat-live.ts) that the person signed out,
 * without the session importing it: the session is in every page's first script, the chat is not.
 */
export function onSignedOut(listener: Listener): () => void {
  signedOut.add(listener);
  return () => signedOut.delete(listener);
}

export function emitSignedOut(): void {
  for (const listener of signedOut) listener();
}
