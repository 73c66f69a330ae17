import type { LoginResult } from '@hcs/shared';
import { Alert } from 'antd';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { casValidateLogin, thirdLoginUser } from '../../api/thirdLogin.ts';
import {
  casServiceOf,
  HANDED_BACK,
  OtherWaysIn,
  searchWithoutHandedBack,
} from '../../components/login/OtherWaysIn.tsx';
import { usePublicConfig } from '../../stores/publicConfig.ts';
import { loginResultOf } from '../../stores/session.ts';
import { refusalOf } from '../../utils/serverAction.ts';

/** What came back in the address, taken out of it (a one-time token must not stay in the history). */
function handedBack(search: string) {
  const params = new URLSearchParams(search);
  const value = (name: (typeof HANDED_BACK)[number]) => params.get(name);
  return {
    token: value('thirdToken'),
    bind: value('thirdBind'),
    type: value('thirdType') ?? '',
    error: value('thirdError'),
    ticket: value('ticket'),
    any: HANDED_BACK.some((name) => params.has(name)),
    remaining: searchWithoutHandedBack(search),
  };
}

// Asked for only on a first sign-in that must bind: it stays out of the login page's download.
const BindAccountDialog = lazy(() => import('./BindAccountDialog.tsx'));

const failureText = (error: unknown, fallback: string) => refusalOf(error)?.message || fallback;

/**
 * The end of a trip to a provider or the CAS server, when the login page is reached with what it handed
 * back: a one-time token or a CAS ticket becomes the session, a first sign-in that must bind asks for an
 * existing account's name and password, a refusal is shown. The buttons stay meanwhile, disabled while busy.
 */
export default function ThirdPartyLogin({ onSignedIn }: { onSignedIn: (result: LoginResult) => void }) {
  const { config } = usePublicConfig();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [bind, setBind] = useState<{ ticket: string; type: string } | null>(null);
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const back = handedBack(search);
    // Once per arrival (React may run an effect twice): each token serves once.
    if (!back.any || handled.current === search) return;
    handled.current = search;
    navigate({ pathname, search: back.remaining }, { replace: true });
    const finish = (call: Promise<LoginResult>) => {
      setBusy(true);
      call.then(
        (result) => {
          setBusy(false);
          onSignedIn(result);
        },
        (failure: unknown) => {
          setBusy(false);
          setError(failureText(failure, '登录失败'));
        },
      );
    };
    if (back.error) setError(back.error);
    else if (back.token) finish(thirdLoginUser(back.token, back.type));
    else if (back.bind) setBind({ ticket: back.bind, type: back.type });
    else if (back.ticket) {
      const service = casServiceOf(pathname, search);
      finish(casValidateLogin({ ticket: back.ticket, service }).then(loginResultOf));
    }
  }, [search, pathname, navigate, onSignedIn]);

  const providerName = (code: string) => config.thirdParty.find((p) => p.code === code)?.name ?? code;

  return (
    <div className="hcs-third-login">
      {error ? <Alert className="hcs-login__error" type="error" showIcon title={error} role="alert" /> : null}
      {busy ? (
        <p className="hcs-third-login__busy" role="status">
          正在登录…
        </p>
      ) : null}
      <OtherWaysIn disabled={busy} />
      {bind ? (
        <Suspense fallback={null}>
          <BindAccountDialog
            providerName={providerName(bind.type)}
            ticket={bind.ticket}
            onCancel={() => setBind(null)}
            onSignedIn={(result) => {
              setBind(null);
              onSignedIn(result);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
