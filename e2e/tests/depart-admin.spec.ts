import { randomBytes } from 'node:crypto';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { ADMIN_STATE } from '../support/env.ts';
import { createUser } from '../support/users.ts';

test.use({ storageState: ADMIN_STATE });
test.describe.configure({ timeout: 180_000 });

const PATH = '/system/depart';

interface TreeNode {
  orgCode: string;
  children?: TreeNode[];
}

/** The code the server gives the next child of `parentCode`: its level part counts on from the last sibling. */
async function nextChildCode(page: Page, parentCode: string): Promise<string> {
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('Access-Token') ?? '{}') as { value?: string }).value ?? '',
  );
  const res = await page.request.get('/hcs/sys/sysDepart/queryTreeList', {
    headers: { 'X-Access-Token': token },
  });
  const { result } = (await res.json()) as { result: TreeNode[] };
  const find = (nodes: TreeNode[]): TreeNode | undefined =>
    nodes.map((n) => (n.orgCode === parentCode ? n : find(n.children ?? []))).find(Boolean);
  const parts = (find(result)?.children ?? []).map((c) => Number(c.orgCode.slice(parentCode.length + 1)));
  return `${parentCode}A${String(Math.max(0, ...parts) + 1).padStart(2, '0')}`;
}

function treeCard(page: Page): Locator {
  return page.locator('.hcs-depart-tree');
}

function treeNode(page: Page, name: string): Locator {
  return treeCard(page).getByRole('tree').getByText(name, { exact: true });
}

async function selectDepart(page: Page, name: string): Promise<void> {
  await treeNode(page, name).click();
  await expect(page.locator('.hcs-depart-detail .ant-card-head-title')).toHaveText(name);
}

async function addDepart(page: Page, button: '添加部门' | '添加下级', name: string, parent: string) {
  await treeCard(page).getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: button });
  await expect(dialog.getByLabel('上级部门')).toHaveValue(parent);
  await dialog.getByLabel('机构名称').fill(name);
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('添加成功！').last()).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('a department branch: add, add below, edit, users, search, export and delete', async ({ page }) => {
  const tag = randomBytes(3).toString('hex');
  const name = `北城服务站${tag}`;
  const child = `北城康复组${tag}`;
  const renamed = `北城助医组${tag}`;
  const member = await createUser({
    username: `depm${tag}`,
    realname: `部门成员${tag}`,
    password: 'Depart-pass-2026',
    role: 'staff',
    departIds: [],
  });

  await page.goto(PATH);
  await expect(page.getByRole('heading', { name: '部门管理' })).toBeVisible();
  await expect(treeNode(page, '助残服务中心')).toBeVisible();
  await expect(page.getByText('请选择一个部门')).toBeVisible();
  await expect(treeCard(page).getByRole('button', { name: '添加下级' })).toBeDisabled();
  await expectAccessible(page);

  // 添加下级 under 助残服务中心: the required name, then the generated code.
  await selectDepart(page, '助残服务中心');
  await treeCard(page).getByRole('button', { name: '添加下级' }).click();
  const dialog = page.getByRole('dialog', { name: '添加下级' });
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog.getByText('请输入机构名称')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: /取\s*消/ }).click();
  // Read just before adding: tests running beside this one add departments under the centre too.
  const code = await nextChildCode(page, 'A01');
  await addDepart(page, '添加下级', name, '助残服务中心');
  await selectDepart(page, name);
  const info = page.getByRole('tabpanel', { name: '基本信息' });
  await expect(info.getByLabel('机构编码')).toHaveValue(code);
  await expect(info.getByLabel('上级部门')).toHaveValue('助残服务中心');
  await expect(info.getByRole('radio', { name: '部门' })).toBeChecked();
  await expectAccessible(page);

  await addDepart(page, '添加下级', child, name);
  await selectDepart(page, child);
  await expect(info.getByLabel('机构编码')).toHaveValue(`${code}A01`);

  // 基本信息: rename and save.
  await info.getByLabel('机构名称').fill(renamed);
  await info.getByLabel('电话').fill('010-12345678');
  await info.getByRole('radio', { name: '岗位' }).check();
  await info.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('编辑成功!').last()).toBeVisible();
  await expect(treeNode(page, renamed)).toBeVisible();
  await expect(page.locator('.hcs-depart-detail .ant-card-head-title')).toHaveText(renamed);

  // 部门用户: add the member, then remove them.
  await page.getByRole('tab', { name: '部门用户' }).click();
  const users = page.getByRole('tabpanel', { name: '部门用户' });
  await expect(users.locator('.ant-empty-description')).toBeVisible();
  await users.getByRole('button', { name: '添加已有用户' }).click();
  const picker = page.getByRole('dialog', { name: '用户选择' });
  await picker.getByLabel('姓名').fill(member.realname);
  await picker.getByRole('button', { name: /查\s*询/ }).click();
  await expect(picker.locator('.ant-table-row')).toHaveCount(1);
  await picker.getByRole('checkbox', { name: `选择 ${member.realname}` }).check();
  await expectAccessible(page);
  await picker.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('添加成功!').last()).toBeVisible();
  const memberRow = users.locator('.ant-table-row').filter({ hasText: member.username });
  await expect(memberRow).toContainText(renamed);
  await expectAccessible(page);
  await users.getByRole('button', { name: `移除“${member.realname}”` }).click();
  await page
    .getByRole('tooltip')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.getByText('删除成功!').last()).toBeVisible();
  await expect(memberRow).toHaveCount(0);

  // Search the tree: only the branch leading to the match stays.
  const searchBox = treeCard(page).getByLabel('搜索部门');
  await searchBox.fill(renamed);
  await searchBox.press('Enter');
  await expect(treeNode(page, renamed)).toBeVisible();
  await expect(treeNode(page, '东城服务站')).toHaveCount(0);
  await searchBox.fill('不存在的部门');
  await searchBox.press('Enter');
  await expect(treeCard(page).getByText('没有匹配的部门')).toBeVisible();
  await searchBox.fill('');
  await searchBox.press('Enter');
  await expect(treeNode(page, '东城服务站')).toBeVisible();

  const downloading = page.waitForEvent('download');
  await treeCard(page)
    .getByRole('button', { name: /导\s*出/ })
    .click();
  expect((await downloading).suggestedFilename()).toBe('部门.xls');

  // Deleting the branch takes its child with it.
  await selectDepart(page, name);
  await treeCard(page)
    .getByRole('button', { name: /删\s*除/ })
    .click();
  const confirm = page.getByRole('dialog').filter({ hasText: '确定删除该部门及其下级部门吗?' });
  await expectAccessible(page);
  await confirm.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('删除成功!').last()).toBeVisible();
  await expect(treeNode(page, name)).toHaveCount(0);
  await expect(treeNode(page, renamed)).toHaveCount(0);
  await expect(page.getByText('请选择一个部门')).toBeVisible();
});

test('a top-level department gets the next top-level code', async ({ page }) => {
  const name = `直属机构${randomBytes(3).toString('hex')}`;
  await page.goto(PATH);
  await expect(treeNode(page, '助残服务中心')).toBeVisible();
  await addDepart(page, '添加部门', name, '');
  await selectDepart(page, name);
  const info = page.getByRole('tabpanel', { name: '基本信息' });
  await expect(info.getByLabel('机构编码')).toHaveValue(/^[A-Z]\d{2}$/);
  await expect(info.getByRole('radio', { name: '机构' })).toBeChecked();
  await treeCard(page)
    .getByRole('button', { name: /删\s*除/ })
    .click();
  await page
    .getByRole('dialog')
    .filter({ hasText: '确定删除该部门及其下级部门吗?' })
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(treeNode(page, name)).toHaveCount(0);
});
