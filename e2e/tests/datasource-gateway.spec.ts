import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { ADMIN_STATE } from '../support/env.ts';

test.use({ storageState: ADMIN_STATE });
// Two screens in one story; a busy machine needs more than the default minute.
test.describe.configure({ timeout: 120_000 });

const OUTSIDE = 'SQLite 数据库文件必须位于服务器数据目录内，请填写相对于数据目录的路径';
const PREFIX_MESSAGE = '路径前缀必须以 /gw/ 开头，只能包含字母、数字、下划线和短横线，例如 /gw/ext';
const URI_MESSAGE = '上游地址必须是以 http:// 或 https:// 开头的完整地址，例如 http://127.0.0.1:9000/api';

let upstream: Server;
let upstreamUrl: string;

test.beforeAll(async () => {
  // The upstream the gateway forwards to: it says which path it was asked for.
  upstream = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(`upstream saw ${req.method} ${req.url}`);
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise((resolve) => upstream.close(resolve)));

function row(page: Page, text: string): Locator {
  return page
    .locator('.ant-table-tbody tr')
    .filter({ has: page.getByRole('cell', { name: text, exact: true }) });
}

async function confirmPopover(page: Page, title: string): Promise<void> {
  await page
    .getByRole('tooltip')
    .filter({ hasText: title })
    .getByRole('button', { name: /确\s*定/ })
    .click();
}

async function openMenu(page: Page, name: string, path: string): Promise<void> {
  const item = page.getByRole('menuitem', { name });
  // The 系统管理 sub-menu stays open after the first visit.
  if (!(await item.isVisible())) await page.getByRole('menuitem', { name: '系统管理' }).click();
  await item.click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

test('define a data source and test its connection, then route /gw/ requests to an upstream', async ({
  page,
}) => {
  const stamp = Date.now();
  const code = `e2e_${stamp}`;
  const name = `端到端数据源${stamp}`;

  // 多数据源: add a PostgreSQL definition, testing the connection before saving.
  await page.goto('/dashboard/analysis');
  await openMenu(page, '多数据源', '/system/dataSource');
  for (const header of ['数据源编码', '数据源名称', '数据库类型', '地址', '数据库名', '操作']) {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const add = page.getByRole('dialog', { name: '新增' });
  await add.getByRole('button', { name: /确\s*定/ }).click();
  await expect(add.locator('.ant-form-item-explain-error')).toHaveText([
    '请输入数据源编码',
    '请输入数据源名称',
    '请输入数据库名',
  ]);
  await add.getByLabel('数据源编码').fill(code);
  await add.getByLabel('数据源名称').fill(name);
  await expect(add.getByLabel('端口')).toHaveValue('5432');
  await add.getByLabel('数据库名').fill('test');
  await add.getByLabel('用户名').fill('postgres');
  await add.getByRole('button', { name: '测试连接' }).click();
  await expect(page.getByText('数据库连接成功')).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/gateway-ds-form.png' });
  await add.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('添加成功！').last()).toBeVisible();
  await expect(add).toBeHidden();
  const created = row(page, code);
  await expect(created).toContainText('PostgreSQL');
  await expect(created).toContainText('127.0.0.1:5432');
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/gateway-ds-list.png', fullPage: true });

  // Edit: the password is never shown; as SQLite only files in the data dir may be used.
  await created.getByRole('button', { name: `编辑“${name}”` }).click();
  const edit = page.getByRole('dialog', { name: '编辑' });
  await expect(edit.getByLabel('密码')).toHaveValue('');
  await expect(edit.getByLabel('密码')).toHaveAttribute('placeholder', '不修改请留空');
  await edit.getByLabel('数据库类型').click();
  await page.locator('.ant-select-dropdown:visible').getByText('SQLite', { exact: true }).click();
  await expect(edit.getByLabel('主机')).toHaveCount(0);
  await edit.getByLabel('文件路径').fill('../outside.db');
  await edit.getByRole('button', { name: '测试连接' }).click();
  await expect(page.getByText(OUTSIDE)).toBeVisible();
  await edit.getByLabel('文件路径').fill('hcs.db');
  await edit.getByRole('button', { name: '测试连接' }).click();
  await expect(page.getByText('数据库连接成功').last()).toBeVisible();
  await edit.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('编辑成功!').last()).toBeVisible();
  await expect(created).toContainText('SQLite');
  await created.getByRole('button', { name: `删除“${name}”` }).click();
  await confirmPopover(page, '确定删除吗?');
  await expect(page.getByText('删除成功!').last()).toBeVisible();
  await expect(created).toHaveCount(0);

  // 网关路由: a public route proxies at once; without 公开访问 it needs a session; disabled it is gone.
  const prefix = `/gw/e2e${stamp}`;
  const routeName = `端到端路由${stamp}`;
  await openMenu(page, '网关路由', '/system/gatewayRoute');
  for (const header of ['路由名称', '路径前缀', '上游地址', '去除前缀', '公开访问', '状态', '操作']) {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const addRoute = page.getByRole('dialog', { name: '新增' });
  await addRoute.getByLabel('路由名称').fill(routeName);
  await addRoute.getByLabel('路径前缀').fill('/hcs/sys');
  await addRoute.getByLabel('上游地址').fill('ftp://127.0.0.1/x');
  await addRoute.getByRole('button', { name: /确\s*定/ }).click();
  await expect(addRoute.locator('.ant-form-item-explain-error')).toHaveText([PREFIX_MESSAGE, URI_MESSAGE]);
  await addRoute.getByLabel('路径前缀').fill(prefix);
  await addRoute.getByLabel('上游地址').fill(`${upstreamUrl}/base`);
  await addRoute.getByRole('switch', { name: '公开访问' }).click();
  await expect(addRoute.getByText('无需登录即可访问，请只用于公开的接口', { exact: false })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/gateway-route-form.png' });
  await addRoute.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('添加成功！').last()).toBeVisible();
  const route = row(page, routeName);
  await expect(route).toContainText(prefix);
  await expect(route).toContainText('启用');
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/gateway-route-list.png', fullPage: true });

  const anonymous = await page.request.get(`${prefix}/hello?x=1`, { headers: {} });
  expect(anonymous.status()).toBe(200);
  expect(await anonymous.text()).toBe('upstream saw GET /base/hello?x=1');

  const editRoute = async (switchName: string) => {
    await route.getByRole('button', { name: `编辑“${routeName}”` }).click();
    const dialog = page.getByRole('dialog', { name: '编辑' });
    await dialog.getByRole('switch', { name: switchName }).click();
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText('编辑成功!').last()).toBeVisible();
    await expect(dialog).toBeHidden();
  };
  await editRoute('公开访问');
  expect((await page.request.get(`${prefix}/hello`)).status()).toBe(401);
  await editRoute('状态');
  await expect(route).toContainText('禁用');
  expect((await page.request.get(`${prefix}/hello`)).status()).toBe(404);

  await route.getByRole('button', { name: `删除“${routeName}”` }).click();
  await confirmPopover(page, '确定删除吗?');
  await expect(route).toHaveCount(0);
});
