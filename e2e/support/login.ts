import { expect, type Page } from '@playwright/test';

/** Signs in through the login form, as a person would. */
export async function loginThroughForm(
  page: Page,
  user: { username: string; password: string },
): Promise<void> {
  await page.getByLabel('用户名').fill(user.username);
  await page.getByLabel('密码', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page).not.toHaveURL(/\/user\/login/);
  // Signed in, the app goes on from / to the user's landing page; a test that navigates before it has
  // arrived can end on the login page (see the session note), so it waits for the landing.
  await expect(page).not.toHaveURL((url) => url.pathname === '/');
}
