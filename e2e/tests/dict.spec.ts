import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { ADMIN_STATE } from '../support/env.ts';

test.use({ storageState: ADMIN_STATE });
// Several dialogs and a drawer on a busy shared machine.
test.describe.configure({ timeout: 180_000 });

async function searchByCode(page: Page, code: string): Promise<void> {
  const form = page.getByRole('search', { name: '查询数据字典' });
  await form.getByRole('button', { name: /重\s*置/ }).click();
  await form.getByLabel('字典编码').fill(code);
  await form.getByRole('button', { name: /查\s*询/ }).click();
}

function listRow(page: Page, code: string): Locator {
  return page
    .locator('.ant-table-tbody tr.ant-table-row')
    .filter({ has: page.getByRole('cell', { name: code, exact: true }) });
}

async function confirmPopover(page: Page, title: string | RegExp): Promise<void> {
  await page
    .getByRole('tooltip')
    .filter({ hasText: title })
    .getByRole('button', { name: /确\s*定/ })
    .click();
}

/** The values of one input column of the grid, top to bottom. */
const columnValues = (grid: Locator, title: string) =>
  grid
    .getByRole('textbox', { name: new RegExp(`^${title} 第\\d+行$`) })
    .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));

test('create a dictionary, edit its items in the grid, disable, delete and restore it', async ({ page }) => {
  const stamp = Date.now();
  const name = `走访方式${stamp}`;
  const code = `e2e_visit_${stamp}`;

  await page.goto('/dashboard/analysis');
  await page.getByRole('menuitem', { name: '系统管理' }).click();
  await page.getByRole('menuitem', { name: '字典管理' }).click();
  await expect(page).toHaveURL(/\/system\/dict$/);
  for (const header of ['字典名称', '字典编码', '描述', '状态', '操作']) {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/dict-list.png', fullPage: true });

  // 新增: a taken code and a table-dictionary code are refused by the form, a new plain one is saved.
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const add = page.getByRole('dialog', { name: '新增' });
  await add.getByLabel('字典名称').fill(name);
  await add.getByLabel('字典编码').fill('sex');
  await add.getByLabel('字典编码').blur();
  await expect(add.getByText('该值不可用，系统中已存在！')).toBeVisible();
  await add.getByLabel('字典编码').fill('sys_user,realname,username');
  await expect(
    add.getByText('字典编码不能包含逗号，表字典（表名,显示字段,存储字段）无需在此添加'),
  ).toBeVisible();
  await expectAccessible(page);
  await add.getByLabel('字典编码').fill(code);
  await add.getByLabel('描述').fill('走访服务对象的方式');
  await add.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('保存成功！').last()).toBeVisible();
  await expect(add).toBeHidden();

  await searchByCode(page, code);
  const row = listRow(page, code);
  await expect(row).toContainText(name);
  await expect(row).toContainText('启用');

  // 字典配置: two items in the grid; an empty value is refused at its cell.
  await row.getByRole('button', { name: `字典配置“${name}”` }).click();
  const drawer = page.getByRole('dialog', { name: `字典配置：${name}` });
  const grid = drawer.getByRole('grid', { name: '字典项' });
  await expect(drawer.locator('.ant-empty-description')).toHaveText('暂无数据');
  await drawer.getByRole('button', { name: /^plus 新\s*增$/ }).click();
  await drawer.getByRole('button', { name: /^plus 新\s*增$/ }).click();
  await grid.getByRole('textbox', { name: '名称 第1行' }).fill('上门走访');
  await grid.getByRole('textbox', { name: '数据值 第1行' }).fill('home');
  await grid.getByRole('textbox', { name: '名称 第2行' }).fill('电话');
  await expect(grid.getByRole('textbox', { name: '排序 第2行' })).toHaveValue('2');
  await drawer.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('有 1 处校验未通过')).toBeVisible();
  const invalid = grid.locator('td.hcs-grid__cell--invalid');
  await expect(invalid).toHaveCount(1);
  await invalid.hover();
  await expect(page.getByRole('tooltip').filter({ hasText: '数据值不能为空' })).toBeVisible();
  await drawer.screenshot({ path: '/tmp/dict-invalid.png' });
  await grid.getByRole('textbox', { name: '数据值 第2行' }).fill('phone');
  await expect(invalid).toHaveCount(0);

  // 上移 puts 电话 first and renumbers 排序.
  await grid.getByRole('checkbox', { name: '选择第2行' }).check();
  await drawer.getByRole('button', { name: /上\s*移/ }).click();
  await expect.poll(() => columnValues(grid, '名称')).toEqual(['电话', '上门走访']);
  await expect(grid.getByRole('textbox', { name: '排序 第1行' })).toHaveValue('1');
  await expect(grid.getByRole('textbox', { name: '排序 第2行' })).toHaveValue('2');
  await drawer.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('保存成功！').last()).toBeVisible();

  // The dictionary widget shows the saved items at once, in their order.
  const preview = drawer.getByRole('radiogroup', { name: '效果预览' });
  await expect(preview.getByRole('radio')).toHaveCount(2);
  await expect(preview).toContainText('电话');
  await expect(preview).toContainText('上门走访');
  await expectAccessible(page);
  await drawer.screenshot({ path: '/tmp/dict-items.png' });

  // Edit an item: its new text reaches the widget after 保存.
  await grid.getByRole('textbox', { name: '名称 第1行' }).fill('电话回访');
  await drawer.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('保存成功！').first()).toBeVisible();
  await expect(preview.getByRole('radio', { name: '电话回访' })).toHaveCount(1);
  await expect(preview.getByRole('radio', { name: '电话', exact: true })).toHaveCount(0);
  await expect.poll(() => columnValues(grid, '名称')).toEqual(['电话回访', '上门走访']);
  await drawer
    .locator('.ant-drawer-footer')
    .getByRole('button', { name: /关\s*闭/ })
    .click();
  await expect(drawer).toBeHidden();

  // 停用: the widget no longer offers its items.
  await row.getByRole('button', { name: `停用“${name}”` }).click();
  await confirmPopover(page, '确定停用吗?');
  await expect(page.getByText('停用成功!').last()).toBeVisible();
  await expect(row).toContainText('停用');
  await row.getByRole('button', { name: `字典配置“${name}”` }).click();
  await expect(grid.getByRole('textbox', { name: '名称 第1行' })).toHaveValue('电话回访');
  await expect(preview.getByRole('radio')).toHaveCount(0);
  await drawer
    .locator('.ant-drawer-footer')
    .getByRole('button', { name: /关\s*闭/ })
    .click();
  await row.getByRole('button', { name: `启用“${name}”` }).click();
  await confirmPopover(page, '确定启用吗?');
  await expect(page.getByText('启用成功!').last()).toBeVisible();

  // 删除 → 回收站 → 还原.
  await row.getByRole('button', { name: `删除“${name}”` }).click();
  await confirmPopover(page, '确定删除吗?');
  await expect(page.getByText('删除成功!').last()).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.getByRole('button', { name: '回收站' }).click();
  const bin = page.getByRole('dialog', { name: '字典回收站' });
  await expect(bin.getByRole('cell', { name: code, exact: true })).toBeVisible();
  await expectAccessible(page);
  await bin.screenshot({ path: '/tmp/dict-bin.png' });
  await bin.getByRole('button', { name: `还原“${name}”` }).click();
  await expect(page.getByText('还原成功!').last()).toBeVisible();
  await expect(bin.getByRole('cell', { name: code, exact: true })).toHaveCount(0);
  await bin
    .locator('.ant-modal-footer')
    .getByRole('button', { name: /关\s*闭/ })
    .click();
  await expect(row).toContainText(name);
  await row.getByRole('button', { name: `字典配置“${name}”` }).click();
  await expect(preview.getByRole('radio')).toHaveCount(2);
});
