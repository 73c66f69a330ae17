import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { ADMIN_STATE } from '../support/env.ts';
import { closeTab, openExceptionPage, settled, tab, tabBar, tabTitles } from './shell-helpers.ts';

test.use({ storageState: ADMIN_STATE, viewport: { width: 1366, height: 800 } });

/** Marks the page now shown, so a test can tell whether it was mounted anew. */
/** Marks the page shown now; retried, as a page still leaving (after a tab closed) may take the mark away. */
async function markPage(page: Page): Promise<void> {
  await expect(async () => {
    await page
      .locator('.hcs-page-body .ant-result:visible')
      .evaluate((el) => el.setAttribute('data-mark', 'seen'));
    await expect(page.locator('[data-mark="seen"]')).toHaveCount(1, { timeout: 1000 });
  }).toPass();
}

test.describe('multi-tab bar', () => {
  test('one tab per visited page, home first; the home and last tabs stay with their warnings', async ({
    page,
  }) => {
    test.slow();
    await page.goto('/dashboard/analysis');
    await expect(tab(page, '首页')).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => tabTitles(page)).toEqual(['首页']);

    await closeTab(page, '首页');
    await expect(page.getByText('这是最后一页，不能再关闭了啦')).toBeVisible();
    await expect.poll(() => tabTitles(page)).toEqual(['首页']);

    await openExceptionPage(page, '403');
    await openExceptionPage(page, '404');
    await openExceptionPage(page, '500');
    await openExceptionPage(page, '403');
    await expect.poll(() => tabTitles(page)).toEqual(['首页', '403', '404', '500']);
    await expect(tab(page, '403')).toHaveAttribute('aria-current', 'page');
    // WCAG 2.2 AA target size: every close button is at least 24 × 24.
    for (const title of ['首页', '403', '404', '500']) {
      const box = await tabBar(page)
        .getByRole('button', { name: `关闭 ${title}`, exact: true })
        .boundingBox();
      expect(box?.width, title).toBeGreaterThanOrEqual(24);
      expect(box?.height, title).toBeGreaterThanOrEqual(24);
    }
    await settled(page);
    await expectAccessible(page);

    await closeTab(page, '首页');
    await expect(page.getByText('首页不能关闭!').last()).toBeVisible();
    expect(await tabTitles(page)).toContain('首页');

    // Closing the active tab activates its right neighbour…
    await closeTab(page, '403');
    await expect(page).toHaveURL(/\/exception\/404$/);
    await expect(tab(page, '404')).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => tabTitles(page)).toEqual(['首页', '404', '500']);

    // …or, at the end of the bar, its left one.
    await tab(page, '500').click();
    await expect(page).toHaveURL(/\/exception\/500$/);
    await closeTab(page, '500');
    await expect(page).toHaveURL(/\/exception\/404$/);
    await expect.poll(() => tabTitles(page)).toEqual(['首页', '404']);

    // Closing a tab in the background leaves the current page where it is.
    await tab(page, '首页').click();
    await expect(page).toHaveURL(/\/dashboard\/analysis$/);
    await closeTab(page, '404');
    await expect(page).toHaveURL(/\/dashboard\/analysis$/);
    await expect.poll(() => tabTitles(page)).toEqual(['首页']);
  });

  test('a full path with another query is a tab of its own', async ({ page }) => {
    await page.goto('/exception/403');
    await expect(tab(page, '403')).toHaveAttribute('aria-current', 'page');
    await page.evaluate(() => {
      window.history.pushState({}, '', '/exception/403?from=mail');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/\/exception\/403\?from=mail$/);
    await expect.poll(() => tabTitles(page)).toEqual(['首页', '403', '403']);
    await tabBar(page).locator('[data-tab-key="/exception/403"]').getByRole('link').click();
    await expect(page).toHaveURL(/\/exception\/403$/);
  });

  test('the context menu refreshes and closes left, right and others', async ({ page }) => {
    test.slow();
    await page.goto('/dashboard/analysis');
    for (const title of ['403', '404', '500'] as const) await openExceptionPage(page, title);
    await expect.poll(() => tabTitles(page)).toEqual(['首页', '403', '404', '500']);

    await tab(page, '404').click({ button: 'right' });
    const menu = page.getByRole('menu').filter({ hasText: '关闭右侧' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem')).toHaveText(['刷新', '关闭左侧', '关闭右侧', '关闭其他']);
    await settled(page);
    await expectAccessible(page);
    await menu.getByRole('menuitem', { name: '关闭右侧' }).click();
    await expect.poll(() => tabTitles(page)).toEqual(['首页', '403', '404']);
    // The active page (500) was closed: the tab the menu was opened on takes over.
    await expect(page).toHaveURL(/\/exception\/404$/);

    await tab(page, '404').click({ button: 'right' });
    await page.getByRole('menuitem', { name: '关闭左侧' }).click();
    await expect.poll(() => tabTitles(page)).toEqual(['首页', '404']);
    await expect(page).toHaveURL(/\/exception\/404$/);

    await openExceptionPage(page, '403');
    await openExceptionPage(page, '500');
    await expect.poll(() => tabTitles(page)).toEqual(['首页', '404', '403', '500']);
    await tab(page, '403').click({ button: 'right' });
    await page.getByRole('menuitem', { name: '关闭其他' }).click();
    await expect.poll(() => tabTitles(page)).toEqual(['首页', '403']);
    await expect(page).toHaveURL(/\/exception\/403$/);

    // 刷新 mounts the page anew: a mark set on its DOM is gone afterwards.
    await markPage(page);
    await expect(page.locator('[data-mark="seen"]')).toHaveCount(1);
    await tab(page, '403').click({ button: 'right' });
    await page.getByRole('menuitem', { name: '刷新' }).click();
    await expect(page.getByText('抱歉，你无权访问该页面')).toBeVisible();
    await expect(page.locator('[data-mark="seen"]')).toHaveCount(0);
    await expect.poll(() => tabTitles(page)).toEqual(['首页', '403']);

    // Refreshing another tab goes there.
    await tab(page, '首页').click({ button: 'right' });
    await page.getByRole('menuitem', { name: '刷新' }).click();
    await expect(page).toHaveURL(/\/dashboard\/analysis$/);
  });

  test('keyboard users reach the same menu through the button beside the tabs', async ({ page }) => {
    await page.goto('/dashboard/analysis');
    for (const title of ['403', '404', '500'] as const) await openExceptionPage(page, title);
    await tab(page, '404').click();

    const menuButton = page.getByRole('button', { name: '页签操作：404' });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu').filter({ hasText: '关闭其他' });
    await expect(menu).toBeVisible();
    await settled(page);
    await expectAccessible(page);
    const closeOthers = menu.getByRole('menuitem', { name: '关闭其他' });
    // Arrow down item by item, waiting for each move, until 关闭其他 has the focus.
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    for (let presses = 0; presses < 8 && !(await focusedText()).includes('关闭其他'); presses++) {
      const before = await focusedText();
      await page.keyboard.press('ArrowDown');
      await expect.poll(focusedText).not.toBe(before);
    }
    await expect(closeOthers).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(() => tabTitles(page)).toEqual(['首页', '404']);

    // A focused tab closes with Delete.
    await tab(page, '404').focus();
    await page.keyboard.press('Delete');
    await expect(page).toHaveURL(/\/dashboard\/analysis$/);
    await expect.poll(() => tabTitles(page)).toEqual(['首页']);
  });

  test('a page outside the menu (我的消息) gets its title, breadcrumb and tab', async ({ page }) => {
    await page.goto('/isps/userAnnouncement');
    await expect(page.getByRole('heading', { name: '我的消息', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('我的消息 - 温馨助残服务平台');
    await expect(tab(page, '我的消息')).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => tabTitles(page)).toEqual(['首页', '我的消息']);
  });

  test('a reload brings back the open tabs; another browser tab starts with its own', async ({
    page,
    context,
  }) => {
    await page.goto('/exception/404');
    await openExceptionPage(page, '500');
    await expect.poll(() => tabTitles(page)).toEqual(['首页', '404', '500']);
    await page.reload();
    await expect.poll(() => tabTitles(page)).toEqual(['首页', '404', '500']);
    await expect(tab(page, '500')).toHaveAttribute('aria-current', 'page');

    const other = await context.newPage();
    await other.goto('/exception/403');
    await expect.poll(() => tabTitles(other)).toEqual(['首页', '403']);
    await other.close();
  });
});
