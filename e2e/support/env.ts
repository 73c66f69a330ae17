/** One server for an end-to-end run, on a fresh database, with known logins. HCS_E2E_PORT lets several runs share a machine. */
export const E2E_PORT = Number(process.env.HCS_E2E_PORT ?? 18080);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const ADMIN = { username: 'admin', password: 'E2e-admin-2026', realname: '管理员' };
export const MANAGER = { username: 'zhuguan', password: 'E2e-demo-2026', realname: '张主管' };
export const STAFF = { username: 'fuwu', password: 'E2e-demo-2026', realname: '李服务' };
export const ADMIN_STATE = `.auth/admin-${E2E_PORT}.json`;
/** Where third-login.spec.ts runs its CAS server stub (the server is told at start, HCS_CAS_URL). */
export const CAS_STUB_PORT = E2E_PORT + 20_000;

/** The centre's time zone: the browsers' (timezoneId) and the server's clock (HCS_TIME_ZONE) alike. */
export const CENTRE_TIME_ZONE = 'Asia/Shanghai';

/** A day on the centre's clock as `YYYY-MM-DD` (today by default), as the app shows and stamps it. */
export function centreDay(at: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: CENTRE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

export const serverEnv: Record<string, string> = {
  HCS_PORT: String(E2E_PORT),
  HCS_HOST: '127.0.0.1',
  HCS_DATA_DIR: `.data-${E2E_PORT}`,
  HCS_ADMIN_PASSWORD: ADMIN.password,
  HCS_DEMO_PASSWORD: STAFF.password,
  // The captcha is a picture for people; the API suite proves it works. Here it would only block the robot.
  HCS_LOGIN_CAPTCHA: 'off',
  HCS_LOG_LEVEL: 'warn',
  HCS_TIME_ZONE: CENTRE_TIME_ZONE,
  HCS_CAS_URL: `http://127.0.0.1:${CAS_STUB_PORT}/cas`,
  // A build of the web app elsewhere than apps/server/public (HCS_STATIC_DIR) is served when given.
  ...(process.env.HCS_STATIC_DIR ? { HCS_STATIC_DIR: process.env.HCS_STATIC_DIR } : {}),
  // And a server bundle other than apps/server/dist/main.js (see scripts/build-side.mjs).
  ...(process.env.HCS_SERVER_BUNDLE ? { HCS_SERVER_BUNDLE: process.env.HCS_SERVER_BUNDLE } : {}),
};
