import { expect, test } from '@playwright/test';
import { MANAGER } from '../support/env.ts';
import { loginThroughForm } from '../support/login.ts';

// Logs in on its own: logging out revokes the session, which the shared signed-in state must keep.
test('logout asks for confirmation, ends the session and returns to login', async ({ page }) => {
  await page.goto('/user/login');
  await loginThroughForm(page, MANAGER);
  await expect(page).toHaveURL(/\/dashboard\/task$/);
  const token = await page.evaluate(() => localStorage.getItem('Access-Token'));
  expect(token).toBeTruthy();

  await page.getByRole('button', { name: /张主管/ }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page.getByText('真的要注销登录吗 ?')).toBeVisible();
  // The app goes to the login page and then reloads the document, so that nothing of the session stays
  // in memory: read the page only once the reloaded document has loaded.
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: /确\s*定/ }).click();
  await reloaded;
  await expect(page).toHaveURL(/\/user\/login/);
  await expect(page.getByLabel('用户名')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('Access-Token'))).toBeNull();

  const stored = JSON.parse(token ?? '{}') as { value?: string };
  const res = await page.request.get('/hcs/sys/permission/getUserPermissionByToken', {
    headers: { 'X-Access-Token': stored.value ?? '' },
  });
  // A session of ours that has ended: Token失效 (500), which a client shows as 登录已过期.
  expect(res.status()).toBe(500);
});
