import { looksSignedIn } from '@app/domain/accounts/sign-in';
import type { AiCredits, AiSession, AiUser } from '@app/domain/ai-design/contract';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer } from 'react';
import { apiPaths } from '../config/paths.ts';
import { api, isApiError, type RequestOptions } from './api-client.ts';
import type { ServerRenderMeta } from './page-state.ts';
import { useHydrated } from './rendered-page.tsx';
import { clearAiAuthToken, getAiAuthToken, STORAGE_KEYS, writeStored } from './storage.ts';

/**
 * The AI design account's session (issue 26 point 1; spec points 3, 4 and 7): an account of its own, apart
 * from the marketplace's. Its token is kept as `AIauthToken` and sent by the api client in its own header;
 * a marketplace token is never an AI token, nor the reverse, and signing out of one leaves the other.
 * Shared by the AI pages, the header's coin balance and the designer.
 */

export const aiQueryKeys = {
  all: ['ai'] as const,
  user: ['ai', 'user'] as const,
  credits: ['ai', 'credits'] as const,
};

/**
 * How the AI calls go: a 401 is about the AI token, so it never signs the marketplace account out (the api
 * client's redirect to /login is for the marketplace's); the caller decides what the visitor sees.
 */
export const AI_CALL: RequestOptions = { skipAuthRedirect: true };

type Listener = (user: AiUser | null) => void;
const listeners = new Set<Listener>();
const announce = (user: AiUser | null) => {
  for (const listener of listeners) listener(user);
};

/** Keeps the session the AI login or register answered: its token stored, its user shown at once. */
export function signInAi(session: AiSession): void {
  writeStored(STORAGE_KEYS.AIauthToken, session.token);
  announce(session.user);
}

/** Ends the AI session in this browser: the AI token removed, the marketplace's session left as it is. */
export function signOutAi(): void {
  clearAiAuthToken();
  announce(null);
}

/** An AI call refused with 401: the AI token is not (or no longer) accepted, so the AI session ends. */
export function endAiSessionOn401(error: unknown): void {
  if (isApiError(error) && error.status === 401) signOutAi();
}

/**
 * GET /api/AI/get_user. The AI user fetch failing or answering unsuccessfully removes the AI token (spec
 * point 4) — unless another token was stored meanwhile (a sign-in while this one was asked).
 */
async function fetchAiUser(): Promise<AiUser | null> {
  const sent = getAiAuthToken();
  if (!looksSignedIn(sent)) return null;
  try {
    const answer = await api.get<{ user: AiUser }>(apiPaths.aiUser, { ...AI_CALL, silent: true });
    if (answer?.success && answer.data?.user) return answer.data.user;
  } catch {
    // Any failure: the token goes, as below.
  }
  if (getAiAuthToken() === sent) clearAiAuthToken();
  return null;
}

function followSignIns(client: QueryClient, redraw: () => void) {
  return (user: AiUser | null) => {
    void client.cancelQueries({ queryKey: aiQueryKeys.user });
    client.setQueryData(aiQueryKeys.user, user);
    if (!user) client.removeQueries({ queryKey: aiQueryKeys.credits });
    redraw();
  };
}

export type AiSessionState = {
  /** The AI account, or null without an AI session (and until it is known). */
  user: AiUser | null;
  /** True until this browser's AI session is known: before hydration and while the user is asked. */
  isLoading: boolean;
  signOut(): void;
};

/**
 * The AI account of this browser. The token is read only once the page is hydrated (a page the server drew
 * was drawn without one) and the user is the browser's to ask (`ssr: false`).
 */
export function useAiSession(): AiSessionState {
  const client = useQueryClient();
  const hydrated = useHydrated();
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    const listener = followSignIns(client, redraw);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, [client]);
  const signedIn = hydrated && looksSignedIn(getAiAuthToken());
  const query = useQuery({
    queryKey: aiQueryKeys.user,
    queryFn: fetchAiUser,
    enabled: signedIn,
    // An answer of "nobody" is asked again by the next page that looks, in case a token arrived meanwhile.
    staleTime: (q) => (q.state.data ? 60_000 : 0),
    retry: false,
    meta: { ssr: false } satisfies ServerRenderMeta,
  });
  const user = signedIn ? (query.data ?? null) : null;
  return {
    user,
    isLoading: !hydrated || (signedIn && !user && (query.isPending || query.isFetching)),
    signOut: signOutAi,
  };
}

/** POST /api/AI/get_credits: the balance, what a design costs, the packs on sale and the history. */
export async function fetchAiCredits(): Promise<AiCredits> {
  try {
    return (await api.post<AiCredits>(apiPaths.aiCredits, {}, { ...AI_CALL, silent: true })).data;
  } catch (error) {
    endAiSessionOn401(error);
    throw error;
  }
}

/** The AI account's coins, asked only with an AI session. */
export function useAiCredits() {
  const { user } = useAiSession();
  return useQuery({
    queryKey: aiQueryKeys.credits,
    queryFn: fetchAiCredits,
    enabled: !!user,
    retry: false,
    meta: { ssr: false } satisfies ServerRenderMeta,
  });
}

/** After coins change (a purchase, a design): the new credits shown, and the user's balance with them. */
export function showAiCredits(client: QueryClient, credits: AiCredits): void {
  client.setQueryData(aiQueryKeys.credits, credits);
  client.setQueryData<AiUser | null>(aiQueryKeys.user, (user) =>
    user ? { ...user, coins: credits.balance } : user,
  );
}
