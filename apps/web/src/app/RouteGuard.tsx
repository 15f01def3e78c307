import { type ReactNode, useEffect, useRef } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Spinner } from '../components/ui/Spinner.tsx';
import { useSession } from '../lib/session.tsx';
import { isOtpVerified, readStored, removeStored, STORAGE_KEYS, writeStored } from '../lib/storage.ts';
import { decideRouteAccess, redirectToFor } from './guard-rules.ts';
import { useRouteMeta } from './route-meta.ts';

/** Applies the route guard of spec point 4 to the routed view; the header and footer stay. */
export function RouteGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const meta = useRouteMeta();
  const session = useSession();
  const previousPath = useRef<string | null>(null);
  const entered = useRef<string | null>(null);

  // Remember where the visitor came from (redirect_to) each time the location changes.
  useEffect(() => {
    const here = `${location.pathname}${location.search}`;
    const next = redirectToFor(location, previousPath.current);
    if (next === null) removeStored(STORAGE_KEYS.redirect_to);
    else if (next !== undefined) writeStored(STORAGE_KEYS.redirect_to, next);
    previousPath.current = here;
  }, [location]);

  const decision = decideRouteAccess({
    meta,
    pathname: location.pathname,
    search: location.search,
    token: session.token,
    user: session.user,
    status: session.status,
    otpVerified: isOtpVerified(),
    storedRedirect: readStored<string>(STORAGE_KEYS.redirect_to),
    entering: entered.current !== location.key,
  });

  // Once the page has been let in with a known session, later sign-ins on it (login, register) do not bounce.
  useEffect(() => {
    if (decision.kind === 'allow' && session.status !== 'loading') entered.current = location.key;
  }, [decision.kind, session.status, location.key]);

  const { logout } = session;
  useEffect(() => {
    if (decision.kind === 'logout') void logout();
    if (decision.kind === 'back') {
      const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
      if (idx > 0) navigate(-1);
      else navigate('/', { replace: true });
    }
  }, [decision.kind, logout, navigate]);

  switch (decision.kind) {
    case 'allow':
      return children;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    default:
      return (
        <div className="flex min-h-[40vh] items-center justify-center text-brand-700">
          <Spinner size="lg" label="Checking your session" />
        </div>
      );
  }
}
