import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import * as XLSX from '@e965/xlsx';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { ADMIN_STATE } from '../support/env.ts';
import { cancelTypedForm } from '../support/leaveForm.ts';

test.use({ storageState: ADMIN_STATE });
// Each test walks a whole flow through several dialogs; on a busy machine that takes longer than 30 s.
test.describe.configure({ timeout: 120_000 });

const PATH = '/system/position';

/** A code no other test (or run) uses, so parallel tests never see each other's rows. */
const uniqueCode = (prefix: string) => `${prefix}_${randomBytes(3).toString('hex')}`;

async function openPage(page: Page): Promise<void> {
  await page.goto(PATH);
  await expect(page.getByRole('heading', { name: '职务管理' })).toBeVisible();
  await expect(page.locator('.ant-table-tbody')).toBeVisible();
}

function queryForm(page: Page): Locator {
  return page.getByRole('search', { name: '查询职务' });
}

/** Picks `option` in the antd select labelled `label` (inside `scope`). */
async function choose(page: Page, scope: Locator | Page, label: string, option: string): Promise<void> {
  await scope.getByLabel(label, { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}

async function searchByCode(page: Page, code: string): Promise<void> {
  const form = queryForm(page);
  await form.getByRole('button', { name: /重\s*置/ }).click();
  await form.getByLabel('职务编码').fill(code);
  await form.getByRole('button', { name: /查\s*询/ }).click();
}

function row(page: Page, code: string): Locator {
  return page
    .locator('.ant-table-tbody tr')
    .filter({ has: page.getByRole('cell', { name: code, exact: true }) });
}

async function confirmPopover(page: Page, title: string): Promise<void> {
  await page
    .getByRole('tooltip')
    .filter({ hasText: title })
    .getByRole('button', { name: /确\s*定/ })
    .click();
}

/** Adds a position through the API, as the signed-in admin. */
async function addThroughApi(page: Page, code: string, name: string, postRank: string): Promise<void> {
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('Access-Token') ?? '{}') as { value?: string }).value ?? '',
  );
  const res = await page.request.post('/hcs/sys/position/add', {
    headers: { 'X-Access-Token': token },
    data: { code, name, postRank },
  });
  expect((await res.json()) as { success: boolean }).toMatchObject({ success: true });
}

/** The rows of the first sheet of a workbook file, as text. */
function sheetRows(path: string): string[][] {
  const book = XLSX.read(readFileSync(path), { type: 'buffer' });
  const sheet = book.Sheets[book.SheetNames[0] ?? ''];
  if (!sheet) return [];
  return XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1, raw: false, defval: '' });
}

test('create, find, edit, view, export, import the export back and delete a position', async ({
  page,
}, info) => {
  const code = uniqueCode('ZW');
  const name = `社工督导-${code}`;
  const edited = `${name}-改`;

  await page.goto('/dashboard/analysis');
  await page.getByRole('menuitem', { name: '系统管理' }).click();
  await page.getByRole('menuitem', { name: '职务管理' }).click();
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  for (const header of ['职务编码', '职务名称', '职级', '创建时间', '操作']) {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  await expectAccessible(page);

  // Add: the server's rules, then a valid position.
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const add = page.getByRole('dialog', { name: '新增' });
  await add.getByRole('button', { name: /确\s*定/ }).click();
  const errors = add.locator('.ant-form-item-explain-error');
  await expect(errors).toHaveText(['请输入职务编码', '请输入职务名称', '请选择职级']);
  await add.getByLabel('职务编码').fill('坏 编码');
  await expect(add.getByText('职务编码只能包含字母、数字、下划线和短横线')).toBeVisible();
  await expectAccessible(page);
  await add.getByLabel('职务编码').fill(code);
  await add.getByLabel('职务名称').fill(name);
  await choose(page, add, '职级', '中级');
  await add.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('添加成功！').last()).toBeVisible();
  await expect(add).toBeHidden();

  // The code is checked for uniqueness when the field is left.
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const again = page.getByRole('dialog', { name: '新增' });
  await again.getByLabel('职务编码').fill(code);
  await again.getByLabel('职务名称').click();
  await expect(again.getByText('该值不可用，系统中已存在！')).toBeVisible();
  await cancelTypedForm(page, again);

  await searchByCode(page, code);
  const created = row(page, code);
  await expect(created).toHaveCount(1);
  await expect(created).toContainText(name);
  await expect(created).toContainText('中级');
  await expect(page.getByText('第 1-1 条 / 共 1 条')).toBeVisible();

  await created.getByRole('button', { name: `编辑“${name}”` }).click();
  const edit = page.getByRole('dialog', { name: '编辑' });
  await expect(edit.getByLabel('职务编码')).toHaveValue(code);
  // Its own code is not a duplicate while editing.
  await edit.getByLabel('职务编码').blur();
  await edit.getByLabel('职务名称').fill(edited);
  await choose(page, edit, '职级', '副高级');
  await edit.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('编辑成功!').last()).toBeVisible();
  await expect(created).toContainText(edited);
  await expect(created).toContainText('副高级');

  await created.getByRole('button', { name: `详情“${edited}”` }).click();
  const detail = page.getByRole('dialog', { name: '详细信息' });
  await expect(detail).toContainText(code);
  await expect(detail).toContainText(edited);
  await expect(detail).toContainText('副高级');
  await expectAccessible(page);
  const width = (await detail.boundingBox())?.width ?? 0;
  await detail.getByRole('button', { name: '全屏' }).click();
  await expect(detail.getByRole('button', { name: '退出全屏' })).toBeVisible();
  expect((await detail.boundingBox())?.width ?? 0).toBeGreaterThan(width);
  await detail
    .getByRole('button', { name: /关\s*闭/ })
    .last()
    .click();
  await expect(detail).toBeHidden();

  // Export what the search found: a real .xls named after the page.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: /导\s*出/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('职务.xls');
  const exported = info.outputPath('职务.xls');
  await download.saveAs(exported);
  const rows = sheetRows(exported);
  expect(rows[0]?.[0]).toBe('职务报表');
  expect(rows[1]?.[0]).toBe('导出人:管理员');
  expect(rows[2]).toEqual(['职务编码', '职务名称', '职级']);
  expect(rows.slice(3)).toEqual([[code, edited, '副高级']]);

  await created.getByRole('button', { name: `删除“${edited}”` }).click();
  await confirmPopover(page, '确定删除吗?');
  await expect(page.getByText('删除成功!').last()).toBeVisible();
  await expect(row(page, code)).toHaveCount(0);

  // Import the exported file back.
  await page.getByRole('button', { name: /导\s*入/ }).click();
  const importer = page.getByRole('dialog', { name: '导入' });
  await expect(importer.getByRole('button', { name: '开始上传' })).toBeDisabled();
  await importer.locator('input[type=file]').setInputFiles(exported);
  await expect(importer.getByText('职务.xls')).toBeVisible();
  await expectAccessible(page);
  await importer.getByRole('button', { name: '开始上传' }).click();
  await expect(page.getByText('文件导入成功！数据行数：1')).toBeVisible();
  await expect(importer).toBeHidden();
  await searchByCode(page, code);
  await expect(row(page, code)).toContainText(edited);

  // The same file again: the code is taken, so the server reports an error file.
  await page.getByRole('button', { name: /导\s*入/ }).click();
  await importer.locator('input[type=file]').setInputFiles(exported);
  await importer.getByRole('button', { name: '开始上传' }).click();
  const report = page.getByRole('dialog').filter({ hasText: '导入成功,但是有错误数据!' });
  await expect(report).toContainText('文件导入成功，但有错误。');
  await expectAccessible(page);
  const errorFile = page.waitForEvent('download');
  await report.getByRole('button', { name: '下载错误数据' }).click();
  expect((await errorFile).suggestedFilename()).toBe('导入错误信息.txt');
  await report.getByRole('button', { name: /确\s*定|知道了/ }).click();
  await expect(report).toBeHidden();

  await row(page, code)
    .getByRole('button', { name: `删除“${edited}”` })
    .click();
  await confirmPopover(page, '确定删除吗?');
  await expect(page.getByText('删除成功!').last()).toBeVisible();
  await expect(row(page, code)).toHaveCount(0);
});

test('batch delete shows with a selection and confirms before deleting', async ({ page }) => {
  const prefix = uniqueCode('PL');
  await openPage(page);
  await addThroughApi(page, `${prefix}_1`, `批量一-${prefix}`, '1');
  await addThroughApi(page, `${prefix}_2`, `批量二-${prefix}`, '2');

  await searchByCode(page, prefix);
  await expect(page.getByText('第 1-2 条 / 共 2 条')).toBeVisible();
  await expect(page.getByRole('button', { name: /批量删除/ })).toHaveCount(0);
  await page.getByRole('checkbox', { name: `选择“批量一-${prefix}”` }).check();
  await page.getByRole('checkbox', { name: `选择“批量二-${prefix}”` }).check();
  await expect(page.getByText('已选择 2 项')).toBeVisible();
  await page.getByRole('button', { name: /批量删除/ }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: '确认删除' });
  await expect(confirm).toContainText('是否删除选中数据?');
  await confirm.getByRole('button', { name: /取\s*消/ }).click();
  await expect(page.getByText('已选择 2 项')).toBeVisible();
  await page.getByRole('button', { name: /批量删除/ }).click();
  await confirm.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('批量删除成功!').last()).toBeVisible();
  await expect(row(page, `${prefix}_1`)).toHaveCount(0);
  await expect(row(page, `${prefix}_2`)).toHaveCount(0);
  await expect(page.getByText('已选择 0 项')).toBeVisible();
});

test('the advanced query filters, is saved, loaded, deleted and reset', async ({ page }) => {
  const prefix = uniqueCode('GJ');
  await openPage(page);
  await addThroughApi(page, `${prefix}_a`, `高级甲-${prefix}`, '1');
  await addThroughApi(page, `${prefix}_b`, `高级乙-${prefix}`, '5');
  await page.reload();
  await expect(page.locator('.ant-table-tbody')).toBeVisible();

  const open = page.getByRole('button', { name: /^高级查询/ });
  await open.click();
  const panel = page.getByRole('dialog', { name: '高级查询构造器' });
  await panel.getByRole('button', { name: /^查\s*询$/ }).click();
  await expect(page.getByText('不能查询空条件')).toBeVisible();

  await choose(page, panel, '条件1的字段', '职务编码');
  await choose(page, panel, '条件1的匹配规则', '以..开始');
  await panel.getByLabel('条件1的值').fill(prefix);
  await panel.getByRole('button', { name: '在条件1后添加条件' }).click();
  await choose(page, panel, '条件2的字段', '职级');
  await choose(page, panel, '条件2的匹配规则', '在...中');
  await choose(page, panel, '条件2的值', '员级');
  await choose(page, panel, '条件2的值', '正高级');
  await expectAccessible(page);

  // Save it under a name, then again under the same name (overwrite).
  await panel.getByRole('button', { name: '保存查询条件' }).click();
  const naming = page.getByRole('dialog', { name: '请输入保存的名称' });
  await naming.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('保存名称不能为空')).toBeVisible();
  await expectAccessible(page);
  await naming.getByLabel('保存名称').fill('前缀查询');
  await naming.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await expect(panel.getByRole('button', { name: '前缀查询', exact: true })).toBeVisible();
  await panel.getByRole('button', { name: '保存查询条件' }).click();
  await expect(naming.getByLabel('保存名称')).toHaveValue('前缀查询');
  await naming.getByRole('button', { name: /确\s*定/ }).click();
  const overwrite = page.getByRole('dialog').filter({ hasText: '已存在，是否覆盖？' });
  await overwrite.getByRole('button', { name: /确\s*定/ }).click();
  await expect(overwrite).toBeHidden();

  await panel.getByRole('button', { name: /^查\s*询$/ }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByText('第 1-2 条 / 共 2 条')).toBeVisible();
  await expect(page.getByRole('button', { name: '高级查询（已有高级查询条件生效）' })).toBeVisible();

  // AND with only 员级: one row.
  await open.click();
  await expect(panel.getByLabel('条件1的值')).toHaveValue(prefix);
  await choose(page, panel, '条件2的匹配规则', '等于');
  await expect(panel.locator('.ant-select-selection-item', { hasText: '正高级' })).toHaveCount(0);
  await panel.getByRole('button', { name: /^查\s*询$/ }).click();
  await expect(page.getByText('第 1-1 条 / 共 1 条')).toBeVisible();
  await expect(row(page, `${prefix}_a`)).toHaveCount(1);

  // The saved query is kept for this page, loads back and can be deleted.
  await page.reload();
  await expect(page.locator('.ant-table-tbody')).toBeVisible();
  await open.click();
  await panel.getByRole('button', { name: '前缀查询', exact: true }).click();
  await expect(panel.getByLabel('条件1的值')).toHaveValue(prefix);
  await expect(panel.locator('.ant-select-selection-item', { hasText: '正高级' })).toBeVisible();
  await panel.getByRole('button', { name: '删除查询“前缀查询”' }).click();
  const removing = page.getByRole('dialog').filter({ hasText: '是否删除当前查询？' });
  await removing.getByRole('button', { name: /确\s*定/ }).click();
  await expect(panel.getByRole('button', { name: '前缀查询', exact: true })).toHaveCount(0);

  await panel.getByRole('button', { name: /^查\s*询$/ }).click();
  await expect(page.getByText('第 1-2 条 / 共 2 条')).toBeVisible();
  await open.click();
  await panel.getByRole('button', { name: /重\s*置/ }).click();
  await expect(page.getByRole('button', { name: '高级查询', exact: true })).toBeVisible();
  await panel
    .getByRole('button', { name: /关\s*闭/ })
    .last()
    .click();
  await expect(panel).toBeHidden();
});
