import { HOME_PATH } from '@hcs/shared';

export { HOME_PATH };
export const LOGIN_PATH = '/user/login';
export const REGISTER_PATH = '/user/register';
export const REGISTER_RESULT_PATH = '/user/register-result';
/** The four-step recovery of a forgotten password. */
export const ALTERATION_PATH = '/user/alteration';
export const NOT_FOUND_PATH = '/404';

/** Paths reachable without a session (spec §2 "Routing"). */
export const PUBLIC_PATHS: readonly string[] = [
  LOGIN_PATH,
  REGISTER_PATH,
  REGISTER_RESULT_PATH,
  ALTERATION_PATH,
];

/** Route names other parts of the app refer to (spec §2 "Named routes referenced"). */
export const RouteName = {
  dashboard: 'dashboard',
  accountCenter: 'account-center',
  accountSettingsBase: 'account-settings-base',
} as const;
export type RouteName = (typeof RouteName)[keyof typeof RouteName];

/** Where each named route lives; the account pages come from the server menu under these paths. */
export const NAMED_ROUTE_PATHS: Readonly<Record<RouteName, string>> = {
  [RouteName.dashboard]: '/',
  [RouteName.accountCenter]: '/account/center',
  [RouteName.accountSettingsBase]: '/account/settings/base',
};
