import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { ADMIN, MANAGER } from '../support/env.ts';
import { loginThroughForm } from '../support/login.ts';

// Each test signs in on its own: it ends that session, which the shared signed-in state must keep.
test.use({ storageState: { cookies: [], origins: [] } });
test.describe.configure({ timeout: 120_000 });

async function tokenOf(page: Page): Promise<string> {
  return page.evaluate(
    () => (JSON.parse(localStorage.getItem('Access-Token') ?? '{}') as { value?: string }).value ?? '',
  );
}

test('a session ended elsewhere asks to sign in again (登录已过期), keeping what was typed until then', async ({
  page,
}) => {
  await page.goto('/user/login');
  await loginThroughForm(page, ADMIN);
  // Signed in once the landing page is there (`/` forwards to it after the menu has loaded).
  await expect(page).toHaveURL(/\/dashboard\/analysis$/);
  await page.goto('/system/position');
  await expect(page.getByRole('heading', { name: '职务管理' })).toBeVisible();
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const form = page.getByRole('dialog', { name: '新增' });
  await form.getByLabel('职务编码').fill('expired_session');
  await form.getByLabel('职务名称').fill('尚未保存的职务名称');
  await form.getByLabel('职级', { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('中级', { exact: true }).click();

  // The session ends from outside the page (here: its token logged out through the API).
  const ended = await page.request.post('/hcs/sys/logout', {
    headers: { 'X-Access-Token': await tokenOf(page) },
  });
  expect((await ended.json()) as { success: boolean }).toMatchObject({ success: true });

  // The page's next request meets the ended session.
  await form.getByRole('button', { name: /确\s*定/ }).click();
  const expired = page.getByRole('dialog').filter({ hasText: '登录已过期' });
  await expect(expired).toHaveCount(1);
  await expect(expired).toContainText('很抱歉，登录已过期，请重新登录');
  // Nothing is thrown away behind it: no sign-out, no reload, the typed text still on screen.
  await expect(form).toBeVisible();
  await expect(form.getByLabel('职务名称')).toHaveValue('尚未保存的职务名称');
  await expect(page).toHaveURL(/\/system\/position$/);
  expect(await tokenOf(page)).not.toBe('');
  await expectAccessible(page);

  // Only 重新登录 closes it (Esc does not); it signs out and reloads onto the login page.
  await page.keyboard.press('Escape');
  const reloaded = page.waitForEvent('load');
  await expired.getByRole('button', { name: '重新登录' }).click();
  await reloaded;
  await expect(page).toHaveURL(/\/user\/login/);
  await expect(page.getByLabel('用户名')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('Access-Token'))).toBeNull();
});

test('a failed logout call shows its message, and the logout still goes ahead', async ({ page }) => {
  await page.goto('/user/login');
  await loginThroughForm(page, MANAGER);
  await expect(page).toHaveURL(/\/dashboard\/task$/);
  await page.route('**/hcs/sys/logout', (route) =>
    route.fulfill({
      status: 500,
      json: { success: false, code: 500, message: '退出服务暂不可用', result: null, timestamp: 0 },
    }),
  );

  await page.getByRole('button', { name: /张主管/ }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: /确\s*定/ }).click();
  await reloaded;
  await expect(page).toHaveURL(/\/user\/login/);
  await expect(page.locator('.ant-message').getByText('退出服务暂不可用')).toBeVisible();
  await expect(page.getByLabel('用户名')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('Access-Token'))).toBeNull();
});
