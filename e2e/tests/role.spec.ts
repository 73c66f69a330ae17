import { randomBytes } from 'node:crypto';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { ADMIN_STATE, STAFF } from '../support/env.ts';
import { loginThroughForm } from '../support/login.ts';
import { createUser } from '../support/users.ts';

test.use({ storageState: ADMIN_STATE });
// The flow walks through several dialogs and a second browser; on a busy machine that takes a while.
test.describe.configure({ timeout: 180_000 });

const PATH = '/system/role';

async function openPage(page: Page): Promise<void> {
  await page.goto(PATH);
  await expect(page.getByRole('heading', { name: '角色管理' })).toBeVisible();
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
}

/** The table row with a cell reading `text`, in `scope` (the page or a dialog on it). */
function row(page: Page, text: string, scope: Page | Locator = page): Locator {
  return scope.locator('.ant-table-row').filter({ has: page.getByRole('cell', { name: text, exact: true }) });
}

async function search(page: Page, roleName: string): Promise<void> {
  const form = page.getByRole('search', { name: '查询角色' });
  await form.getByRole('button', { name: /重\s*置/ }).click();
  await form.getByLabel('角色名称').fill(roleName);
  await form.getByRole('button', { name: /查\s*询/ }).click();
}

async function confirmPopover(page: Page, title: string): Promise<void> {
  await page
    .getByRole('tooltip')
    .filter({ hasText: title })
    .getByRole('button', { name: /确\s*定/ })
    .click();
}

test('a role: create, find, edit, grant, give it a user, export, import back and delete', async ({
  page,
  browser,
}, testInfo) => {
  const tag = randomBytes(3).toString('hex');
  const roleName = `职务查看员${tag}`;
  const roleCode = `e2e_viewer_${tag}`;
  const member = await createUser({
    username: `rolem${tag}`,
    realname: `角色成员${tag}`,
    password: 'Role-pass-2026',
    role: 'staff',
    departIds: ['dep_east'],
  });

  await openPage(page);
  for (const header of ['角色名称', '角色编码', '描述', '创建时间', '操作']) {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  await expectAccessible(page);

  // 新增: required fields, the code rule and the uniqueness check on blur.
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const add = page.getByRole('dialog', { name: '新增' });
  await add.getByRole('button', { name: /确\s*定/ }).click();
  await expect(add.getByText('请输入角色名称')).toBeVisible();
  await expect(add.getByText('请输入角色编码')).toBeVisible();
  await add.getByLabel('角色编码').fill('1abc');
  await expect(add.getByText('角色编码须以字母开头，只含字母、数字和下划线')).toBeVisible();
  await add.getByLabel('角色编码').fill('admin');
  await add.getByLabel('角色编码').blur();
  await expect(add.getByText('该值不可用，系统中已存在！')).toBeVisible();
  await expectAccessible(page);
  await add.getByLabel('角色名称').fill(roleName);
  await add.getByLabel('角色编码').fill(roleCode);
  await add.getByLabel('角色编码').blur();
  await expect(add.getByText('该值不可用，系统中已存在！')).toBeHidden();
  await add.getByLabel('描述').fill('只看职务');
  await add.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('添加成功！').last()).toBeVisible();
  await expect(add).toBeHidden();

  await search(page, roleName);
  await expect(row(page, roleName)).toHaveCount(1);
  await expect(page.getByText(/共 1 条/)).toBeVisible();

  await page.getByRole('button', { name: `编辑“${roleName}”` }).click();
  const edit = page.getByRole('dialog', { name: '编辑' });
  await expect(edit.getByLabel('角色编码')).toHaveValue(roleCode);
  await edit.getByLabel('描述').fill('只看职务列表');
  await edit.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('编辑成功!').last()).toBeVisible();
  await expect(row(page, roleName)).toContainText('只看职务列表');

  // 授权: 系统管理 → 职务管理 → 查看职务; the menus above it are granted with it.
  await page.getByRole('button', { name: `授权“${roleName}”` }).click();
  const drawer = page.getByRole('dialog', { name: '角色权限配置' });
  await expect(drawer.getByRole('treeitem', { name: /首页/ })).toBeVisible();
  await expect(drawer.getByRole('checkbox', { name: /系统管理/ })).not.toBeChecked();
  await drawer.getByRole('button', { name: '展开全部' }).click();
  await expect(drawer.getByRole('treeitem', { name: /查看职务/ })).toBeVisible();
  await expectAccessible(page);
  await drawer.getByLabel('搜索菜单或按钮').fill('查看职务');
  await expect(drawer.getByRole('treeitem')).toHaveCount(3);
  await drawer.getByRole('checkbox', { name: /查看职务/ }).click();
  await expect(drawer.getByRole('checkbox', { name: /查看职务/ })).toBeChecked();
  await expect(drawer.locator('.ant-tree-checkbox-indeterminate')).toHaveCount(2);
  await expectAccessible(page);
  await drawer.getByRole('button', { name: '保存并关闭' }).click();
  await expect(page.getByText('保存成功！').last()).toBeVisible();
  await expect(drawer).toBeHidden();

  // Opened again, it shows what was saved.
  await page.getByRole('button', { name: `授权“${roleName}”` }).click();
  await drawer.getByLabel('搜索菜单或按钮').fill('职务');
  await expect(drawer.getByRole('checkbox', { name: /查看职务/ })).toBeChecked();
  await expect(drawer.getByRole('checkbox', { name: /添加职务/ })).not.toBeChecked();
  await drawer.getByRole('button', { name: /^取\s*消$/ }).click();
  await expect(drawer).toBeHidden();

  // 用户: add the member through the user-selection dialog.
  await page.getByRole('button', { name: `用户“${roleName}”` }).click();
  const users = page.getByRole('dialog', { name: `角色用户 — ${roleName}` });
  await expect(users.locator('.ant-empty-description')).toBeVisible();
  await users.getByRole('button', { name: '添加已有用户' }).click();
  const picker = page.getByRole('dialog', { name: '用户选择' });
  await expect(picker.locator('.ant-table-row').first()).toBeVisible();
  await picker.getByLabel('账号').fill(member.username);
  await picker.getByRole('button', { name: /查\s*询/ }).click();
  await expect(picker.locator('.ant-table-row')).toHaveCount(1);
  await picker.getByRole('cell', { name: member.realname, exact: true }).click();
  await expect(picker.locator('.hcs-record-select__chosen').getByText(member.realname)).toBeVisible();
  await expectAccessible(page);
  await picker.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('添加成功!').last()).toBeVisible();
  await expect(picker).toBeHidden();
  await expect(row(page, member.username, users)).toHaveCount(1);
  await expectAccessible(page);
  await users
    .getByRole('button', { name: /关\s*闭/ })
    .last()
    .click();
  await expect(users).toBeHidden();

  // The member signs in elsewhere and finds 职务管理 in the menu.
  const other = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  try {
    const memberPage = await other.newPage();
    await memberPage.goto('/user/login');
    await loginThroughForm(memberPage, member);
    const menu = memberPage.getByRole('navigation', { name: '主菜单' });
    await menu.getByRole('menuitem', { name: /系统管理/ }).click();
    await expect(menu.getByRole('menuitem', { name: '职务管理' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: '角色管理' })).toHaveCount(0);
  } finally {
    await other.close();
  }

  // 导出 the searched list: the file holds this role.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: /导\s*出/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('角色.xls');
  const file = testInfo.outputPath('角色.xls');
  await download.saveAs(file);

  await page.getByRole('button', { name: `删除“${roleName}”` }).click();
  await confirmPopover(page, '确定删除吗?');
  await expect(page.getByText('删除成功!').last()).toBeVisible();
  await expect(row(page, roleName)).toHaveCount(0);

  // 导入 the exported file: the role is back.
  await page.getByRole('button', { name: /导\s*入/ }).click();
  const importer = page.getByRole('dialog', { name: '导入' });
  await importer.locator('input[type=file]').setInputFiles(file);
  await expectAccessible(page);
  await importer.getByRole('button', { name: '开始上传' }).click();
  await expect(page.getByText(/文件导入成功！数据行数：1/)).toBeVisible();
  await search(page, roleName);
  await expect(row(page, roleName)).toContainText(roleCode);

  await page.getByRole('button', { name: `删除“${roleName}”` }).click();
  await confirmPopover(page, '确定删除吗?');
  await expect(page.getByText('删除成功!').last()).toBeVisible();
  await expect(row(page, roleName)).toHaveCount(0);
});

test('the users of a role can be removed in a batch', async ({ page }) => {
  const tag = randomBytes(3).toString('hex');
  const roleName = `批量移除${tag}`;
  const one = await createUser({
    username: `rolea${tag}`,
    realname: `甲${tag}`,
    password: 'Role-pass-2026',
    role: 'staff',
    departIds: [],
  });
  const two = await createUser({
    username: `roleb${tag}`,
    realname: `乙${tag}`,
    password: 'Role-pass-2026',
    role: 'staff',
    departIds: [],
  });
  await openPage(page);
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const add = page.getByRole('dialog', { name: '新增' });
  await add.getByLabel('角色名称').fill(roleName);
  await add.getByLabel('角色编码').fill(`e2e_batch_${tag}`);
  await add.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('添加成功！').last()).toBeVisible();
  await search(page, roleName);

  await page.getByRole('button', { name: `用户“${roleName}”` }).click();
  const users = page.getByRole('dialog', { name: `角色用户 — ${roleName}` });
  await users.getByRole('button', { name: '添加已有用户' }).click();
  const picker = page.getByRole('dialog', { name: '用户选择' });
  await picker.getByLabel('账号').fill(`role`);
  await picker.getByLabel('姓名').fill(tag);
  await picker.getByRole('button', { name: /查\s*询/ }).click();
  await expect(picker.locator('.ant-table-row')).toHaveCount(2);
  await picker.getByRole('checkbox', { name: `选择 ${one.realname}` }).check();
  await picker.getByRole('checkbox', { name: `选择 ${two.realname}` }).check();
  await picker.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('添加成功!').last()).toBeVisible();
  await expect(users.locator('.ant-table-row')).toHaveCount(2);

  await users.getByRole('checkbox', { name: `选择“${one.realname}”` }).check();
  await users.getByRole('checkbox', { name: `选择“${two.realname}”` }).check();
  await users.getByRole('button', { name: '批量移除' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: '是否移除选中的用户?' });
  await confirm.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('删除成功!').last()).toBeVisible();
  await expect(users.locator('.ant-empty-description')).toBeVisible();
  await users
    .getByRole('button', { name: /关\s*闭/ })
    .last()
    .click();

  await page.getByRole('button', { name: `删除“${roleName}”` }).click();
  await confirmPopover(page, '确定删除吗?');
  await expect(row(page, roleName)).toHaveCount(0);
});

test('the administrator role cannot be deleted', async ({ page }) => {
  await openPage(page);
  await search(page, '管理员');
  await page.getByRole('button', { name: '删除“管理员”' }).click();
  await confirmPopover(page, '确定删除吗?');
  await expect(page.getByText('管理员角色不能删除')).toBeVisible();
  await expect(row(page, '管理员')).toHaveCount(1);
});

test.describe('a staff member', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('sees no 角色管理 and cannot open it', async ({ page }) => {
    await page.goto('/user/login');
    await loginThroughForm(page, STAFF);
    const menu = page.getByRole('navigation', { name: '主菜单' });
    await expect(menu.getByRole('menuitem', { name: /首页/ })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: '角色管理' })).toHaveCount(0);
    await page.goto(PATH);
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { name: '角色管理' })).toHaveCount(0);
  });
});
