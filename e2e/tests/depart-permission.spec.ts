import { randomBytes } from 'node:crypto';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { addDataRule, removeDataRule } from '../support/dataRules.ts';
import { ADMIN_STATE } from '../support/env.ts';
import { loginThroughForm } from '../support/login.ts';
import { createUser } from '../support/users.ts';

test.use({ storageState: ADMIN_STATE });
// Four screens, five dialogs and a second browser, each checked with axe: on a busy machine that takes a while.
test.describe.configure({ timeout: 300_000 });

const PATH = '/system/depart';

async function adminToken(page: Page): Promise<string> {
  return page.evaluate(
    () => (JSON.parse(localStorage.getItem('Access-Token') ?? '{}') as { value?: string }).value ?? '',
  );
}

/** A department of its own under 助残服务中心, through the API; returns its id. */
async function createDepart(page: Page, name: string): Promise<string> {
  const headers = { 'X-Access-Token': await adminToken(page) };
  const added = await page.request.post('/hcs/sys/sysDepart/add', {
    headers,
    data: { departName: name, parentId: 'dep_centre', orgCategory: '2' },
  });
  expect(((await added.json()) as { success: boolean }).success).toBe(true);
  const found = await page.request.get(`/hcs/sys/sysDepart/searchBy?keyWord=${encodeURIComponent(name)}`, {
    headers,
  });
  interface Node {
    id: string;
    title: string;
    children?: Node[];
  }
  const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);
  const { result } = (await found.json()) as { result: Node[] };
  const node = flat(result).find((n) => n.title === name);
  if (!node) throw new Error(`department ${name} not found`);
  return node.id;
}

async function deleteDepart(page: Page, id: string): Promise<void> {
  await page.request.delete(`/hcs/sys/sysDepart/delete?id=${id}`, {
    headers: { 'X-Access-Token': await adminToken(page) },
  });
}

/** Runs `act` and waits for the answer of the POST to `urlPart`, which must be a success. */
async function saved(page: Page, urlPart: string, act: () => Promise<void>): Promise<void> {
  const answer = page.waitForResponse((r) => r.url().includes(urlPart) && r.request().method() === 'POST');
  await act();
  const body = (await (await answer).json()) as { success: boolean; message: string };
  expect(body).toMatchObject({ success: true });
}

async function selectDepart(page: Page, name: string): Promise<void> {
  const tree = page.locator('.hcs-depart-tree');
  const search = tree.getByLabel('搜索部门');
  await search.fill(name);
  await search.press('Enter');
  await tree.getByRole('tree').getByText(name, { exact: true }).click();
  await expect(page.locator('.hcs-depart-detail .ant-card-head-title')).toHaveText(name);
}

async function openTab(page: Page, name: string): Promise<Locator> {
  await page.getByRole('tab', { name }).click();
  const panel = page.getByRole('tabpanel', { name });
  await expect(panel).toBeVisible();
  return panel;
}

test('a department hands a permission with a data rule to its role, and a member gets it', async ({
  page,
  browser,
}, testInfo) => {
  const tag = randomBytes(3).toString('hex');
  const departName = `授权服务站${tag}`;
  const roleName = `站点文员${tag}`;
  const rule = addDataRule('menu_system_position', `本人创建${tag}`);
  await page.goto(PATH);
  await expect(page.getByRole('heading', { name: '部门管理' })).toBeVisible();
  const departId = await createDepart(page, departName);
  const member = await createUser({
    username: `dpm${tag}`,
    realname: `部门成员${tag}`,
    password: 'Depart-pass-2026',
    role: 'staff',
    departIds: [departId],
  });
  const other = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  try {
    await page.reload();
    await selectDepart(page, departName);

    // 部门权限: the department may hand out 查看职务 (with 职务管理 and 系统管理), with one data rule.
    const permissions = await openTab(page, '部门权限');
    await permissions.getByLabel('搜索菜单或按钮').fill('查看职务');
    await expect(permissions.getByRole('treeitem')).toHaveCount(3);
    await permissions.getByRole('checkbox', { name: /查看职务/ }).click();
    await expect(permissions.getByRole('checkbox', { name: /查看职务/ })).toBeChecked();
    await expectAccessible(page);
    await saved(page, '/sys/permission/saveDepartPermission', () =>
      permissions.getByRole('button', { name: /^保\s*存$/ }).click(),
    );
    await permissions.getByRole('button', { name: '数据规则“职务管理”' }).click();
    const departRules = permissions.getByRole('region', { name: /数据规则/ });
    await departRules.getByRole('checkbox', { name: new RegExp(rule.ruleName) }).check();
    await saved(page, '/sys/sysDepartPermission/datarule', () =>
      departRules.getByRole('button', { name: '保存规则' }).click(),
    );
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('depart-permission.png'), fullPage: true });

    // 部门角色: add one, grant it 查看职务 and the rule.
    const roles = await openTab(page, '部门角色');
    await expect(roles.locator('.ant-empty-description')).toBeVisible();
    await roles.getByRole('button', { name: /新\s*增/ }).click();
    const add = page.getByRole('dialog', { name: '新增部门角色' });
    await add.getByRole('button', { name: /确\s*定/ }).click();
    await expect(add.getByText('请输入部门角色名称')).toBeVisible();
    await expectAccessible(page);
    await add.getByLabel('部门角色名称').fill(roleName);
    await add.getByLabel('部门角色编码').fill(`clerk_${tag}`);
    await add.getByRole('button', { name: /确\s*定/ }).click();
    await expect(add).toBeHidden();
    await expect(roles.locator('.ant-table-row').filter({ hasText: roleName })).toHaveCount(1);
    await expectAccessible(page);

    await roles.getByRole('button', { name: `授权“${roleName}”` }).click();
    const drawer = page.getByRole('dialog', { name: '部门角色权限配置' });
    await expect(drawer.getByText(roleName)).toBeVisible();
    await drawer.getByRole('button', { name: '展开全部' }).click();
    // Only what the department holds is offered.
    await expect(drawer.getByRole('treeitem')).toHaveCount(3);
    await drawer.getByRole('checkbox', { name: /查看职务/ }).click();
    await saved(page, '/sys/sysDepartPermission/saveDeptRolePermission', () =>
      drawer.getByRole('button', { name: '仅保存' }).click(),
    );
    await drawer.getByRole('button', { name: '数据规则“职务管理”' }).click();
    const roleRules = drawer.getByRole('region', { name: /数据规则/ });
    await roleRules.getByRole('checkbox', { name: new RegExp(rule.ruleName) }).check();
    await saved(page, '/sys/sysDepartPermission/datarule', () =>
      roleRules.getByRole('button', { name: '保存规则' }).click(),
    );
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('depart-role-grant.png') });
    await drawer.getByRole('button', { name: '保存并关闭' }).click();
    await expect(drawer).toBeHidden();

    // 部门用户: give the member the role.
    const users = await openTab(page, '部门用户');
    await users.getByRole('button', { name: `分配部门角色“${member.realname}”` }).click();
    const assign = page.getByRole('dialog', { name: `分配部门角色 — ${member.realname}` });
    await assign.getByRole('checkbox', { name: roleName }).check();
    await expectAccessible(page);
    await saved(page, '/sys/sysDepartRole/deptRoleUserAdd', () =>
      assign.getByRole('button', { name: /确\s*定/ }).click(),
    );
    await expect(assign).toBeHidden();

    // The member signs in and finds 职务管理.
    const memberPage = await other.newPage();
    await memberPage.goto('/user/login');
    await loginThroughForm(memberPage, member);
    const menu = memberPage.getByRole('navigation', { name: '主菜单' });
    await menu.getByRole('menuitem', { name: /系统管理/ }).click();
    await menu.getByRole('menuitem', { name: '职务管理' }).click();
    await expect(memberPage.getByRole('heading', { name: '职务管理' })).toBeVisible();

    // The department loses 查看职务: so does its role, and the member.
    await openTab(page, '部门权限');
    await permissions.getByLabel('搜索菜单或按钮').fill('查看职务');
    await permissions.getByRole('checkbox', { name: /查看职务/ }).click();
    await expect(permissions.getByRole('checkbox', { name: /查看职务/ })).not.toBeChecked();
    await saved(page, '/sys/permission/saveDepartPermission', () =>
      permissions.getByRole('button', { name: /^保\s*存$/ }).click(),
    );
    await memberPage.goto('/system/position');
    await expect(memberPage).toHaveURL(/\/404$/);
    await expect(memberPage.getByRole('heading', { name: '职务管理' })).toHaveCount(0);

    // The role is deleted.
    await openTab(page, '部门角色');
    await roles.getByRole('button', { name: `删除“${roleName}”` }).click();
    await page
      .getByRole('tooltip')
      .filter({ hasText: '确定删除吗?' })
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect(roles.locator('.ant-table-row').filter({ hasText: roleName })).toHaveCount(0);
  } finally {
    await other.close();
    await deleteDepart(page, departId);
    removeDataRule(rule);
  }
});
