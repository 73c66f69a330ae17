import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { RequestError } from '../../api/requestError.ts';
import { PageLoading } from '../../components/PageLoading.tsx';
import { useSessionStore } from '../../stores/session.ts';
import { decideNavigation } from './decideNavigation.ts';
import { loginPathWithRedirect } from './redirect.ts';

/** Applies {@link decideNavigation} on every location change and performs the menu fetch it asks for. */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const hasToken = useSessionStore((s) => Boolean(s.token));
  const menuLoaded = useSessionStore((s) => s.menu !== null);
  const decision = decideNavigation({ pathname, search, hasToken, menuLoaded });
  const loadTarget = decision.kind === 'loadMenu' ? decision.target : null;
  const requestedPath = `${pathname}${search}`;
  // The routes stay hidden from the moment the menu arrives until the navigation to the target
  // is made: rendered in between, the catch-all route would mount a <Navigate> to /404 that then
  // stays mounted, and so inert, when the target turns out to be the very same path.
  const [settling, setSettling] = useState(false);
  // A ref guards against a second fetch while one runs (StrictMode runs effects twice).
  const fetching = useRef(false);
  // The menu request never reached the server (offline, or cut off by the page being left): the session
  // stays, and the user may try again.
  const [unreachable, setUnreachable] = useState(false);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks for the fetch again (重试)
  useEffect(() => {
    if (loadTarget === null || fetching.current) return;
    fetching.current = true;
    setSettling(true);
    const { fetchPermissions, logout } = useSessionStore.getState();
    const settle = (to: string) => {
      fetching.current = false;
      navigate(to, { replace: true });
      setSettling(false);
    };
    fetchPermissions().then(
      // A page reached with a fragment (an outcome handed back, e.g. 账号绑定's) keeps it.
      () => settle(loadTarget === requestedPath ? `${loadTarget}${hash}` : loadTarget),
      async (failure: unknown) => {
        if (failure instanceof RequestError && failure.status === 0) {
          fetching.current = false;
          setUnreachable(true);
          return;
        }
        await logout().catch(() => undefined);
        settle(loginPathWithRedirect(requestedPath));
      },
    );
  }, [loadTarget, requestedPath, hash, navigate, attempt]);

  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (unreachable) {
    return (
      // Plain markup: the guard is part of the first page every visitor loads, and antd's Result
      // (with its pictures) would weigh on every login page for a rare failure.
      <div role="alert" className="hcs-unreachable">
        <p className="hcs-unreachable__title">网络连接失败，请检查网络</p>
        <button
          type="button"
          className="hcs-unreachable__retry"
          onClick={() => {
            setUnreachable(false);
            setAttempt((n) => n + 1);
          }}
        >
          重试
        </button>
      </div>
    );
  }
  if (decision.kind === 'loadMenu' || settling) return <PageLoading />;
  return children;
}
