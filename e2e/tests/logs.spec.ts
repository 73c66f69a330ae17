import { readFileSync } from 'node:fs';
import * as XLSX from '@e965/xlsx';
import { idCardCheckChar } from '@hcs/shared';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { ADMIN, ADMIN_STATE } from '../support/env.ts';
import { uniquePersonName } from '../support/personName.ts';
import { createUser } from '../support/users.ts';

test.use({ storageState: ADMIN_STATE });
test.describe.configure({ timeout: 120_000 });

const unique = (prefix: string) =>
  `${prefix}${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e3)}`;

async function api(page: Page) {
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('Access-Token') ?? '{}') as { value?: string }).value ?? '',
  );
  return { 'X-Access-Token': token };
}

async function openMenu(page: Page, name: string) {
  await page.goto('/dashboard/analysis');
  await page.getByRole('menuitem', { name: '系统管理' }).click();
  await page.getByRole('menuitem', { name }).click();
}

const rows = (scope: Locator) => scope.locator('.ant-table-tbody tr.ant-table-row');

test('the operation log shows an admin change with its duration and without the password; the login log shows the login', async ({
  page,
}) => {
  // The change: the admin resets the password of a user of this test's own.
  const user = await createUser({
    username: unique('logpw'),
    realname: '日志用户',
    password: 'Start-pass-2026',
    role: 'staff',
    departIds: [],
  });
  await page.goto('/dashboard/analysis');
  const changed = await page.request.put('/hcs/sys/user/changePassword', {
    headers: await api(page),
    data: { username: user.username, password: 'Secret-pass-2026', confirmpassword: 'Secret-pass-2026' },
  });
  expect(((await changed.json()) as { message: string }).message).toBe('密码修改成功！');

  await openMenu(page, '日志管理');
  await expect(page).toHaveURL(/\/system\/log$/);

  // 登录日志: the admin's own sign-in.
  const loginForm = page.getByRole('search', { name: '查询登录日志' });
  await loginForm.getByLabel('操作人').fill(ADMIN.username);
  await loginForm.getByRole('button', { name: /查\s*询/ }).click();
  const loginPanel = page.getByRole('tabpanel', { name: '登录日志' });
  await expect(rows(loginPanel).filter({ hasText: '登录成功' }).first()).toContainText(ADMIN.username);
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/logs-login.png', fullPage: true });

  // 操作日志: the change, who made it and how long it took.
  await page.getByRole('tab', { name: '操作日志' }).click();
  const panel = page.getByRole('tabpanel', { name: '操作日志' });
  const form = page.getByRole('search', { name: '查询操作日志' });
  await form.getByLabel('搜索日志').fill('/sys/user/changePassword');
  await form.getByRole('button', { name: /查\s*询/ }).click();
  const row = rows(panel).filter({ hasText: '用户管理-重置密码' }).first();
  await expect(row).toContainText(ADMIN.username);
  await expect(row).toContainText('PUT');
  await expect(row.getByRole('cell', { name: /^\d+ 毫秒$/ })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/logs-operation.png', fullPage: true });

  // Its detail: the parameters, with the password masked.
  await row.getByRole('button', { name: /^详情/ }).click();
  const detail = page.getByRole('dialog', { name: '详细信息' });
  const params = detail.getByRole('region', { name: '请求参数' });
  await expect(params).toContainText(`"username": "${user.username}"`);
  await expect(params).toContainText('"password": "******"');
  await expect(params).toContainText('"confirmpassword": "******"');
  await expect(detail).not.toContainText('Secret-pass-2026');
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/logs-detail.png' });
  await detail
    .getByRole('button', { name: /关\s*闭/ })
    .first()
    .click();
  await expect(detail).toBeHidden();

  // 导出 by the alternative export (spec §7): the browser itself opens the export URL, the query as
  // JSON in paramsStr with a one-time ticket for the header it cannot send, and saves the server's file.
  const downloading = page.waitForEvent('download');
  await panel.getByRole('button', { name: /导\s*出/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('系统日志.xls');
  const sent = new URL(download.url());
  expect(sent.pathname).toBe('/hcs/sys/log/exportXls');
  expect(sent.searchParams.get('ticket')).toMatch(/^[0-9a-f]{32}$/);
  expect(JSON.parse(sent.searchParams.get('paramsStr') ?? '{}')).toMatchObject({
    logType: 2,
    keyWord: '/sys/user/changePassword',
  });
  const book = XLSX.read(readFileSync(await download.path()), { type: 'buffer' });
  const sheet = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0] ?? ''] ?? {}, {
    header: 1,
  });
  const exported = sheet.slice(3).map((cells) => cells.join(' '));
  expect(exported.length).toBeGreaterThan(0);
  expect(
    exported.every((line) => line.startsWith('操作日志') && line.includes('/sys/user/changePassword')),
  ).toBe(true);
});

test('a work-order edit gets a second version, and the comparison shows the changed field', async ({
  page,
}) => {
  await page.goto('/dashboard/analysis');
  const headers = await api(page);
  const first17 = `110101${'19750512'}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
  const audience = await page.request.post('/hcs/wo/audience/add', {
    headers,
    data: {
      name: uniquePersonName('版本'),
      sex: 1,
      idCardNo: `${first17}${idCardCheckChar(first17)}`,
      disabilityType: '4',
      disabilityLevel: '2',
      departId: 'dep_east',
      status: '1',
    },
  });
  const audienceId = ((await audience.json()) as { result: string }).result;
  const order = { audienceId, serviceType: '1', priority: 'M', departId: 'dep_east' };
  const title = unique('探访');
  const added = await page.request.post('/hcs/wo/workOrder/add', { headers, data: { ...order, title } });
  const orderId = ((await added.json()) as { result: { id: string } }).result.id;
  const edited = await page.request.put('/hcs/wo/workOrder/edit', {
    headers,
    data: { ...order, title: `${title}改期`, id: orderId, version: 0 },
  });
  expect(((await edited.json()) as { message: string }).message).toBe('编辑成功!');

  await openMenu(page, '数据日志');
  await expect(page).toHaveURL(/\/system\/dataLog$/);
  const form = page.getByRole('search', { name: '查询数据日志' });
  await form.getByLabel('数据ID').fill(orderId);
  await form.getByRole('button', { name: /查\s*询/ }).click();
  const list = page.locator('.hcs-list-page');
  await expect(rows(list)).toHaveCount(2);
  await expect(rows(list).first()).toContainText('工单');
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/logs-datalog.png', fullPage: true });

  // Both versions chosen in the list, then 数据比较.
  for (const r of await rows(list).all()) await r.getByRole('checkbox').check();
  await page.getByRole('button', { name: '数据比较' }).click();
  const dialog = page.getByRole('dialog', { name: '数据比较' });
  await expect(dialog.getByRole('status')).toHaveText(/共 \d+ 个字段有变化/);
  // The field as the order's own screens label it (its resource definition): 标题.
  const titleRow = dialog
    .locator('tr.hcs-datalog-row--changed')
    .filter({ has: page.getByRole('cell', { name: /^标题(\s|$)/ }) });
  await expect(titleRow).toContainText('已修改');
  await expect(titleRow.getByRole('cell', { name: title, exact: true })).toBeVisible();
  await expect(titleRow.getByRole('cell', { name: `${title}改期`, exact: true })).toBeVisible();
  // An unchanged field is shown too, without the mark, until only the changes are asked for.
  const serviceType = dialog.locator('tr.ant-table-row').filter({ hasText: '服务类型' });
  await expect(serviceType).not.toContainText('已修改');
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/logs-compare.png' });
  await dialog.getByRole('checkbox', { name: '只显示有变化的字段' }).check();
  await expect(serviceType).toHaveCount(0);
  await expect(titleRow).toBeVisible();
});
