import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { ADMIN, ADMIN_STATE } from '../support/env.ts';
import { loginThroughForm } from '../support/login.ts';

test.describe('deep links and unknown paths', () => {
  test('a deep link while logged out lands on login with redirect and returns there after login', async ({
    page,
  }) => {
    await page.goto('/exception/500?from=mail');
    await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fexception%2F500%3Ffrom%3Dmail$/);
    await loginThroughForm(page, ADMIN);
    await expect(page).toHaveURL(/\/exception\/500\?from=mail$/);
    await expect(page.getByText('抱歉，服务器出错了')).toBeVisible();
  });

  test.describe('signed in', () => {
    test.use({ storageState: ADMIN_STATE });

    test('an unknown path shows the 404 page', async ({ page }) => {
      await page.goto('/no/such/page');
      await expect(page).toHaveURL(/\/404$/);
      await expect(page.getByText('抱歉，你访问的页面不存在')).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('button', { name: '返回首页' }).click();
      await expect(page).toHaveURL(/\/dashboard\/analysis$/);
    });

    test('visiting the login page while signed in forwards to the home page', async ({ page }) => {
      await page.goto('/user/login');
      await expect(page).toHaveURL(/\/dashboard\/analysis$/);
    });
  });
});

test('leaving the page while the menu loads after sign-in keeps the session', async ({ page }) => {
  await page.goto('/user/login');
  await page.getByLabel('用户名').fill(ADMIN.username);
  await page.getByLabel('密码', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page).not.toHaveURL(/\/user\/login/);
  // At once, while the app may still be loading the menu on its way to the landing page.
  await page.goto('/system/position');
  await expect(page.getByRole('heading', { name: '职务管理' })).toBeVisible({ timeout: 30_000 });
});
