import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { E2E_PORT } from '../support/env.ts';
import { saveSignedInState } from '../support/signedInState.ts';
import { createUser } from '../support/users.ts';
import {
  closeSettings,
  mainMenu,
  openExceptionPage,
  openSettings,
  settled,
  tabBar,
} from './shell-helpers.ts';

// The preferences changed here are saved to the signed-in account (账户设置 → 个性化), so each worker
// signs in an administrator of its own and the shared admin's layout stays as it is for other tests.
const STATE = `.auth/shell-settings-${E2E_PORT}-${process.env.TEST_WORKER_INDEX ?? '0'}.json`;
test.use({ storageState: STATE, viewport: { width: 1366, height: 800 } });
test.beforeAll(async ({ browser }) => {
  const user = await createUser({
    username: `shell${Date.now().toString(36)}${process.env.TEST_WORKER_INDEX ?? '0'}`,
    realname: '布局测试员',
    password: 'Shell-pass-2026',
    role: 'admin',
    departIds: ['dep_east'],
    orgCode: 'A01A01',
  });
  await saveSignedInState(browser, user, STATE);
});

function sider(page: Page): Locator {
  return page.locator('aside.ant-layout-sider');
}

function stored(page: Page, key: string): Promise<unknown> {
  return page.evaluate((k) => {
    const raw = localStorage.getItem(k);
    return raw === null ? null : (JSON.parse(raw) as { value: unknown; expire: unknown });
  }, key);
}

/** Picks an option of a radio group by clicking its label, as a person would (the input itself is hidden). */
async function choose(drawer: Locator, name: string): Promise<void> {
  await drawer.getByRole('radio', { name, exact: true }).locator('xpath=ancestor::label').click();
  await expect(drawer.getByRole('radio', { name, exact: true })).toBeChecked();
}

test.describe('settings drawer', () => {
  test('opens from the user menu with the spec defaults, labelled and accessible', async ({ page }) => {
    await page.goto('/dashboard/analysis');
    const drawer = await openSettings(page);
    await expect(drawer.getByRole('radio', { name: '亮色菜单风格' })).toBeChecked();
    await expect(drawer.getByRole('radio', { name: '青绿' })).toBeChecked();
    await expect(drawer.getByRole('radio', { name: '侧边栏导航' })).toBeChecked();
    await expect(drawer.getByRole('radio', { name: '固定' })).toBeChecked();
    // Fluid width applies to top navigation only.
    await expect(drawer.getByRole('radio', { name: '流式' })).toBeDisabled();
    await expect(drawer.getByRole('switch', { name: '固定 Header' })).not.toBeChecked();
    await expect(drawer.getByRole('switch', { name: '下滑时隐藏 Header' })).toBeDisabled();
    await expect(drawer.getByRole('switch', { name: '固定侧边菜单' })).toBeChecked();
    await expect(drawer.getByRole('switch', { name: '色弱模式' })).not.toBeChecked();
    await expect(drawer.getByRole('switch', { name: '多页签模式' })).toBeChecked();
    await settled(page);
    await expectAccessible(page);

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });

  test('dark menu theme applies at once and survives a reload', async ({ page }, testInfo) => {
    await page.goto('/exception/403');
    await page.screenshot({ path: testInfo.outputPath('shell-light.png') });
    const drawer = await openSettings(page);
    await choose(drawer, '暗色菜单风格');
    await expect(sider(page)).toHaveClass(/ant-layout-sider-dark/);
    await expect(mainMenu(page).getByRole('menu').first()).toHaveClass(/ant-menu-dark/);
    expect(await stored(page, 'DEFAULT_THEME')).toEqual({ value: 'dark', expire: null });
    await closeSettings(page);

    await page.reload();
    await expect(mainMenu(page).getByRole('menu').first()).toHaveClass(/ant-menu-dark/);
    await expect(sider(page)).toHaveClass(/ant-layout-sider-dark/);
    await settled(page);
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('shell-dark.png') });
  });

  test('a theme colour recolours the whole app at once and survives a reload', async ({ page }) => {
    await page.goto('/exception/403');
    const home = page.getByRole('button', { name: '返回首页' });
    await expect(home).toHaveCSS('background-color', 'rgb(0, 121, 107)');
    const drawer = await openSettings(page);
    await choose(drawer, '拂晓蓝');
    await expect(home).toHaveCSS('background-color', 'rgb(9, 88, 217)');
    await settled(page);
    await expectAccessible(page);
    await closeSettings(page);

    await page.reload();
    await expect(page.getByRole('button', { name: '返回首页' })).toHaveCSS(
      'background-color',
      'rgb(9, 88, 217)',
    );
    const again = await openSettings(page);
    await expect(again.getByRole('radio', { name: '拂晓蓝' })).toBeChecked();
  });

  test('top navigation puts the same menu in the header, with the content 1200 px wide', async ({
    page,
  }, testInfo) => {
    test.slow();
    await page.goto('/dashboard/analysis');
    const drawer = await openSettings(page);
    await choose(drawer, '顶部栏导航');
    await expect(sider(page)).toHaveCount(0);
    const topMenu = page.getByRole('banner').getByRole('navigation', { name: '主菜单' });
    await expect(topMenu).toBeVisible();
    await expect(drawer.getByRole('switch', { name: '固定侧边菜单' })).toBeDisabled();
    await expect(drawer.getByRole('radio', { name: '流式' })).toBeEnabled();
    await closeSettings(page);

    expect((await page.locator('.hcs-content__inner').boundingBox())?.width).toBeLessThanOrEqual(1200);
    await settled(page);
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('shell-top.png') });

    // The horizontal menu behaves like the side one.
    // (The folders after 服务月报 fold into the overflow item on a 1280 px screen, as antd's horizontal menu does.)
    await topMenu.getByRole('menuitem', { name: /工单列表/ }).click();
    await expect(page).toHaveURL(/\/wo\/order$/);
    await expect(topMenu.locator('.ant-menu-item-selected')).toContainText('工单列表');

    await page.reload();
    await expect(page.getByRole('banner').getByRole('navigation', { name: '主菜单' })).toBeVisible();
    expect(await stored(page, 'DEFAULT_LAYOUT_MODE')).toEqual({ value: 'topmenu', expire: null });
  });

  test('fluid width with top navigation survives a reload; the side menu brings fixed width back', async ({
    page,
  }) => {
    test.slow();
    await page.goto('/dashboard/analysis');
    const drawer = await openSettings(page);
    await choose(drawer, '顶部栏导航');
    await choose(drawer, '流式');
    await closeSettings(page);
    const content = page.locator('.hcs-content__inner');
    await expect.poll(async () => (await content.boundingBox())?.width ?? 0).toBeGreaterThan(1200);

    await page.reload();
    await expect(page.getByRole('banner').getByRole('navigation', { name: '主菜单' })).toBeVisible();
    await expect.poll(async () => (await content.boundingBox())?.width ?? 0).toBeGreaterThan(1200);

    const again = await openSettings(page);
    await choose(again, '侧边栏导航');
    await expect(again.getByRole('radio', { name: '固定' })).toBeChecked();
    await expect(again.getByRole('radio', { name: '流式' })).toBeDisabled();
    await expect(sider(page)).toBeVisible();
    expect(await stored(page, 'DEFAULT_CONTENT_WIDTH_TYPE')).toEqual({ value: 'Fixed', expire: null });
  });

  test('top navigation with a dark menu is readable and accessible', async ({ page }, testInfo) => {
    await page.goto('/dashboard/analysis');
    const drawer = await openSettings(page);
    await choose(drawer, '顶部栏导航');
    await choose(drawer, '暗色菜单风格');
    await closeSettings(page);
    await expect(page.getByRole('banner')).toHaveCSS('background-color', 'rgb(0, 21, 41)');
    await settled(page);
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('shell-top-dark.png') });
  });

  test('fixed header, and hiding it on scroll, survive a reload', async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 1366, height: 420 });
    await page.goto('/dashboard/analysis');
    await expect(page.getByText('近七日访问')).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header).toHaveCSS('position', 'static');

    const drawer = await openSettings(page);
    const autoHide = drawer.getByRole('switch', { name: '下滑时隐藏 Header' });
    await expect(autoHide).toBeDisabled();
    await drawer.getByRole('switch', { name: '固定 Header' }).click();
    await expect(header).toHaveCSS('position', 'sticky');
    await expect(autoHide).toBeEnabled();
    await autoHide.click();
    await expect(autoHide).toBeChecked();
    await closeSettings(page);

    await page.reload();
    await expect(page.getByText('近七日访问')).toBeVisible();
    await expect(header).toHaveCSS('position', 'sticky');
    // A fixed header stays in view while scrolling, until it hides past 100 px going down.
    await page.mouse.move(700, 300);
    await page.mouse.wheel(0, 60);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect(header).toBeVisible();
    await page.mouse.wheel(0, 300);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await expect(header).toBeHidden();
    // Scrolling up brings it back.
    await page.mouse.wheel(0, -40);
    await expect(header).toBeVisible();
    await expect.poll(async () => (await header.boundingBox())?.y).toBe(0);

    // Unfixing the header turns auto-hide off as well.
    const again = await openSettings(page);
    await again.getByRole('switch', { name: '固定 Header' }).click();
    await expect(again.getByRole('switch', { name: '下滑时隐藏 Header' })).not.toBeChecked();
    expect(await stored(page, 'DEFAULT_FIXED_HEADER_HIDDEN')).toEqual({ value: false, expire: null });
  });

  test('the sider is fixed by default and can scroll with the page', async ({ page }) => {
    await page.goto('/dashboard/analysis');
    await expect(sider(page)).toHaveCSS('position', 'fixed');
    const drawer = await openSettings(page);
    await drawer.getByRole('switch', { name: '固定侧边菜单' }).click();
    await expect(sider(page)).not.toHaveCSS('position', 'fixed');
    await closeSettings(page);
    await page.reload();
    await expect(sider(page)).toBeVisible();
    await expect(sider(page)).not.toHaveCSS('position', 'fixed');
  });

  test('colour-weak mode filters the whole document and survives a reload', async ({ page }) => {
    await page.goto('/dashboard/analysis');
    const root = page.locator('html');
    await expect(root).toHaveCSS('filter', 'none');
    const drawer = await openSettings(page);
    await drawer.getByRole('switch', { name: '色弱模式' }).click();
    await expect(root).toHaveCSS('filter', 'invert(0.8)');
    await closeSettings(page);
    await page.reload();
    await expect(page.getByRole('heading', { name: '首页' })).toBeVisible();
    await expect(root).toHaveCSS('filter', 'invert(0.8)');
  });

  test('turning the multi-tab mode off hides the tabs, also after a reload', async ({ page }) => {
    await page.goto('/dashboard/analysis');
    await openExceptionPage(page, '403');
    await expect(tabBar(page)).toBeVisible();
    const drawer = await openSettings(page);
    await drawer.getByRole('switch', { name: '多页签模式' }).click();
    await expect(tabBar(page)).toHaveCount(0);
    await closeSettings(page);
    await page.reload();
    await expect(page.getByText('抱歉，你无权访问该页面')).toBeVisible();
    await expect(tabBar(page)).toHaveCount(0);
    expect(await stored(page, 'DEFAULT_MULTI_PAGE')).toEqual({ value: false, expire: null });
  });
});
