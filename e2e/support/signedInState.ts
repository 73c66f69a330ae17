import type { Browser } from '@playwright/test';
import { BASE_URL } from './env.ts';
import { loginThroughForm } from './login.ts';
import type { TestUser } from './users.ts';

/**
 * Signs `user` in through the login form in a browser of its own and keeps the signed-in state at
 * `path`, for `test.use({ storageState: path })`: tests that change what follows a user (the layout
 * preferences saved to the account) then change their own user's, not the shared admin's.
 */
export async function saveSignedInState(browser: Browser, user: TestUser, path: string): Promise<void> {
  // A context of its own, not the file the test is told to use (which this writes).
  const context = await browser.newContext({
    baseURL: BASE_URL,
    locale: 'zh-CN',
    storageState: { cookies: [], origins: [] },
  });
  const page = await context.newPage();
  await page.goto('/user/login');
  await loginThroughForm(page, user);
  await context.storageState({ path });
  await context.close();
}
