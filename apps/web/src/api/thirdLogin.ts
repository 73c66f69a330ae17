import type { LoginResult } from '@hcs/shared';
import { apiBase } from './config.ts';
import { deleteAction, getAction, postAction } from './request.ts';

/** A login provider as the 账号绑定 tab lists it for the signed-in user. */
export interface ThirdBinding {
  code: string;
  name: string;
  bound: boolean;
  externalName: string | null;
  boundAt: string | null;
}

/** Where the browser goes for 使用 … 登录: the server sends it on to the provider. */
export function thirdLoginRenderUrl(code: string): string {
  return `${apiBase()}/sys/thirdLogin/render/${encodeURIComponent(code)}`;
}

/** The one-time token of a third-party sign-in exchanged for a session. */
export function thirdLoginUser(token: string, code: string): Promise<LoginResult> {
  return getAction<LoginResult>(
    `/sys/thirdLogin/getLoginUser/${encodeURIComponent(token)}/${encodeURIComponent(code)}`,
  );
}

/** A first third-party sign-in bound to an existing account by its password. */
export function bindThirdAccount(req: { ticket: string; username: string; password: string }) {
  return postAction<LoginResult>('/sys/thirdLogin/bindAccount', req);
}

/** A CAS service ticket exchanged for a session; `service` is the address the ticket was issued to. */
export function casValidateLogin(req: { ticket: string; service: string }) {
  return postAction<LoginResult>('/sys/cas/client/validateLogin', req);
}

export function thirdBindings(): Promise<ThirdBinding[]> {
  return getAction<ThirdBinding[]>('/sys/thirdLogin/bindings');
}

/** The provider's address for binding the signed-in user's account. */
export function startThirdBinding(code: string) {
  return postAction<{ url: string }>(`/sys/thirdLogin/bindStart/${encodeURIComponent(code)}`);
}

export function removeThirdBinding(code: string) {
  return deleteAction<null>(`/sys/thirdLogin/bindings/${encodeURIComponent(code)}`);
}
