import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { ADMIN_STATE } from '../support/env.ts';

test.use({ storageState: ADMIN_STATE, viewport: { width: 1366, height: 768 } });
test.describe.configure({ timeout: 120_000 });

const ADD = '/hcs/sys/position/add';

/** Searches for 职务管理's add and opens it by keyboard; answers its expanded panel. */
async function openPositionAdd(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: /共 \d+ 个接口/ })).toBeVisible();
  await page.getByRole('searchbox', { name: '搜索接口' }).fill('职务管理');
  await expect(page.getByRole('status').filter({ hasText: /找到 \d+ 个接口/ })).toBeVisible();
  const header = page.getByRole('button', { name: new RegExp(`POST ${ADD}`) });
  await header.focus();
  await page.keyboard.press('Enter');
  await expect(header).toHaveAttribute('aria-expanded', 'true');
  return page.locator('.ant-collapse-item-active').filter({ hasText: ADD });
}

test('the admin opens 接口文档, searches, expands an operation and reads its fields', async ({ page }) => {
  await page.goto('/dashboard/analysis');
  await page.getByRole('menuitem', { name: '系统监控' }).click();
  await page.getByRole('menuitem', { name: '接口文档' }).click();
  await expect(page).toHaveURL(/\/monitor\/openapi$/);
  await expect(page.getByRole('heading', { name: /^sys（\d+）$/ })).toBeVisible();

  const panel = await openPositionAdd(page);
  await expect(panel.getByText('需要权限 system:position:add')).toBeVisible();
  const fields = panel.getByRole('table', { name: `${ADD} 的请求体字段` });
  const code = fields.getByRole('row').filter({ has: page.getByRole('cell', { name: 'code', exact: true }) });
  await expect(code.getByRole('cell').nth(2)).toHaveText('string');
  await expect(code.getByRole('cell').nth(3)).toHaveText('是');
  await expect(code.getByRole('cell').nth(4)).toContainText('长度');
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/openapi-desktop.png', fullPage: true });

  await page.getByRole('searchbox', { name: '搜索接口' }).fill('system:openapi:view');
  await expect(page.getByRole('button', { name: /GET \/hcs\/sys\/openapi\.json/ })).toBeVisible();
  await page.getByRole('searchbox', { name: '搜索接口' }).fill('没有这个接口');
  await expect(page.getByText('没有匹配的接口')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the operation and its fields fit the screen and pass axe', async ({ page }) => {
    await page.goto('/monitor/openapi');
    const panel = await openPositionAdd(page);
    const fields = panel.getByRole('list', { name: `${ADD} 的请求体字段` });
    await expect(fields.getByRole('listitem').filter({ hasText: /^code string，必填/ })).toBeVisible();
    await expectAccessible(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'wider than the phone').toBeLessThanOrEqual(0);
    await page.screenshot({ path: '/tmp/openapi-phone.png', fullPage: true });
  });
});
