import type { LoginResult } from '@hcs/shared';
import { lazy, Suspense, useCallback, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { logoutRequest } from '../../api/auth.ts';
import { ALTERATION_PATH, NAMED_ROUTE_PATHS, REGISTER_PATH, RouteName } from '../../app/router/paths.ts';
import { redirectFromSearch } from '../../app/router/redirect.ts';
import { AccountLoginForm } from '../../components/login/AccountLoginForm.tsx';
import { LoginTabs } from '../../components/login/LoginTabs.tsx';
import { HANDED_BACK, OtherWaysIn } from '../../components/login/OtherWaysIn.tsx';
import { useDocumentTitle } from '../../layouts/main/useDocumentTitle.ts';
import { usePublicConfig } from '../../stores/publicConfig.ts';
import { useSessionStore } from '../../stores/session.ts';
import { useLogoutFailureNotice } from './useLogoutFailureNotice.ts';
import './Login.css';

// Only some users sign in by phone or belong to several tenants: those parts load when needed.
const PhoneLoginForm = lazy(() => import('./PhoneLoginForm.tsx'));
const TenantChoice = lazy(() => import('../../components/tenant/TenantChoice.tsx'));
// The end of a trip to a third-party provider or the CAS server: only when the address brings one back.
const ThirdPartyLogin = lazy(() => import('./ThirdPartyLogin.tsx'));

/**
 * The login page (spec §2 "Login"): 账号密码登录 and 手机号登录 tabs; a user of several tenants then
 * chooses one; afterwards the user goes to the redirect query or their landing page (`/`).
 */
export default function Login() {
  useDocumentTitle('登录');
  useLogoutFailureNotice();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { config } = usePublicConfig();
  const [tab, setTab] = useState('account');
  // A login answer listing several tenants waits here for the user's choice before the session starts.
  const [choosing, setChoosing] = useState<LoginResult | null>(null);

  // Kept once seen: ThirdPartyLogin takes what was handed back out of the address at once.
  const [handedBack] = useState(() => HANDED_BACK.some((name) => new URLSearchParams(search).has(name)));

  const enter = useCallback(
    (result: LoginResult, tenantId?: number) => {
      useSessionStore.getState().adopt(result, tenantId);
      navigate(redirectFromSearch(search) ?? NAMED_ROUTE_PATHS[RouteName.dashboard], { replace: true });
    },
    [navigate, search],
  );
  const onSignedIn = useCallback(
    (result: LoginResult) => {
      if ((result.tenantList?.length ?? 0) > 1) setChoosing(result);
      else enter(result);
    },
    [enter],
  );

  if (choosing) {
    return (
      <section className="hcs-login" aria-labelledby="hcs-login-heading">
        <h2 id="hcs-login-heading" className="hcs-login__heading">
          选择租户
        </h2>
        <Suspense fallback={null}>
          <TenantChoice
            tenants={choosing.tenantList ?? []}
            onChoose={(tenantId) => enter(choosing, tenantId)}
            onBack={() => {
              // The session the server opened is not taken up: it is closed again.
              void logoutRequest(choosing.token).catch(() => undefined);
              setChoosing(null);
            }}
          />
        </Suspense>
      </section>
    );
  }

  return (
    <section className="hcs-login" aria-label="登录">
      <LoginTabs
        active={tab}
        onChange={setTab}
        tabs={[
          { key: 'account', label: '账号密码登录', content: <AccountLoginForm onSignedIn={onSignedIn} /> },
          {
            key: 'phone',
            label: '手机号登录',
            content: (
              <Suspense fallback={null}>
                <PhoneLoginForm onSignedIn={onSignedIn} />
              </Suspense>
            ),
          },
        ]}
      />
      <nav className="hcs-login__links" aria-label="账户">
        <Link to={ALTERATION_PATH}>忘记密码</Link>
        {config.registerEnabled ? <Link to={REGISTER_PATH}>注册账户</Link> : null}
      </nav>
      {handedBack ? (
        <Suspense fallback={null}>
          <ThirdPartyLogin onSignedIn={onSignedIn} />
        </Suspense>
      ) : (
        <OtherWaysIn />
      )}
    </section>
  );
}
