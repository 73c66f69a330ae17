import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import * as XLSX from '@e965/xlsx';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { ADMIN_STATE, STAFF } from '../support/env.ts';
import { loginThroughForm } from '../support/login.ts';

test.use({ storageState: ADMIN_STATE });
// The flow walks through two drawers, a modal, an export and two imports; a busy machine needs time.
test.describe.configure({ timeout: 240_000 });

const PATH = '/system/permission';

async function openPage(page: Page): Promise<void> {
  await page.goto(PATH);
  await expect(page.getByRole('heading', { name: '菜单管理' })).toBeVisible();
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
}

const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** The table row with a cell reading `name` (a tree row's expand button adds no text). */
function row(page: Page, name: string, scope: Page | Locator = page): Locator {
  return scope
    .locator('.ant-table-row')
    .filter({ has: page.locator('td').filter({ hasText: exactly(name) }) });
}

async function search(page: Page, name: string): Promise<void> {
  const form = page.getByRole('search', { name: '查询菜单' });
  await form.getByRole('button', { name: /重\s*置/ }).click();
  await form.getByLabel('菜单名称').fill(name);
  await form.getByRole('button', { name: /查\s*询/ }).click();
}

/** Picks `option` in the open antd select / tree-select dropdown. */
async function pick(page: Page, option: string): Promise<void> {
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}

async function more(page: Page, name: string, action: string): Promise<void> {
  await page.getByRole('button', { name: `更多操作“${name}”` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

function sideMenu(page: Page): Locator {
  return page.getByRole('navigation', { name: '主菜单' });
}

function sheetRows(path: string): string[][] {
  const book = XLSX.read(readFileSync(path), { type: 'buffer' });
  const sheet = book.Sheets[book.SheetNames[0] ?? ''];
  if (!sheet) return [];
  return XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1, raw: false, defval: '' });
}

async function importFile(page: Page, file: string): Promise<void> {
  await page.getByRole('button', { name: /导\s*入/ }).click();
  const importer = page.getByRole('dialog', { name: '导入', exact: true });
  await importer.locator('input[type=file]').setInputFiles(file);
  await importer.getByRole('button', { name: '开始上传' }).click();
  await expect(importer).toBeHidden();
}

async function closeImportReport(page: Page, summary: string): Promise<void> {
  const report = page.getByRole('dialog').filter({ hasText: '导入成功,但是有错误数据!' });
  await expect(report).toContainText('文件导入成功，但有错误。');
  await expect(report).toContainText(summary);
  await report.getByRole('button', { name: /确\s*定|知道了/ }).click();
  await expect(report).toBeHidden();
}

test('a menu: add, see it in the side menu, edit, give it a button and data rules, export, import, delete', async ({
  page,
}, testInfo) => {
  const tag = randomBytes(3).toString('hex');
  const name = `随访记录${tag}`;
  const edited = `随访档案${tag}`;
  const buttonName = `查看随访${tag}`;
  const perms = `e2e:${tag}:list`;
  const url = `/system/e2e-${tag}`;

  await openPage(page);
  for (const header of ['菜单名称', '菜单类型', '图标', '组件', '路径', '排序', '操作']) {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  await expect(row(page, '系统管理')).toContainText('一级菜单');
  await expectAccessible(page);

  // 新增菜单: the required fields of a menu, then a sub-menu under 系统管理.
  await page.getByRole('button', { name: '新增菜单' }).click();
  const add = page.getByRole('dialog', { name: '新增菜单' });
  await add.getByRole('button', { name: /确\s*定/ }).click();
  await expect(add.getByText('请输入菜单名称!')).toBeVisible();
  await expect(add.getByText('请输入访问路径!')).toBeVisible();
  await expect(add.getByText('请输入前端组件!')).toBeVisible();
  await expect(add.getByLabel('上级菜单')).toHaveCount(0);
  await add.getByRole('radio', { name: '子菜单' }).check();
  await add.getByRole('button', { name: /确\s*定/ }).click();
  await expect(add.getByText('请选择上级菜单!')).toBeVisible();
  await add.getByLabel('菜单名称').fill(name);
  await add.getByLabel('上级菜单').click();
  // Searched, as a user with a long menu would: the tree's list is virtual, so a far entry is not rendered.
  await page.keyboard.type('系统管理');
  await pick(page, '系统管理');
  await add.getByLabel('访问路径').fill(url);
  await add.getByLabel('前端组件').fill('system/UserList');
  await add.getByLabel('菜单图标').fill('medicine');
  await expect(page.getByRole('option', { name: 'medicine-box' })).toBeAttached();
  await expect(
    page.locator('.ant-select-dropdown:visible').getByText('medicine-box', { exact: true }).last(),
  ).toBeVisible();
  await add.getByLabel('菜单图标').press('Enter');
  await add.getByLabel('排序').fill('99');
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('menu-drawer.png') });
  await add.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('添加成功！').last()).toBeVisible();
  await expect(add).toBeHidden();

  // It is in the side menu after a reload, and its page opens.
  await page.reload();
  const entry = sideMenu(page).getByRole('menuitem', { name: new RegExp(name) });
  await expect(entry).toBeVisible();
  await entry.click();
  await expect(page).toHaveURL(new RegExp(`${url}$`));
  await expect(page.getByRole('heading', { name })).toBeVisible();

  // Search by name (a part of it): the menu with its parent, opened.
  await openPage(page);
  await search(page, tag);
  await expect(page.locator('.ant-table-row')).toHaveCount(2);
  await expect(row(page, name)).toContainText('子菜单');
  await expect(row(page, name)).toContainText(url);
  await expect(row(page, name).getByRole('img', { name: 'medicine-box' })).toBeVisible();

  // 编辑: the drawer shows what was saved; a taken path is refused at its field.
  await page.getByRole('button', { name: `编辑“${name}”` }).click();
  const edit = page.getByRole('dialog', { name: '编辑菜单' });
  await expect(edit.getByLabel('访问路径')).toHaveValue(url);
  await expect(edit.getByRole('radio', { name: '子菜单' })).toBeChecked();
  await edit.getByLabel('访问路径').fill('/system/user');
  await edit.getByRole('button', { name: /确\s*定/ }).click();
  await expect(edit.getByText('访问路径已存在')).toBeVisible();
  await edit.getByLabel('访问路径').fill(url);
  await edit.getByLabel('菜单名称').fill(edited);
  await edit.getByRole('switch', { name: '是否缓存路由' }).click();
  await expect(edit.getByRole('switch', { name: '是否缓存路由' })).toBeChecked();
  await edit.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('编辑成功!').last()).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(row(page, edited)).toBeVisible();

  // 添加下级: a button; its code must be new.
  await more(page, edited, '添加下级');
  const child = page.getByRole('dialog', { name: '添加下级' });
  await child.getByRole('radio', { name: '按钮/权限' }).check();
  await expect(child.getByLabel('访问路径')).toHaveCount(0);
  await expect(child.getByLabel('上级菜单')).toBeVisible();
  await child.getByRole('button', { name: /确\s*定/ }).click();
  await expect(child.getByText('请输入按钮/权限名称!')).toBeVisible();
  await expect(child.getByText('请输入授权标识!')).toBeVisible();
  await child.getByRole('textbox', { name: '按钮/权限' }).fill(buttonName);
  await child.getByLabel('授权标识').fill('system:user:add');
  await expect(child.getByRole('radio', { name: '可见/可访问' })).toBeChecked();
  await expect(child.getByRole('radio', { name: '有效' })).toBeChecked();
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('button-drawer.png') });
  await child.getByRole('button', { name: /确\s*定/ }).click();
  await expect(child.getByText('授权标识已存在')).toBeVisible();
  await child.getByLabel('授权标识').fill(perms);
  await child.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('添加成功！').last()).toBeVisible();
  await expect(child).toBeHidden();
  await expect(row(page, buttonName)).toContainText('按钮/权限');
  await page.screenshot({ path: testInfo.outputPath('tree.png') });

  // 数据规则: add (the column must be one of the user list's), edit, query and delete.
  // By keyboard: 更多 opens its menu with the focus in it.
  await page.getByRole('button', { name: `更多操作“${edited}”` }).press('Enter');
  await expect(page.getByRole('menuitem', { name: '添加下级' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: '数据规则' })).toBeFocused();
  await page.keyboard.press('Enter');
  const rules = page.getByRole('dialog', { name: `数据规则 — ${edited}` });
  await expect(rules.locator('.ant-empty')).toBeVisible();
  await rules.getByRole('button', { name: '新增规则' }).click();
  const ruleForm = page.getByRole('dialog', { name: '新增数据规则' });
  await ruleForm.getByRole('button', { name: /确\s*定/ }).click();
  await expect(ruleForm.getByText('请输入规则名称!')).toBeVisible();
  await expect(ruleForm.getByText('请选择条件!')).toBeVisible();
  await expect(ruleForm.getByText('#{sys_org_code}')).toBeVisible();
  await expect(ruleForm.getByText('当前登录用户账号')).toBeVisible();
  await ruleForm.getByLabel('规则名称').fill('本部门');
  await ruleForm.getByLabel('规则字段').fill('nope');
  await ruleForm.getByLabel('条件').click();
  await pick(page, '右模糊');
  await ruleForm.getByLabel('规则值').fill('#{sys_org_code}');
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('rule-modal.png') });
  await ruleForm.getByRole('button', { name: /确\s*定/ }).click();
  await expect(ruleForm.getByText('规则字段不存在：nope')).toBeVisible();
  await ruleForm.getByLabel('规则字段').fill('orgCode');
  await ruleForm.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('添加成功！').last()).toBeVisible();
  await expect(ruleForm).toBeHidden();
  const rule = row(page, '本部门', rules);
  await expect(rule).toContainText('orgCode');
  await expect(rule).toContainText('右模糊');
  await expect(rule).toContainText('#{sys_org_code}');
  await expect(rule).toContainText('有效');
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('rule-drawer.png') });

  await rules.getByRole('button', { name: '编辑“本部门”' }).click();
  const ruleEdit = page.getByRole('dialog', { name: '编辑数据规则' });
  await expect(ruleEdit.getByLabel('规则字段')).toHaveValue('orgCode');
  await ruleEdit.getByRole('radio', { name: '无效' }).check();
  await ruleEdit.getByRole('button', { name: /确\s*定/ }).click();
  await expect(ruleEdit).toBeHidden();
  await expect(rule).toContainText('无效');

  await rules.getByLabel('规则名称').fill('没有这条');
  await rules.getByRole('button', { name: /查\s*询/ }).click();
  await expect(rule).toHaveCount(0);
  await rules.getByRole('button', { name: /重\s*置/ }).click();
  await expect(rule).toBeVisible();
  await rules.getByRole('button', { name: '删除“本部门”' }).click();
  await page
    .getByRole('tooltip')
    .filter({ hasText: '确定删除吗?' })
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.getByText('删除成功!').last()).toBeVisible();
  await expect(rule).toHaveCount(0);
  await rules.getByRole('button', { name: '关闭数据规则' }).click();
  await expect(rules).toBeHidden();

  // 导出 what the search finds: 系统管理, the menu and its button, parents first.
  await search(page, tag);
  await expect(page.locator('.ant-table-row')).toHaveCount(3);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: /导\s*出/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('菜单.xls');
  const file = testInfo.outputPath('菜单.xls');
  await download.saveAs(file);
  const sheet = sheetRows(file);
  expect(sheet[0]?.[0]).toBe('菜单报表');
  expect(sheet[1]?.[0]).toBe('导出人:管理员');
  expect(sheet.slice(3).map((r) => r.slice(0, 3))).toEqual([
    ['系统管理', '一级菜单', ''],
    [edited, '子菜单', '系统管理'],
    [buttonName, '按钮/权限', edited],
  ]);
  expect(sheet[4]?.slice(4, 6)).toEqual([url, 'system/UserList']);
  expect(sheet[5]?.[10]).toBe(perms);

  // 导入 the export back: every row exists already (path / code taken), so all three are reported.
  await importFile(page, file);
  await closeImportReport(page, '总上传行数：3，已导入行数：0，错误行数：3');

  // 删除 (with everything below it): gone from the list and from the side menu.
  await more(page, edited, '删除');
  const confirm = page.getByRole('dialog').filter({ hasText: '确定删除吗?' });
  await expect(confirm).toContainText('将同时删除');
  await confirm.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('删除成功!').last()).toBeVisible();
  await expect(row(page, edited)).toHaveCount(0);
  await expect(row(page, buttonName)).toHaveCount(0);

  // Imported again, the menu and its button come back (系统管理's path is still taken).
  await importFile(page, file);
  await closeImportReport(page, '总上传行数：3，已导入行数：2，错误行数：1');
  await search(page, tag);
  await expect(row(page, edited)).toBeVisible();
  await expect(row(page, buttonName)).toBeVisible();

  // Batch delete needs a selection and confirms first.
  await expect(page.getByRole('button', { name: /批量删除/ })).toHaveCount(0);
  await page.getByRole('checkbox', { name: `选择“${edited}”` }).check();
  await page.getByRole('button', { name: /批量删除/ }).click();
  const batch = page.getByRole('dialog').filter({ hasText: '确认删除' });
  await expect(batch).toContainText('是否删除选中数据?');
  await batch.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('批量删除成功!').last()).toBeVisible();
  await expect(row(page, edited)).toHaveCount(0);

  await page.reload();
  await expect(sideMenu(page).getByRole('menuitem', { name: '菜单管理' })).toBeVisible();
  await expect(sideMenu(page).getByRole('menuitem', { name: new RegExp(edited) })).toHaveCount(0);
});

test('a staff member has no 菜单管理 and cannot open it', async ({ browser }) => {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  try {
    const page = await context.newPage();
    await page.goto('/user/login');
    await loginThroughForm(page, STAFF);
    await expect(sideMenu(page)).toBeVisible();
    await expect(sideMenu(page).getByRole('menuitem', { name: '菜单管理' })).toHaveCount(0);
    await page.goto(PATH);
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByText('抱歉，你访问的页面不存在')).toBeVisible();
  } finally {
    await context.close();
  }
});
