import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { ADMIN_STATE } from '../support/env.ts';
import { mainMenu, settled, tabBar } from './shell-helpers.ts';

test.use({ storageState: ADMIN_STATE });

test.describe('desktop shell', () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test('menu search finds entries in submenus, leaves folders out and navigates', async ({ page }) => {
    await page.goto('/dashboard/analysis');
    const search = page.getByRole('combobox', { name: '搜索菜单' });
    await search.click();
    const listbox = page.getByRole('listbox');
    await expect(page.getByRole('option', { name: '首页', exact: true })).toBeAttached();
    await expect(page.getByRole('option', { name: '500', exact: true })).toBeAttached();
    // 异常页 is a folder (layout wrapper): nothing to open.
    await expect(page.getByRole('option', { name: '异常页', exact: true })).toHaveCount(0);
    await settled(page);
    await expectAccessible(page);

    // Moving through the list with the arrow keys keeps the active option in view.
    const count = await page.locator('.ant-select-item-option').count();
    for (let i = 1; i < count; i++) await page.keyboard.press('ArrowDown');
    await expect(page.locator('.ant-select-item-option').last()).toHaveClass(/ant-select-item-option-active/);
    await expect(page.locator('.ant-select-item-option-active')).toBeInViewport();

    await search.fill('40');
    await expect(page.locator('.ant-select-item-option')).toHaveText(['403', '404']);
    await search.fill('没有这一项');
    await expect(page.getByText('没有查询到任何数据')).toBeVisible();
    await search.fill('404');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/exception\/404$/);
    await expect(listbox).toBeHidden();
    await expect(mainMenu(page).locator('.ant-menu-item-selected')).toHaveText('404');
  });

  test('the menu search is reachable, labelled and takes typing before its select has loaded', async ({
    page,
  }) => {
    // antd's Select loads on first use: hold its code back to see the stand-in at work.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/MenuSearchSelect-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/dashboard/analysis');
    const search = page.getByRole('combobox', { name: '搜索菜单' });
    await page.getByRole('button', { name: '收起菜单' }).focus();
    await page.keyboard.press('Tab');
    await expect(search).toBeFocused();
    await expect(page.locator('.ant-select.hcs-menu-search')).toHaveCount(0);
    await page.keyboard.type('40');
    await settled(page);
    await expectAccessible(page);

    // The select takes over with the focus and the text: its list shows what was typed for.
    release();
    await expect(page.locator('.ant-select.hcs-menu-search')).toBeVisible();
    await expect(search).toBeFocused();
    await expect(search).toHaveValue('40');
    await expect(page.locator('.ant-select-item-option')).toHaveText(['403', '404']);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/exception\/403$/);

    // Enter before the select has come opens the first entry found, as the select would.
    const stalled = new Promise<void>(() => {});
    await page.unroute(/\/assets\/MenuSearchSelect-[\w-]+\.js$/);
    await page.route(/\/assets\/MenuSearchSelect-[\w-]+\.js$/, () => stalled);
    await page.goto('/dashboard/analysis');
    await search.fill('404');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/exception\/404$/);
    await expect(mainMenu(page).locator('.ant-menu-item-selected')).toHaveText('404');
  });

  test('the side menu highlights the route, opens its parent and remembers it while collapsed', async ({
    page,
  }) => {
    await page.goto('/exception/500');
    const menu = mainMenu(page);
    await expect(menu.locator('.ant-menu-item-selected')).toHaveText('500');
    await expect(menu.getByRole('menuitem', { name: /异常页/ })).toHaveAttribute('aria-expanded', 'true');

    await page.getByRole('button', { name: '收起菜单' }).click();
    await expect(menu.getByRole('menuitem', { name: '500', exact: true })).toBeHidden();
    await page.getByRole('button', { name: '展开菜单' }).click();
    await expect(menu.getByRole('menuitem', { name: '500', exact: true })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: /异常页/ })).toHaveAttribute('aria-expanded', 'true');

    // The sidebar state is a layout preference too.
    await page.getByRole('button', { name: '收起菜单' }).click();
    await page.reload();
    await expect(page.getByRole('button', { name: '展开菜单' })).toBeVisible();
  });

  test('the user menu offers every action of the header; 清理缓存 reports its outcome', async ({ page }) => {
    await page.goto('/dashboard/analysis');
    await page.getByRole('button', { name: /用户菜单/ }).click();
    await expect(page.getByRole('menu').filter({ hasText: '清理缓存' }).getByRole('menuitem')).toHaveText([
      '个人中心',
      '账户设置',
      '系统设置',
      '修改密码',
      '切换部门',
      '清理缓存',
      '退出登录',
    ]);
    await settled(page);
    await expectAccessible(page);
    await page.getByRole('menuitem', { name: '清理缓存' }).click();
    await expect(page.getByText('刷新缓存完成！').last()).toBeVisible();

    await page.route(/\/hcs\/sys\/dict\/refleshCache/, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: '刷新失败', code: 500, result: null, timestamp: 0 }),
      }),
    );
    await page.getByRole('button', { name: /用户菜单/ }).click();
    await page.getByRole('menuitem', { name: '清理缓存' }).click();
    await expect(page.getByText('刷新缓存失败！').last()).toBeVisible();

    await page.getByRole('button', { name: /用户菜单/ }).click();
    await page.getByRole('menuitem', { name: '修改密码' }).click();
    await expect(page.getByRole('dialog', { name: '修改密码' })).toBeVisible();
  });
});

test.describe('phone shell', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a drawer menu, no tabs and a usable header', async ({ page }, testInfo) => {
    await page.goto('/dashboard/analysis');
    await expect(page.getByRole('heading', { name: '首页', level: 1 })).toBeVisible();
    await expect(page.locator('aside.ant-layout-sider')).toHaveCount(0);
    await expect(tabBar(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: /用户菜单/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /消息通知/ })).toBeVisible();
    await settled(page);
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('shell-mobile.png') });

    await page.getByRole('button', { name: '展开菜单' }).click();
    const drawer = page.getByRole('dialog').filter({ has: mainMenu(page) });
    await expect(drawer).toBeVisible();
    await settled(page);
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('shell-mobile-menu.png') });
    await drawer.getByRole('menuitem', { name: /异常页/ }).click();
    await drawer.getByRole('menuitem', { name: '403', exact: true }).click();
    await expect(page).toHaveURL(/\/exception\/403$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByText('抱歉，你无权访问该页面')).toBeVisible();
  });

  test('menu search opens in a modal titled 搜索菜单', async ({ page }) => {
    await page.goto('/dashboard/analysis');
    await page.getByRole('button', { name: '搜索菜单' }).click();
    const modal = page.getByRole('dialog', { name: '搜索菜单' });
    await expect(modal).toBeVisible();
    const search = modal.getByRole('combobox', { name: '搜索菜单' });
    await expect(search).toBeFocused();
    await settled(page);
    await expectAccessible(page);
    await search.fill('500');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/exception\/500$/);
    await expect(modal).toBeHidden();
  });
});
