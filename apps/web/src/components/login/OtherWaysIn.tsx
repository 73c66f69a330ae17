import { Button } from 'antd';
import { useLocation } from 'react-router';
import { thirdLoginRenderUrl } from '../../api/thirdLogin.ts';
import { usePublicConfig } from '../../stores/publicConfig.ts';

/** The query parameters the provider's callback and the CAS server bring back to the login page. */
export const HANDED_BACK = ['thirdToken', 'thirdBind', 'thirdType', 'thirdError', 'ticket'] as const;

/** The login page's search without what was handed back. */
export function searchWithoutHandedBack(search: string): string {
  const rest = new URLSearchParams(search);
  for (const name of HANDED_BACK) rest.delete(name);
  const remaining = rest.toString();
  return remaining ? `?${remaining}` : '';
}

/** The login page's address without a CAS ticket: the `service` the CAS server returns to. */
export const casServiceOf = (pathname: string, search: string) =>
  `${window.location.origin}${pathname}${searchWithoutHandedBack(search)}`;

/**
 * 使用 <name> 登录 for each enabled provider and 统一认证登录 when single sign-on is configured: plain links
 * to the server (which sends the browser on), so the login page pays nothing more for them.
 */
export function OtherWaysIn({ disabled = false }: { disabled?: boolean }) {
  const { config } = usePublicConfig();
  const { pathname, search } = useLocation();
  const casLogin = config.casLoginUrl
    ? `${config.casLoginUrl}?service=${encodeURIComponent(casServiceOf(pathname, search))}`
    : null;
  if (config.thirdParty.length === 0 && !casLogin) return null;
  return (
    <>
      <p className="hcs-third-login__divider">其他登录方式</p>
      <div className="hcs-third-login__buttons">
        {config.thirdParty.map((provider) => (
          <Button key={provider.code} block href={thirdLoginRenderUrl(provider.code)} disabled={disabled}>
            使用 {provider.name} 登录
          </Button>
        ))}
        {casLogin ? (
          <Button block href={casLogin} disabled={disabled}>
            统一认证登录
          </Button>
        ) : null}
      </div>
    </>
  );
}
