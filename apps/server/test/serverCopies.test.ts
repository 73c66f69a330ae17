import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BuiltApp } from '../src/app.ts';
import { BASE, type TestServer } from './support/testServer.ts';
import { startTwoCopies, type TwoCopies } from './support/twoCopies.ts';

/** How long another copy may still trust a session it has seen (SessionStore's LIVE_CACHE_MS). */
const OTHER_COPY_BOUND_MS = 3_000;

let twoCopies: TwoCopies;
let copyA: TestServer;
let copyB: BuiltApp;

beforeAll(async () => {
  twoCopies = await startTwoCopies();
  ({ a: copyA, b: copyB } = twoCopies);
});
afterAll(() => twoCopies?.close());

const departsOn = async (app: BuiltApp['app'], token: string) => {
  const res = await app.inject({
    method: 'GET',
    url: `${BASE}/sys/user/getCurrentUserDeparts`,
    headers: { 'x-access-token': token },
  });
  return { status: res.statusCode, message: (res.json() as { message: string }).message };
};

afterEach(() => {
  vi.useRealTimers();
});

describe('a revoked session on two server copies', () => {
  it('is refused at once on the copy that revoked it and within the bound on the other', async () => {
    // The clock stands still unless the test moves it: the bound is checked exactly, however busy the
    // machine is.
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const token = await copyA.tokenFor('admin');
    // Both copies have seen the session live, so both hold it in memory.
    expect((await departsOn(copyA.app, token)).status).toBe(200);
    expect((await departsOn(copyB.app, token)).status).toBe(200);

    const loggedOut = await copyA.app.inject({
      method: 'POST',
      url: `${BASE}/sys/logout`,
      headers: { 'x-access-token': token },
    });
    expect(loggedOut.statusCode).toBe(200);
    const ended = { status: 500, message: 'Token失效，请重新登录!' };
    expect(await departsOn(copyA.app, token)).toEqual(ended);

    // The other copy may trust what it saw for the bound, and not a moment longer.
    vi.setSystemTime(start + OTHER_COPY_BOUND_MS - 1);
    expect((await departsOn(copyB.app, token)).status).toBe(200);
    vi.setSystemTime(start + OTHER_COPY_BOUND_MS);
    expect(await departsOn(copyB.app, token)).toEqual(ended);
  });
});
