import { randomBytes } from 'node:crypto';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { ADMIN_STATE } from '../support/env.ts';

test.use({ storageState: ADMIN_STATE, viewport: { width: 1366, height: 768 }, actionTimeout: 20_000 });
test.describe.configure({ timeout: 300_000 });

const tag = randomBytes(3).toString('hex');
const MAIN = `e2e_ord_${tag}`;
const MAIN_TXT = `订单${tag}`;
const SUB = `e2e_item_${tag}`;
const SUB_TXT = `订单明细${tag}`;

const cell = (grid: Locator, column: string, row: number) =>
  grid.getByLabel(`${column} 第${row}行`, { exact: true });

/** Picks an option of an antd select (a grid cell's or a form's). */
async function choose(page: Page, select: Locator, option: string) {
  await select.click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .getByText(option, { exact: true })
    .click();
}

async function openDesigner(page: Page, title: string | null) {
  if (title === null)
    await page
      .getByRole('button', { name: /新\s*增/ })
      .first()
      .click();
  else await page.getByRole('button', { name: `编辑“${title}”` }).click();
  const drawer = page.getByRole('dialog', { name: title === null ? '新增表单' : `编辑表单“${title}”` });
  await expect(drawer.getByRole('grid', { name: '字段数据库属性' })).toBeVisible();
  return drawer;
}

const tabGrid = async (drawer: Locator, tab: string) => {
  await drawer.getByRole('tab', { name: tab }).click();
  const grid = drawer.getByRole('grid', { name: `字段${tab}` });
  await expect(grid).toBeVisible();
  return grid;
};

async function addField(drawer: Locator, row: number, name: string, txt: string) {
  const grid = drawer.getByRole('grid', { name: '字段数据库属性' });
  await drawer.getByRole('button', { name: /新\s*增/ }).click();
  await cell(grid, '字段名', row).fill(name);
  await cell(grid, '字段备注', row).fill(txt);
  return grid;
}

async function save(page: Page, drawer: Locator, message: RegExp) {
  await drawer.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText(message).last()).toBeVisible();
  await expect(drawer).toBeHidden();
}

async function synchronise(page: Page, title: string, destructive: RegExp | null) {
  await page.getByRole('button', { name: `同步数据库“${title}”` }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^同步数据库：${title}`) });
  const sync = dialog.getByRole('button', { name: /同\s*步/ });
  if (destructive) {
    const acknowledge = dialog.getByRole('checkbox', { name: destructive });
    await expect(acknowledge).toBeVisible();
    await expect(sync).toBeDisabled();
    await expectAccessible(page, '.ant-modal-wrap');
    await acknowledge.check();
  }
  await expect(sync).toBeEnabled();
  await sync.click();
  await expect(page.getByText('同步数据库成功!').last()).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('已同步')).toBeVisible();
}

test('表单开发: design a main form with a sub form, synchronise, change a field, synchronise again, compare versions', async ({
  page,
}) => {
  await page.goto('/online/cgform');
  await expect(page.getByRole('button', { name: /新\s*增/ }).first()).toBeVisible({ timeout: 60_000 });
  await expectAccessible(page);

  // The main form: a required code with a preset, a dictionary select and a date.
  let drawer = await openDesigner(page, null);
  await drawer.getByLabel('表名', { exact: true }).fill(MAIN);
  await drawer.getByLabel('表描述', { exact: true }).fill(MAIN_TXT);
  await choose(page, drawer.getByLabel('表类型', { exact: true }), '主表');
  let grid = await addField(drawer, 1, 'order_no', '单号');
  await cell(grid, '长度', 1).fill('32');
  await addField(drawer, 2, 'sex', '性别');
  await cell(grid, '长度', 2).fill('2');
  await addField(drawer, 3, 'order_date', '下单日期');
  await choose(page, cell(grid, '字段类型', 3), 'Date');
  await expectAccessible(page, '.hcs-cgform-drawer');

  grid = await tabGrid(drawer, '页面属性');
  await choose(page, cell(grid, '控件类型', 2), '下拉框');
  await choose(page, cell(grid, '控件类型', 3), '日期');
  await cell(grid, '是否查询', 1).check();
  grid = await tabGrid(drawer, '校验字段');
  await choose(page, cell(grid, '校验规则', 1), '英文字母');
  await cell(grid, '是否必填', 1).check();
  grid = await tabGrid(drawer, '字典');
  await cell(grid, '字典Code', 2).fill('sex');
  // What was typed on the first tab is still there.
  grid = await tabGrid(drawer, '数据库属性');
  await expect(cell(grid, '字段名', 3)).toHaveValue('order_date');
  await save(page, drawer, /添加成功/);
  await expect(page.getByRole('row').filter({ hasText: MAIN_TXT }).getByText('未同步')).toBeVisible();

  // The sub form: its foreign key names the main form.
  drawer = await openDesigner(page, null);
  await drawer.getByLabel('表名', { exact: true }).fill(SUB);
  await drawer.getByLabel('表描述', { exact: true }).fill(SUB_TXT);
  await choose(page, drawer.getByLabel('表类型', { exact: true }), '附表');
  await drawer.getByLabel('一对多').check();
  grid = await addField(drawer, 1, 'order_id', '订单');
  await addField(drawer, 2, 'item_name', '品名');
  grid = await tabGrid(drawer, '外键');
  await cell(grid, '主表名', 1).fill(MAIN);
  await cell(grid, '主表字段', 1).fill('id');
  await save(page, drawer, /添加成功/);

  // The main form lists it as its sub table.
  drawer = await openDesigner(page, MAIN_TXT);
  await expect(drawer.getByLabel('表名', { exact: true })).toBeDisabled();
  await drawer.getByLabel('附表', { exact: true }).fill(SUB);
  await save(page, drawer, /编辑成功/);

  await synchronise(page, MAIN_TXT, null);
  await synchronise(page, SUB_TXT, null);

  // A change: a new field, and the code narrowed, which needs its loss acknowledged.
  drawer = await openDesigner(page, MAIN_TXT);
  grid = drawer.getByRole('grid', { name: '字段数据库属性' });
  await expect(cell(grid, '字段名', 1)).toHaveValue('order_no');
  await cell(grid, '长度', 1).fill('16');
  await addField(drawer, 4, 'remark', '备注');
  await cell(grid, '长度', 4).fill('100');
  await save(page, drawer, /编辑成功/);
  await expect(page.getByRole('row').filter({ hasText: MAIN_TXT }).getByText('未同步')).toBeVisible();
  await synchronise(page, MAIN_TXT, /我已知晓：缩短字段 order_no/);

  // Versions: both synchronisations, and what changed between them.
  await page.getByRole('button', { name: `更多操作“${MAIN_TXT}”` }).click();
  await page.getByRole('menuitem', { name: '版本' }).click();
  const versions = page.getByRole('dialog', { name: `版本：${MAIN_TXT}` });
  await expect(versions.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(2);
  await versions.getByRole('button', { name: /对\s*比/ }).click();
  const diff = versions.getByRole('region', { name: /的差异$/ });
  await expect(
    diff.getByRole('row').filter({ hasText: '新增字段' }).filter({ hasText: 'remark' }),
  ).toBeVisible();
  await expect(
    diff
      .getByRole('row')
      .filter({ hasText: 'order_no' })
      .filter({ hasText: '长度' })
      .filter({ hasText: '16' }),
  ).toBeVisible();
  // Nothing else changed: the sub table stays listed by its main table.
  await expect(diff.getByText('附表', { exact: true })).toHaveCount(0);
  await expectAccessible(page, '.ant-modal-wrap');
  await versions.getByRole('button', { name: /^关\s闭$/ }).click();

  // 配置地址 names the generated screen to put in the menu.
  await page.getByRole('button', { name: `更多操作“${MAIN_TXT}”` }).click();
  await page.getByRole('menuitem', { name: '配置地址' }).click();
  const address = page.getByRole('dialog', { name: `配置地址：${MAIN_TXT}` });
  await expect(address.getByText(/^\/online\/cgformList\//)).toBeVisible();
  await expect(address.getByText('modules/online/cgform/auto/OnlCgformAutoList')).toBeVisible();
  await address.getByRole('button', { name: /^关\s闭$/ }).click();

  // 功能测试 opens the generated screen of the synchronised form, before any menu points at it.
  await page.getByRole('button', { name: `功能测试“${MAIN_TXT}”` }).click();
  await expect(page).toHaveURL(/\/online\/cgformList\/[0-9a-f]+$/);
  const screen = page.getByRole('region', { name: MAIN_TXT });
  await expect(screen.getByRole('button', { name: /新\s*增/ })).toBeVisible();
  await expect(screen.getByRole('columnheader', { name: '单号' })).toBeVisible();
  await expectAccessible(page);

  // 复制表单 makes a new version over the same table; 查看副本 lists it, and it opens its own screen.
  await page.goto('/online/cgform');
  await page.getByRole('button', { name: `更多操作“${MAIN_TXT}”` }).click();
  await page.getByRole('menuitem', { name: '复制表单' }).click();
  await expect(page.getByText('复制成功!')).toBeVisible();
  await page.getByRole('button', { name: `更多操作“${MAIN_TXT}”` }).click();
  await page.getByRole('menuitem', { name: '查看副本' }).click();
  await expect(page).toHaveURL(/\/online\/copyform\/[0-9a-f]+$/);
  const copy = page.getByRole('button', { name: new RegExp(`^功能测试“${MAIN_TXT} v\\d+”$`) });
  await expect(copy).toBeVisible();
  await expectAccessible(page);
  await copy.click();
  await expect(page).toHaveURL(/\/online\/cgformList\/[0-9a-f]+$/);
  await expect(
    page.getByRole('region', { name: MAIN_TXT }).getByRole('columnheader', { name: '单号' }),
  ).toBeVisible();
});
