import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { ADMIN, MANAGER, STAFF } from '../support/env.ts';
import { loginThroughForm } from '../support/login.ts';

test.describe('signing in', () => {
  test('the admin signs in and sees the permission-driven shell and the real figures', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/user\/login\?redirect=/);
    await expect(page.getByRole('heading', { name: '温馨助残服务平台' })).toBeVisible();
    await expectAccessible(page);

    await loginThroughForm(page, ADMIN);
    await expect(page).toHaveURL(/\/dashboard\/analysis$/);
    await expect(page).toHaveTitle('首页 - 温馨助残服务平台');
    await expect(
      page.getByText(/(早上好|上午好|中午好|下午好|晚上好)，管理员，欢迎使用温馨助残服务平台/),
    ).toBeVisible();

    const nav = page
      .getByRole('navigation')
      .filter({ has: page.getByRole('menu') })
      .first();
    await expect(nav.getByText('首页', { exact: true })).toBeVisible();
    await expect(nav.getByText('异常页', { exact: true })).toBeVisible();
    await expect(nav.getByText('组件示例', { exact: true })).toBeVisible();
    await expect(page.getByText('总访问量')).toBeVisible();
    await expect(page.getByText('今日IP')).toBeVisible();
    await expectAccessible(page);

    await nav.getByText('异常页', { exact: true }).click();
    await nav.getByText('403', { exact: true }).click();
    await expect(page).toHaveURL(/\/exception\/403$/);
    await expect(page.getByText('抱歉，你无权访问该页面')).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: /面包屑|breadcrumb/i }).getByText('首页'),
    ).toBeVisible();
    await expectAccessible(page);
  });

  test('a wrong password is refused with a clear message and nothing else happens', async ({ page }) => {
    await page.goto('/user/login');
    await loginAttempt(page, ADMIN.username, 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText(/用户名或密码错误/);
    await expect(page.getByLabel('密码', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/user\/login/);
  });

  test('empty fields show the validation messages', async ({ page }) => {
    await page.goto('/user/login');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await expect(page.getByText('请输入用户名')).toBeVisible();
    await expect(page.getByText('请输入密码')).toBeVisible();
  });

  test('service staff land on their to-do and see only what their role grants', async ({ page }) => {
    await page.goto('/user/login');
    await loginThroughForm(page, STAFF);
    await expect(page).toHaveURL(/\/dashboard\/task$/);
    await expect(page.getByRole('tab', { name: /待接单/ })).toBeVisible();
    await expect(page.getByRole('tab', { name: /处理中/ })).toBeVisible();
    await expect(page.getByRole('tab', { name: /待派单/ })).toHaveCount(0);
    const nav = page
      .getByRole('navigation')
      .filter({ has: page.getByRole('menu') })
      .first();
    // The care centre's screens are top-level entries; 我的待办 is not folded under 仪表盘.
    await expect(nav.getByRole('menuitem')).toHaveText([
      '首页',
      '我的待办',
      '工单列表',
      '服务对象',
      '仪表盘',
    ]);
    await expect(nav.getByText('异常页', { exact: true })).toHaveCount(0);
    await expect(nav.getByText('工单管理', { exact: true })).toHaveCount(0);
    await expectAccessible(page);

    // 首页 stays the home page (spec §2); the logo goes back to the landing page.
    await nav.getByText('首页', { exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/analysis$/);
    await expect(page.getByText(/李服务，欢迎使用温馨助残服务平台/)).toBeVisible();
    await expect(page.getByText('总访问量')).toHaveCount(0);
    await page.getByRole('link', { name: '温馨助残服务平台' }).first().click();
    await expect(page).toHaveURL(/\/dashboard\/task$/);
  });

  test('a manager lands on the to-do with the dispatch and review tabs, without the demo menus', async ({
    page,
  }) => {
    await page.goto('/user/login');
    await loginThroughForm(page, MANAGER);
    await expect(page).toHaveURL(/\/dashboard\/task$/);
    await expect(page.getByRole('tab', { name: /待派单/ })).toBeVisible();
    await expect(page.getByRole('tab', { name: /待回访/ })).toBeVisible();
    // The home tab stays first and cannot be closed (spec §2).
    await expect(
      page.getByRole('navigation', { name: '页签' }).getByRole('link', { name: '首页' }),
    ).toBeVisible();
    const nav = page
      .getByRole('navigation')
      .filter({ has: page.getByRole('menu') })
      .first();
    for (const entry of ['首页', '我的待办', '工单列表', '服务对象', '服务月报', '仪表盘']) {
      await expect(nav.getByText(entry, { exact: true })).toBeVisible();
    }
    await expect(nav.getByText('异常页', { exact: true })).toHaveCount(0);
    await expect(nav.getByText('组件示例', { exact: true })).toHaveCount(0);
    await expect(nav.getByText('工单管理', { exact: true })).toHaveCount(0);
    await expectAccessible(page);
  });
});

async function loginAttempt(page: import('@playwright/test').Page, username: string, password: string) {
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
}
