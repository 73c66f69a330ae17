import { idCardCheckChar } from '@hcs/shared';
import { type APIRequestContext, type Browser, type BrowserContextOptions, expect } from '@playwright/test';
import { BASE_URL, CENTRE_TIME_ZONE } from './env.ts';
import { loginThroughForm } from './login.ts';

/** The API's answer. */
export interface Envelope<T> {
  success: boolean;
  message: string;
  result: T;
}

/** A text no other test (or run) uses, so tests running side by side never meet each other's rows. */
export const uniqueText = (prefix: string) =>
  `${prefix}${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e3)}`;

/** A valid ID number born in `year` on a random day, with a random sequence. */
export function randomIdCardNo(year = 1958): string {
  const pick = (n: number) => String(1 + Math.floor(Math.random() * n)).padStart(2, '0');
  const sequence = String(Math.floor(Math.random() * 1000)).padStart(3, '0');
  const first17 = `110101${year}${pick(12)}${pick(28)}${sequence}`;
  return `${first17}${idCardCheckChar(first17)}`;
}

/** Signs in through the API: the user's token and id. */
export async function apiLogin(request: APIRequestContext, user: { username: string; password: string }) {
  const res = await request.post('/hcs/sys/login', { data: user });
  const body = (await res.json()) as Envelope<{ token: string; userInfo: { id: string } }>;
  expect(body.success, body.message).toBe(true);
  return { token: body.result.token, id: body.result.userInfo.id };
}

/** POSTs as the token's user and answers the result, failing the test on any refusal. */
export async function apiPost<T>(
  request: APIRequestContext,
  token: string,
  url: string,
  data: unknown,
): Promise<T> {
  const res = await request.post(`/hcs${url}`, { headers: { 'X-Access-Token': token }, data });
  expect(res.status(), url).toBe(200);
  const body = (await res.json()) as Envelope<T>;
  expect(body.success, body.message).toBe(true);
  return body.result;
}

/** A phone in the hand: 390 × 844, touch. */
export const PHONE_DEVICE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
/** The office PC. */
export const DESK_DEVICE = { viewport: { width: 1366, height: 768 } };

/**
 * A browser of its own, signed out, as the centre's people use it (Chinese, the centre's clock, no
 * motion); `options` adds a device or headers, or replaces any of these.
 */
export function centreContext(browser: Browser, options: BrowserContextOptions = {}) {
  return browser.newContext({
    baseURL: BASE_URL,
    locale: 'zh-CN',
    timezoneId: CENTRE_TIME_ZONE,
    reducedMotion: 'reduce',
    storageState: { cookies: [], origins: [] },
    ...options,
  });
}

/** A browser of its own for `user`, signed in through the login form. */
export async function signInBrowser(
  browser: Browser,
  user: { username: string; password: string },
  device: BrowserContextOptions = {},
) {
  const context = await centreContext(browser, device);
  const page = await context.newPage();
  await page.goto('/user/login');
  await loginThroughForm(page, user);
  return { context, page };
}
