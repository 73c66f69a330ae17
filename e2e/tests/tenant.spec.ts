import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import * as XLSX from '@e965/xlsx';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { ADMIN_STATE } from '../support/env.ts';
import { cancelTypedForm } from '../support/leaveForm.ts';

test.use({ storageState: ADMIN_STATE });
// The flow walks through several dialogs and files; on a busy shared machine that takes minutes.
test.describe.configure({ timeout: 180_000 });

const PATH = '/system/tenant';

function queryForm(page: Page): Locator {
  return page.getByRole('search', { name: '查询租户' });
}

async function searchByName(page: Page, name: string): Promise<void> {
  const form = queryForm(page);
  await form.getByRole('button', { name: /重\s*置/ }).click();
  await form.getByLabel('租户名称').fill(name);
  await form.getByRole('button', { name: /查\s*询/ }).click();
}

function row(page: Page, id: number): Locator {
  return page
    .locator('.ant-table-tbody tr.ant-table-row')
    .filter({ has: page.getByRole('cell', { name: String(id), exact: true }) });
}

/** Picks `option` in the antd select labelled `label` (inside `scope`). */
async function choose(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  await scope.getByLabel(label, { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}

/** Types a date into an antd date picker and confirms it. */
async function pickDate(scope: Locator, label: string, date: string): Promise<void> {
  const input = scope.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(date);
  await input.press('Enter');
  await expect(input).toHaveValue(date);
}

async function confirmPopover(page: Page, title: string): Promise<void> {
  await page
    .getByRole('tooltip')
    .filter({ hasText: title })
    .getByRole('button', { name: /确\s*定/ })
    .click();
}

/** The rows of the first sheet of a workbook file, as text. */
function sheetRows(path: string): string[][] {
  const book = XLSX.read(readFileSync(path), { type: 'buffer' });
  const sheet = book.Sheets[book.SheetNames[0] ?? ''];
  if (!sheet) return [];
  return XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1, raw: false, defval: '' });
}

async function importFile(page: Page, path: string): Promise<Locator> {
  await page.getByRole('button', { name: /导\s*入/ }).click();
  const importer = page.getByRole('dialog', { name: '导入' });
  await importer.locator('input[type=file]').setInputFiles(path);
  await importer.getByRole('button', { name: '开始上传' }).click();
  return importer;
}

test('create, find, edit, view, export, import back and delete a tenant', async ({ page }, info) => {
  // A tenant number no other run uses (the server refuses a taken one).
  const id = randomInt(10_000_000, 999_999_999);
  const name = `测试租户-${id}`;
  const edited = `${name}-改`;

  await page.goto('/dashboard/analysis');
  await page.getByRole('menuitem', { name: '系统管理' }).click();
  await page.getByRole('menuitem', { name: '租户管理' }).click();
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  for (const header of ['租户名称', '租户编号', '开始时间', '结束时间', '状态', '操作']) {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('cell', { name: '助残服务中心', exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: info.outputPath('tenant-list.png'), fullPage: true });

  // Add: the server's rules first, then a valid tenant.
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const add = page.getByRole('dialog', { name: '新增' });
  await expect(add.getByLabel('状态')).toBeVisible();
  await add.getByRole('button', { name: /确\s*定/ }).click();
  await expect(add.locator('.ant-form-item-explain-error')).toHaveText(['请输入租户名称', '请输入租户编号']);
  await add.getByLabel('租户名称').fill(name);
  await add.getByLabel('租户编号').fill(String(id));
  await pickDate(add, '开始时间', '2026-03-01');
  await pickDate(add, '结束时间', '2026-02-01');
  await expect(add.getByText('结束日期不能早于开始日期')).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: info.outputPath('tenant-add.png') });
  await pickDate(add, '结束时间', '2027-02-28');
  await expect(add.getByText('结束日期不能早于开始日期')).toBeHidden();
  await add.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('添加成功！').last()).toBeVisible();
  await expect(add).toBeHidden();

  // The same number again is refused by the server.
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const again = page.getByRole('dialog', { name: '新增' });
  await again.getByLabel('租户名称').fill(`${name}-重复`);
  await again.getByLabel('租户编号').fill(String(id));
  await again.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText(`租户编号已存在: ${id}`)).toBeVisible();
  await cancelTypedForm(page, again);

  await searchByName(page, name);
  const created = row(page, id);
  await expect(created).toHaveCount(1);
  await expect(created).toContainText(name);
  await expect(created).toContainText('2026-03-01');
  await expect(created).toContainText('2027-02-28');
  await expect(created).toContainText('正常');
  await expect(page.getByText('第 1-1 条 / 共 1 条')).toBeVisible();

  // Edit: the number stays, name and status change.
  await created.getByRole('button', { name: `编辑“${name}”` }).click();
  const edit = page.getByRole('dialog', { name: '编辑' });
  await expect(edit.getByLabel('租户编号')).toHaveValue(String(id));
  await expect(edit.getByLabel('租户编号')).toBeDisabled();
  await expect(edit.getByLabel('开始时间')).toHaveValue('2026-03-01');
  await edit.getByLabel('租户名称').fill(edited);
  await choose(page, edit, '状态', '冻结');
  await expectAccessible(page);
  await edit.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('编辑成功!').last()).toBeVisible();
  await expect(created).toContainText(edited);
  await expect(created).toContainText('冻结');

  await created.getByRole('button', { name: `详情“${edited}”` }).click();
  const detail = page.getByRole('dialog', { name: '详细信息' });
  for (const text of [String(id), edited, '2026-03-01', '2027-02-28', '冻结']) {
    await expect(detail).toContainText(text);
  }
  await expectAccessible(page);
  await detail
    .getByRole('button', { name: /关\s*闭/ })
    .last()
    .click();
  await expect(detail).toBeHidden();

  // Export what the search found.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: /导\s*出/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('租户.xls');
  const exported = info.outputPath('租户.xls');
  await download.saveAs(exported);
  const rows = sheetRows(exported);
  expect(rows[0]?.[0]).toBe('租户报表');
  expect(rows[1]?.[0]).toBe('导出人:管理员');
  // The columns of the list, in its order.
  expect(rows[2]).toEqual(['租户名称', '租户编号', '开始时间', '结束时间', '状态']);
  expect(rows.slice(3)).toEqual([[edited, String(id), '2026-03-01', '2027-02-28', '冻结']]);

  // Importing it back while the tenant exists: its number is taken, so the row is refused with an error file.
  const importer = await importFile(page, exported);
  const report = page.getByRole('dialog').filter({ hasText: '导入成功,但是有错误数据!' });
  await expect(report).toContainText('文件导入成功，但有错误。');
  await expect(report).toContainText('总上传行数：1，已导入行数：0，错误行数：1');
  await expectAccessible(page);
  await page.screenshot({ path: info.outputPath('tenant-import-errors.png') });
  const errorFile = page.waitForEvent('download');
  await report.getByRole('button', { name: '下载错误数据' }).click();
  const errors = await errorFile;
  expect(errors.suggestedFilename()).toBe('导入错误信息.txt');
  const errorPath = info.outputPath('导入错误信息.txt');
  await errors.saveAs(errorPath);
  expect(readFileSync(errorPath, 'utf8').trim()).toBe(`第 4 行：租户编号已存在: ${id}`);
  await report.getByRole('button', { name: /确\s*定|知道了/ }).click();
  await expect(report).toBeHidden();
  await expect(importer).toBeHidden();

  // Delete it; the same file then brings it back whole.
  await created.getByRole('button', { name: `删除“${edited}”` }).click();
  await confirmPopover(page, '确定删除吗?');
  await expect(page.getByText('删除成功!').last()).toBeVisible();
  await expect(row(page, id)).toHaveCount(0);
  await importFile(page, exported);
  await expect(page.getByText('文件导入成功！数据行数：1')).toBeVisible();
  await searchByName(page, name);
  await expect(row(page, id)).toContainText(edited);
  await expect(row(page, id)).toContainText('冻结');
  await expect(row(page, id)).toContainText('2027-02-28');

  // Batch delete (the only row selected).
  await page.getByRole('checkbox', { name: `选择“${edited}”` }).check();
  await page.getByRole('button', { name: /批量删除/ }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: '确认删除' });
  await expect(confirm).toContainText('是否删除选中数据?');
  await confirm.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('批量删除成功!').last()).toBeVisible();
  await expect(row(page, id)).toHaveCount(0);
});

test('the tenant the admin works in cannot be deleted', async ({ page }) => {
  await page.goto(PATH);
  await queryForm(page).getByLabel('租户编号').fill('1');
  await queryForm(page)
    .getByRole('button', { name: /查\s*询/ })
    .click();
  const own = row(page, 1);
  await expect(own).toContainText('助残服务中心');
  await expect(page.getByText('第 1-1 条 / 共 1 条')).toBeVisible();
  await own.getByRole('button', { name: '删除“助残服务中心”' }).click();
  await confirmPopover(page, '确定删除吗?');
  await expect(page.getByText('不能删除当前所在的租户')).toBeVisible();
  await expect(own).toHaveCount(1);
});
