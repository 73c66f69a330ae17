import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { apiLogin } from '../support/apiSession.ts';
import { MANAGER, STAFF } from '../support/env.ts';
import { loginThroughForm } from '../support/login.ts';
import { uniquePersonName } from '../support/personName.ts';
import { addEastAudience, addEastOrder } from '../support/woRecords.ts';

// Issue 16 point 13: the manager's desk is a 1366 × 768 office PC.
test.describe.configure({ timeout: 240_000 });
test.use({ viewport: { width: 1366, height: 768 } });

/** An order of 东城服务站 dispatched to the staff member. */
async function createDispatchedOrder(request: APIRequestContext, audienceName: string) {
  const manager = await apiLogin(request, MANAGER);
  const staff = await apiLogin(request, STAFF);
  const audienceId = await addEastAudience(request, manager.token, audienceName);
  await addEastOrder(request, manager.token, audienceId, { assigneeId: staff.id });
}

function header(page: Page, name: string) {
  return page.locator('.hcs-list-page .ant-table-thead th').filter({ hasText: name });
}

test('the order list fits 1366 px with 处理人 in full, and a hidden column stays hidden after a reload', async ({
  page,
  request,
}) => {
  const audienceName = uniquePersonName('桌');
  await createDispatchedOrder(request, audienceName);
  await page.goto('/user/login');
  await loginThroughForm(page, MANAGER);
  await page.goto('/wo/order');
  const form = page.getByRole('search', { name: '查询工单' });
  await expect(form).toBeVisible({ timeout: 30_000 });
  await form.getByLabel('服务对象', { exact: true }).fill(audienceName);
  await form.getByRole('button', { name: /查\s*询/ }).click();
  const row = page
    .locator('.hcs-list-page .ant-table-tbody tr.ant-table-row')
    .filter({ hasText: audienceName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(STAFF.realname);

  // No sideways scrolling: person, service, state, handler and deadline are all in view.
  const scroller = page.locator('.hcs-list-page .ant-table-content');
  const { scrollWidth, clientWidth } = await scroller.evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  for (const name of ['服务对象', '服务类型', '状态', '处理人', '截止时间']) {
    await expect(header(page, name)).toBeInViewport({ ratio: 1 });
  }
  // 处理人 ends before the sticky 操作 column starts.
  const handler = await row.locator('td').filter({ hasText: STAFF.realname }).boundingBox();
  const actions = await header(page, '操作').boundingBox();
  expect((handler?.x ?? 0) + (handler?.width ?? 0)).toBeLessThanOrEqual((actions?.x ?? 0) + 1);

  // 列设置: hide 服务类型; the choice is this user's and comes back with the page.
  await page.getByRole('button', { name: '列设置' }).click();
  const settings = page.getByRole('group', { name: '显示的列' });
  await expect(settings.getByRole('checkbox', { name: '标题' })).not.toBeChecked();
  await settings.getByRole('checkbox', { name: '服务类型' }).uncheck();
  await expect(header(page, '服务类型')).toHaveCount(0);
  await expectAccessible(page);
  await page.reload();
  await expect(page.getByRole('search', { name: '查询工单' })).toBeVisible({ timeout: 30_000 });
  await expect(header(page, '处理人')).toBeVisible();
  await expect(header(page, '服务类型')).toHaveCount(0);

  await page.getByRole('button', { name: '列设置' }).click();
  await page.getByRole('button', { name: '恢复默认' }).click();
  await expect(header(page, '服务类型')).toBeVisible();
});
