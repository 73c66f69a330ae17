import { expect, type Locator, type Page, test } from '@playwright/test';
import { PHONE_DEVICE } from '../support/apiSession.ts';
import { ADMIN_STATE } from '../support/env.ts';
import { activate, arrowTo, expectFocusVisible, tabAround, tabTo } from '../support/keyboard.ts';

test.use({ storageState: ADMIN_STATE });

const PATH = '/wo/report';

const skipLink = (page: Page) => page.getByRole('link', { name: '跳到主要内容' });

/** The focused element is `target` (or inside it). */
async function expectFocusIn(target: Locator): Promise<void> {
  await expect
    .poll(() => target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)))
    .toBe(true);
}

/** A fresh load of the report list, waiting until it has drawn its toolbar. */
async function openPage(page: Page): Promise<void> {
  await page.goto(PATH);
  await expect(page.getByRole('button', { name: '生成/刷新数据' })).toBeVisible({ timeout: 30_000 });
}

/**
 * The first Tab lands on 跳到主要内容, shown at the top left; Enter on it moves the focus to the page's
 * heading, and the next Tab to the first control of the content (`first`, or inside it).
 */
async function expectSkipLink(page: Page, first: Locator, shot: string): Promise<void> {
  await page.keyboard.press('Tab');
  const link = skipLink(page);
  await expect(link).toBeFocused();
  await expectFocusVisible(page);
  const box = await link.boundingBox();
  expect(box?.x).toBeLessThan(40);
  expect(box?.y).toBeLessThan(40);
  expect(box?.width).toBeGreaterThan(60);
  await page.screenshot({ path: shot });

  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: '服务月报' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expectFocusIn(first);
  await expectFocusVisible(page);
  // Hidden again once the focus has moved on.
  expect((await link.boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);
}

/** From the skip link, Tab goes through the whole shell and comes back to it, every stop visible. */
async function expectRoundTrip(page: Page, parts: string[]): Promise<void> {
  await tabTo(page, skipLink(page), { backwards: true });
  const stops = await tabAround(page, skipLink(page));
  const hidden = stops.filter((s) => !s.shown).map((s) => `${s.landmark}: ${s.text}`);
  expect(hidden, 'stops that take no room on the page').toEqual([]);
  const landmarks = new Set(stops.map((s) => s.landmark));
  for (const part of parts) expect([...landmarks], `the round passes ${part}`).toContain(part);
}

test('desktop: skip link first, a round of Tab through the whole shell, Escape back to the opener', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openPage(page);
  await expectSkipLink(
    page,
    page.getByRole('search', { name: '查询服务月报' }),
    '/tmp/kbdreport-skip-desktop.png',
  );
  await expectRoundTrip(page, ['nav 主菜单', 'header', 'nav 页签', 'main', 'footer']);

  // A dialog closed with Escape gives the focus back to the button that opened it.
  const opener = page.getByRole('button', { name: '生成/刷新数据' });
  await activate(page, opener);
  const dialog = page.getByRole('dialog', { name: '生成/刷新数据' });
  await expect(dialog).toBeVisible();
  await expectFocusIn(dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expectFocusVisible(page);

  // The settings drawer, from the user menu: Enter opens it, Tab goes into it, the arrows to 系统设置.
  const userMenu = page.getByRole('button', { name: /用户菜单/ });
  await activate(page, userMenu);
  const settingsItem = page.getByRole('menuitem', { name: '系统设置' });
  await expect(settingsItem).toBeVisible();
  await page.keyboard.press('Tab');
  await expectFocusIn(page.getByRole('menu').filter({ has: settingsItem }));
  await arrowTo(page, settingsItem);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: '系统设置' });
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Tab');
  await expectFocusIn(drawer);
  await expectFocusVisible(page);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(userMenu).toBeFocused();
});

test.describe('phone, 390 × 844', () => {
  test.use({ ...PHONE_DEVICE });

  test('skip link first, a round of Tab, the menu drawer closed with Escape', async ({ page }) => {
    test.setTimeout(120_000);
    await openPage(page);
    await expectSkipLink(page, page.getByRole('button', { name: '筛选' }), '/tmp/kbdreport-skip-phone.png');
    await expectRoundTrip(page, ['header', 'main', 'footer']);

    const toggle = page.getByRole('button', { name: '展开菜单' });
    await activate(page, toggle);
    const drawer = page.getByRole('dialog').filter({ has: page.getByRole('navigation', { name: '主菜单' }) });
    await expect(drawer).toBeVisible();
    // The drawer holds the focus: the next Tab is inside it.
    await page.keyboard.press('Tab');
    await expectFocusIn(drawer);
    await expectFocusVisible(page);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: '展开菜单' })).toBeFocused();
    await expectFocusVisible(page);
  });
});
