import { MESSAGES } from '@app/domain/accounts/messages';
import { looksSignedIn } from '@app/domain/accounts/sign-in';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { LogoutOverlay } from '../components/layout/LogoutOverlay.tsx';
import { apiPaths, paths } from '../config/paths.ts';
import { api } from './api-client.ts';
import { emitSignedOut, onUnauthenticated } from './auth-events.ts';
import type { AuthUser } from './auth-user.ts';
import { cartCount } from './cart-count.ts';
import { navigateTo } from './navigation.ts';
import { queryClient } from './query-client.ts';
import { useHydrated } from './rendered-page.tsx';
import { syncShowroomCookie } from './showroom-selection.ts';
import {
  clearAuthToken,
  clearOtpVerified,
  clearUserTypeCookie,
  getAuthToken,
  removeStored,
  STORAGE_KEYS,
  setAuthToken,
  setUserTypeCookie,
  syncCartCookie,
  VISUALIZER_KEYS,
  writeStored,
} from './storage.ts';
import { notify } from './toast.ts';

export type SessionStatus = 'loading' | 'anonymous' | 'authenticated';

export type Session = {
  user: AuthUser | null;
  token: string | null;
  status: SessionStatus;
  signIn(token: string, user: AuthUser): void;
  refreshUser(): Promise<AuthUser | null>;
  clear(): void;
  logout(): Promise<void>;
};

/**
 * Keys removed at logout (spec point 4 "Logout"); a guest cart_id stays so its count can reload, and the
 * AIauthToken stays: the AI design account is a separate account with its own sign-out (issue 26).
 */
export const LOGOUT_KEYS = [
  STORAGE_KEYS.authToken,
  STORAGE_KEYS.user_login,
  STORAGE_KEYS.project,
  STORAGE_KEYS.redirect_to,
  STORAGE_KEYS.visual_redirect,
  VISUALIZER_KEYS.visual_design,
  STORAGE_KEYS.my_item,
  STORAGE_KEYS.showroom,
  STORAGE_KEYS.product_list,
] as const;

const SessionContext = createContext<Session | null>(null);

/** What a page the server drew shows until it is hydrated: no session. */
const ANONYMOUS = { user: null, token: null, status: 'anonymous' } as const;

export function SessionProvider({ children }: { children: ReactNode }) {
  const [token, setToken] = useState<string | null>(() => getAuthToken());
  const [user, setUser] = useState<AuthUser | null>(null);
  const [status, setStatus] = useState<SessionStatus>(() =>
    looksSignedIn(getAuthToken()) ? 'loading' : 'anonymous',
  );
  const [loggingOut, setLoggingOut] = useState(false);
  const loggingOutRef = useRef(false);

  const clear = useCallback(() => {
    clearAuthToken();
    removeStored(STORAGE_KEYS.user_login);
    syncCartCookie();
    setToken(null);
    setUser(null);
    setStatus('anonymous');
  }, []);

  const signIn = useCallback((nextToken: string, nextUser: AuthUser) => {
    setAuthToken(nextToken);
    writeStored(STORAGE_KEYS.user_login, true);
    setUserTypeCookie(nextUser.type);
    syncCartCookie();
    setToken(nextToken);
    setUser(nextUser);
    setStatus('authenticated');
  }, []);

  /** Fetching the user fails: stored token removed (spec point 4). */
  const refreshUser = useCallback(async () => {
    const stored = getAuthToken();
    if (!looksSignedIn(stored)) {
      clear();
      return null;
    }
    try {
      const { data } = await api.get<AuthUser>(apiPaths.authUser, { silent: true, skipAuthRedirect: true });
      setToken(stored);
      setUser(data);
      setStatus('authenticated');
      return data;
    } catch {
      clear();
      return null;
    }
  }, [clear]);

  const logout = useCallback(async () => {
    if (loggingOutRef.current) return;
    loggingOutRef.current = true;
    setLoggingOut(true);
    try {
      // A revoked or expired token still ends in a clean sign-out.
      await api
        .post(apiPaths.logout, undefined, { silent: true, skipAuthRedirect: true })
        .catch(() => undefined);
      removeStored(...LOGOUT_KEYS);
      // The chat's live connection carried the old token: closed now, not when its pages let go of it.
      emitSignedOut();
      syncShowroomCookie();
      syncCartCookie();
      clearUserTypeCookie();
      clearOtpVerified();
      cartCount.set(0);
      // Leave the page first: clearing the session on a protected page would bounce to the sign-in page.
      await navigateTo(paths.home);
      queryClient.clear();
      setToken(null);
      setUser(null);
      setStatus('anonymous');
      notify.success(MESSAGES.loggedOut);
    } finally {
      loggingOutRef.current = false;
      setLoggingOut(false);
    }
  }, []);

  useEffect(() => {
    if (looksSignedIn(getAuthToken())) void refreshUser();
  }, [refreshUser]);

  useEffect(() => onUnauthenticated(clear), [clear]);

  // A page the server drew is drawn for a visitor without a session (src/ssr): hydration draws the same, and
  // the stored session shows right after it.
  // The context changes (and its readers draw again) only when what it shows does: not for a visitor
  // without a session, who looks the same before and after hydration.
  const hydrated = useHydrated();
  const shown = hydrated ? { user, token, status } : ANONYMOUS;
  const value = useMemo<Session>(
    () => ({
      user: shown.user,
      token: shown.token,
      status: shown.status,
      signIn,
      refreshUser,
      clear,
      logout,
    }),
    [shown.user, shown.token, shown.status, signIn, refreshUser, clear, logout],
  );

  return (
    <SessionContext.Provider value={value}>
      {children}
      {loggingOut && <LogoutOverlay />}
    </SessionContext.Provider>
  );
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
