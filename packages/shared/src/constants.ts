/** Constants of spec §9 that both sides rely on. */
export const DEFAULT_BASE_PATH = '/hcs';
export const REQUEST_TIMEOUT_MS = 9000;
/** Token, user info and dictionary cache live 7 days. */
export const SESSION_LIFETIME_MS = 604_800_000;
export const VIEW_CHUNK_TIMEOUT_MS = 120_000;
export const HOME_PATH = '/dashboard/analysis';
export const DEFAULT_PLATFORM_NAME = '温馨助残服务平台';
export const DEFAULT_CENTRE_NAME = '助残服务中心';
export const COPYRIGHT_YEARS = '2020-2021';

/** localStorage keys of spec §3 "Session and storage". */
export const StorageKeys = {
  token: 'Access-Token',
  username: 'Login_Username',
  userInfo: 'Login_Userinfo',
  dictCache: 'UI_CACHE_DB_DICT_DATA',
  tenantId: 'TENANT_ID',
} as const;

/** sessionStorage keys of the two permission lists (names are ours; the spec does not show them). */
export const SessionKeys = {
  userAuth: 'LOGIN_USER_BUTTON_AUTH',
  allAuth: 'SYS_BUTTON_AUTH',
} as const;

/**
 * Salt of the signed request variant (`X-Sign`, spec §7). It ships in the client bundle, so it is
 * PUBLIC: the server may check the signature as an integrity hint, never as authentication
 * (api-conventions, "Deliberate deviations").
 */
export const SIGN_SALT = 'hcs-public-integrity-salt-v1';
