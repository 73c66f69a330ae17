import type {
  ApiResult,
  CurrentUserDeparts,
  LoginRequest,
  LoginResult,
  PermissionResult,
  PublicConfig,
  SelectDepartRequest,
  UpdatePasswordRequest,
  UserInfo,
} from '@hcs/shared';
import { getAction, postAction, request } from './request.ts';

export function login(req: LoginRequest): Promise<ApiResult<LoginResult>> {
  return postAction<LoginResult>('/sys/login', req);
}

/** `token` overrides the stored one: the session store clears storage before it calls this. */
export function logoutRequest(token?: string | null): Promise<ApiResult<unknown>> {
  return request<unknown>({
    url: '/sys/logout',
    method: 'POST',
    ...(token ? { headers: { 'X-Access-Token': token } } : {}),
  });
}

/** The result is the captcha image as a data URL. */
export function getCaptcha(checkKey: string | number): Promise<ApiResult<string>> {
  return getAction<string>(`/sys/randomImage/${encodeURIComponent(String(checkKey))}`);
}

export function getPermissions(): Promise<ApiResult<PermissionResult>> {
  return getAction<PermissionResult>('/sys/permission/getUserPermissionByToken');
}

/** Public: the login page reads it before anyone signs in. */
export function getPublicConfig(): Promise<ApiResult<PublicConfig>> {
  return getAction<PublicConfig>('/sys/publicConfig');
}

export function getCurrentUserDeparts(): Promise<ApiResult<CurrentUserDeparts>> {
  return getAction<CurrentUserDeparts>('/sys/user/getCurrentUserDeparts');
}

export function selectDepart(req: SelectDepartRequest): Promise<ApiResult<{ userInfo: UserInfo }>> {
  return postAction<{ userInfo: UserInfo }>('/sys/selectDepart', req);
}

export function updatePassword(req: UpdatePasswordRequest): Promise<ApiResult<unknown>> {
  return postAction<unknown>('sys/user/updatePassword', req);
}
