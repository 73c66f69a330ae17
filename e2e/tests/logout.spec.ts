import { expect, test } from '@playwright/test';
import { MANAGER } from '../support/env.ts';
import { loginThroughForm } from '../support/login.ts';

// Logs in on its own: logging out revokes the session, which the shared signed-in state must keep.
test('logout asks for confirmation, ends the session and returns to login', async ({ page }) => {
  await page.goto('/user/login');
  await loginThroughForm(page, MANAGER);
  await expect(page).toHaveURL(/\/dashboard\/analysis$/);
  const token = await page.evaluate(() => localStorage.getItem('Access-Token'));
  expect(token).toBeTruthy();

  await page.getByRole('button', { name: /张主管/ }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page.getByText('真的要注销登录吗 ?')).toBeVisible();
  await page.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page).toHaveURL(/\/user\/login/);
  // The login page may still be loading after the redirect: read the storage once it is shown.
  await expect(page.getByLabel('用户名')).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('Access-Token'))).toBeNull();

  const stored = JSON.parse(token ?? '{}') as { value?: string };
  const status = await page.evaluate(async (t) => {
    const res = await fetch('/hcs/sys/permission/getUserPermissionByToken', {
      headers: { 'X-Access-Token': t },
    });
    return res.status;
  }, stored.value ?? '');
  expect(status).toBe(401);
});
