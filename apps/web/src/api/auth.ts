import type {
  CurrentUserDeparts,
  LoginRequest,
  LoginResult,
  PermissionResult,
  PublicConfig,
  SelectDepartRequest,
  UpdatePasswordRequest,
  UserInfo,
} from '@hcs/shared';
import { type Done, getAction, postAction, request } from './request.ts';

export function login(req: LoginRequest): Promise<Done<LoginResult>> {
  return postAction<LoginResult>('/sys/login', req);
}

export interface PhoneLoginRequest {
  mobile: string;
  /** The text message code (mode '0'). */
  captcha: string;
  remember_me?: boolean;
}

export function phoneLogin(req: PhoneLoginRequest): Promise<Done<LoginResult>> {
  return postAction<LoginResult>('/sys/phoneLogin', req);
}

/** `token` overrides the stored one: the session store clears storage before it calls this. */
export function logoutRequest(token?: string | null): Promise<Done<unknown>> {
  return request<unknown>({
    url: '/sys/logout',
    method: 'POST',
    ...(token ? { headers: { 'X-Access-Token': token } } : {}),
  });
}

/** The result is the captcha image as a data URL. */
export function getCaptcha(checkKey: string | number): Promise<string> {
  return getAction<string>(`/sys/randomImage/${encodeURIComponent(String(checkKey))}`);
}

export function getPermissions(): Promise<PermissionResult> {
  return getAction<PermissionResult>('/sys/permission/getUserPermissionByToken');
}

/** Public: the login page reads it before anyone signs in. */
export function getPublicConfig(): Promise<PublicConfig> {
  return getAction<PublicConfig>('/sys/publicConfig');
}

export function getCurrentUserDeparts(): Promise<CurrentUserDeparts> {
  return getAction<CurrentUserDeparts>('/sys/user/getCurrentUserDeparts');
}

export function selectDepart(req: SelectDepartRequest): Promise<Done<{ userInfo: UserInfo }>> {
  return postAction<{ userInfo: UserInfo }>('/sys/selectDepart', req);
}

export function updatePassword(req: UpdatePasswordRequest): Promise<Done<unknown>> {
  return postAction<unknown>('sys/user/updatePassword', req);
}
