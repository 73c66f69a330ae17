import type { MenuEntry, PermissionResult } from '@hcs/shared';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { ADMIN_STATE } from '../support/env.ts';

test.use({ storageState: ADMIN_STATE, viewport: { width: 1366, height: 800 } });

/**
 * The pages of the menu: every shown leaf the app draws itself. Not external links, nor embedded pages
 * (another site's page in a frame is not ours to judge, and axe would wait for it to answer).
 */
function menuPages(entries: readonly MenuEntry[]): { path: string; title: string }[] {
  return entries.flatMap((entry) => {
    if (entry.hidden || entry.route === '0') return [];
    if (entry.children?.length) return menuPages(entry.children);
    const embedded = entry.component.includes('IframePageView');
    if (embedded || entry.meta.internalOrExternal || /^https?:/.test(entry.path)) return [];
    return [{ path: entry.path, title: entry.meta.title }];
  });
}

async function adminMenu(page: Page): Promise<MenuEntry[]> {
  await page.goto('/dashboard/analysis');
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('Access-Token') ?? '{}') as { value?: string }).value ?? '',
  );
  const res = await page.request.get('/hcs/sys/permission/getUserPermissionByToken', {
    headers: { 'X-Access-Token': token },
  });
  const body = (await res.json()) as { success: boolean; result: PermissionResult };
  expect(body.success).toBe(true);
  return body.result.menu;
}

/** The page's view has loaded and drawn its data (no loading spinner left in the page body). */
async function pageShown(page: Page): Promise<void> {
  const body = page.locator('.hcs-page-body');
  await expect(body).toBeVisible({ timeout: 30_000 });
  await expect(body.locator('.hcs-page-loading')).toHaveCount(0, { timeout: 30_000 });
  await expect(body.locator('.ant-spin-spinning:visible')).toHaveCount(0, { timeout: 30_000 });
}

/**
 * The controls of the page named after an icon (antd names an icon's image by the icon, "close-circle",
 * "down", and some of its buttons in English, "Clear"): a screen reader would say that instead of what
 * the control does.
 */
async function iconNamedControls(page: Page): Promise<string[]> {
  const snapshot = await page.locator('body').ariaSnapshot();
  return snapshot
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^- (button|link|menuitem|tab|checkbox|switch) "([a-z]+(-[a-z]+)*|Clear)"/.test(line));
}

test('every page of the admin menu meets WCAG 2.2 AA (axe: no serious or critical violation)', async ({
  page,
}) => {
  test.setTimeout(600_000);
  const pages = menuPages(await adminMenu(page));
  // The system management screens, the work-order screens and the toolkit gallery at least.
  expect(pages.length).toBeGreaterThan(30);
  for (const { path, title } of pages) {
    await test.step(`${title} ${path}`, async () => {
      await page.goto(path);
      await pageShown(page);
      await expectAccessible(page);
      expect(await iconNamedControls(page)).toEqual([]);
    });
  }
});
