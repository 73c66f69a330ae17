import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { ADMIN_STATE } from '../support/env.ts';
import { openRunDatabase } from '../support/runDatabase.ts';
import { mainMenu, settled } from './shell-helpers.ts';

test.use({ storageState: ADMIN_STATE, viewport: { width: 1366, height: 768 } });
test.describe.configure({ timeout: 240_000 });

const tag = randomBytes(3).toString('hex');
const CODE = `e2e_rpt_${tag}`;
const NAME = `用户性别报表${tag}`;
const MENU = `性别报表${tag}`;
const PREFIX = `报表人${tag}`;

/** Five users of this run: three created in March 2025 (two women), two in June. */
const people = [
  { n: 1, sex: 1, created: '2025-03-03 09:00:00' },
  { n: 2, sex: 2, created: '2025-03-10 09:00:00' },
  { n: 3, sex: 2, created: '2025-03-20 09:00:00' },
  { n: 4, sex: 1, created: '2025-06-01 09:00:00' },
  { n: 5, sex: 2, created: '2025-06-15 09:00:00' },
].map((p) => ({ ...p, username: `rw${tag}${p.n}`, realname: `${PREFIX}${p.n}` }));

test.beforeAll(() => {
  // Straight into the run's database (as support/users.ts does): these users only appear in the report.
  const db = openRunDatabase();
  try {
    const insert = db.prepare(
      `INSERT INTO sys_user (id, username, realname, password, sex, status, del_flag, rel_tenant_ids, create_by, create_time)
       VALUES (?, ?, ?, 'unused', ?, 1, 0, '1', 'e2e', ?)`,
    );
    db.transaction(() => {
      for (const p of people)
        insert.run(
          `rw${tag}${p.n}${randomBytes(6).toString('hex')}`,
          p.username,
          p.realname,
          p.sex,
          p.created,
        );
    })();
  } finally {
    db.close();
  }
});

async function tokenOf(page: Page): Promise<string> {
  return page.evaluate(
    () => (JSON.parse(localStorage.getItem('Access-Token') ?? '{}') as { value?: string }).value ?? '',
  );
}

const cell = (grid: Locator, column: string, row: number) =>
  grid.getByLabel(`${column} 第${row}行`, { exact: true });

/** Chooses an option of the open select (its visible item: antd also keeps hidden ones for screen readers). */
const pick = (page: Page, text: string) =>
  page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .filter({ hasText: text })
    .click();

/** Rows of the page's report table. */
const tableRows = (page: Page) => page.locator('.hcs-report-view .ant-table-tbody tr.ant-table-row');

test('报表配置: design a report with a dictionary column and a range search, add its menu, run and export it', async ({
  page,
}, testInfo) => {
  await page.goto('/online/cgreport');
  await expect(page.getByRole('button', { name: /新\s*增/ })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const dialog = page.getByRole('dialog', { name: '新增' });
  await dialog.getByLabel('报表编码').fill(CODE);
  await dialog.getByLabel('报表名称').fill(NAME);
  const sql = dialog.getByRole('textbox', { name: '报表SQL' });
  await sql.click();
  await page.keyboard.insertText(
    // This run's own people only: the other specs' users (without a 性别) may come first otherwise.
    `select username, realname, sex, create_time from sys_user where del_flag = 0 and username like 'rw${tag}%'`,
  );

  await dialog.getByRole('button', { name: /解析SQL/ }).click();
  await expect(page.getByText(/解析成功：4 个字段/)).toBeVisible();
  const items = dialog.getByRole('grid', { name: '报表字段' });
  await expect(cell(items, '字段名', 4)).toHaveValue(/create_?[tT]ime/);

  await cell(items, '字段文本', 1).fill('用户账号');
  await cell(items, '是否排序', 1).check();
  await cell(items, '字段文本', 2).fill('姓名');
  await cell(items, '是否查询', 2).check();
  await cell(items, '字段文本', 3).fill('性别');
  await cell(items, '字典', 3).fill('sex');
  await pick(page, '性别（sex）');
  await cell(items, '字段文本', 4).fill('创建时间');
  await cell(items, '类型', 4).click();
  await pick(page, '日期时间');
  await cell(items, '是否查询', 4).check();
  await cell(items, '查询模式', 4).click();
  await pick(page, '范围');
  await settled(page);
  await expectAccessible(page, '.ant-modal-wrap');
  await page.screenshot({ path: testInfo.outputPath('report-design-desktop.png') });

  // 预览 runs the unsaved design: the fields' texts and the dictionary's.
  await dialog.getByRole('button', { name: /预\s*览/ }).click();
  const preview = page.getByRole('dialog', { name: '预览' });
  await expect(preview.getByRole('columnheader', { name: '性别' })).toBeVisible();
  await expect(preview.getByText(/^共 \d+ 条，预览前 \d+ 条$/)).toBeVisible();
  await expect(preview.getByRole('cell', { name: /^(男|女)$/ }).first()).toBeVisible();
  await expectAccessible(page, '.ant-modal-wrap');
  await page.screenshot({ path: testInfo.outputPath('report-preview-desktop.png') });
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();

  // Found by its code; 配置菜单地址 tells the menu's url and component.
  const search = page.getByRole('search');
  await search.getByLabel('报表编码').fill(CODE);
  await search.getByRole('button', { name: /查\s*询/ }).click();
  await expect(page.getByRole('cell', { name: NAME, exact: true })).toBeVisible();
  await settled(page);
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('report-list-desktop.png') });
  await page.getByRole('button', { name: `配置菜单地址“${NAME}”` }).click();
  const menuDialog = page.getByRole('dialog', { name: `配置菜单地址：${NAME}` });
  const url = (await menuDialog.locator('code').first().textContent()) ?? '';
  expect(url).toMatch(/^\/online\/cgreport\/\w+$/);
  await expect(menuDialog.getByText('modules/online/cgreport/auto/OnlCgreportAutoList')).toBeVisible();
  await expectAccessible(page, '.ant-modal-wrap');
  await page.keyboard.press('Escape');
  await expect(menuDialog).toBeHidden();

  // 功能测试 runs the saved report with the dictionary's texts.
  await page.getByRole('button', { name: `功能测试“${NAME}”` }).click();
  const testDialog = page.getByRole('dialog', { name: `功能测试：${NAME}` });
  await expect(testDialog.getByRole('heading', { name: NAME })).toBeVisible();
  await testDialog.getByRole('search').getByLabel('姓名').fill(PREFIX);
  await testDialog
    .getByRole('search')
    .getByRole('button', { name: /查\s*询/ })
    .click();
  await expect(testDialog.getByText('第 1-5 条 / 共 5 条')).toBeVisible();
  await expect(testDialog.getByRole('cell', { name: '女' }).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(testDialog).toBeHidden();

  // A menu entry for it under 在线开发, as 菜单管理 adds one.
  const token = await tokenOf(page);
  const added = await page.request.post('/hcs/sys/permission/add', {
    headers: { 'X-Access-Token': token },
    data: {
      menuType: 1,
      parentId: 'menu_online',
      name: MENU,
      url,
      component: 'modules/online/cgreport/auto/OnlCgreportAutoList',
      sortNo: 99,
      internalOrExternal: 0,
    },
  });
  expect(((await added.json()) as { success: boolean }).success).toBe(true);

  await page.goto('/dashboard/analysis');
  await mainMenu(page).getByRole('menuitem', { name: '在线开发' }).click();
  await mainMenu(page).getByRole('menuitem', { name: MENU }).click();
  await expect(page).toHaveURL(new RegExp(`${url}$`));
  await expect(page.getByRole('heading', { name: NAME })).toBeVisible();

  // Range search on 创建时间 (March 2025) and the name prefix: three of the five.
  const form = page.getByRole('search');
  await form.getByLabel('姓名').fill(PREFIX);
  await form.getByPlaceholder('开始日期').click();
  await page.keyboard.type('2025-03-01');
  await form.getByPlaceholder('结束日期').click();
  await page.keyboard.type('2025-03-31');
  await page.keyboard.press('Enter');
  await expect(form.getByPlaceholder('开始日期')).toHaveValue('2025-03-01');
  await expect(form.getByPlaceholder('结束日期')).toHaveValue('2025-03-31');
  await form.getByRole('button', { name: /查\s*询/ }).click();
  await expect(page.getByText('第 1-3 条 / 共 3 条')).toBeVisible();
  await expect(tableRows(page)).toHaveCount(3);
  await expect(page.getByRole('cell', { name: '女' })).toHaveCount(2);
  await expect(page).toHaveURL(/q\.create_?[tT]ime=2025-03-01/);

  // Sort on the server by 用户账号, both ways.
  const header = page.getByRole('columnheader', { name: /用户账号/ });
  await header.click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await expect(tableRows(page).first()).toContainText(people[0]?.username ?? '');
  await header.click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await expect(tableRows(page).first()).toContainText(people[2]?.username ?? '');

  await settled(page);
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('report-page-desktop.png') });

  // 导出: the filtered rows as a sheet.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: /导\s*出/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.xlsx?$/);
  const file = testInfo.outputPath('report.xlsx');
  await download.saveAs(file);
  expect(readFileSync(file).length).toBeGreaterThan(100);

  // The URL fixes a filter: ?sex=2 leaves only the women, and 性别 is not asked for.
  await page.goto(`${url}?sex=2`);
  await expect(page.getByRole('heading', { name: NAME })).toBeVisible();
  await page.getByRole('search').getByLabel('姓名').fill(PREFIX);
  await page
    .getByRole('search')
    .getByRole('button', { name: /查\s*询/ })
    .click();
  await expect(page.getByText('第 1-3 条 / 共 3 条')).toBeVisible();
  await expect(page.getByRole('cell', { name: '男' })).toHaveCount(0);

  // On a phone the rows are cards.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator('.hcs-card').first()).toBeVisible();
  await settled(page);
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('report-page-phone.png') });

  // 删除 takes the definition away (the server answers DELETE delete?id=).
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(`/online/cgreport?q.code=${CODE}`);
  await page.getByRole('button', { name: `删除“${NAME}”` }).click();
  await page
    .getByRole('tooltip')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.getByText('删除成功!')).toBeVisible();
  await expect(page.getByRole('cell', { name: NAME, exact: true })).toHaveCount(0);
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('报表配置 reads as cards and its designer fits a phone', async ({ page }, testInfo) => {
    await page.goto('/online/cgreport');
    await expect(page.locator('.hcs-card').first()).toBeVisible({ timeout: 60_000 });
    await settled(page);
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('report-list-phone.png') });
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = page.getByRole('dialog', { name: '新增' });
    await expect(dialog.getByRole('grid', { name: '报表字段' })).toBeVisible();
    // (An empty grid that scrolls sideways has nothing to focus: axe's scrollable-region rule. Filled first.)
    await dialog.getByRole('textbox', { name: '报表SQL' }).click();
    await page.keyboard.insertText('select username, realname, sex from sys_user');
    await dialog.getByRole('button', { name: /解析SQL/ }).click();
    await expect(page.getByText(/解析成功：3 个字段/)).toBeVisible();
    await settled(page);
    await expectAccessible(page, '.ant-modal-wrap');
    await page.screenshot({ path: testInfo.outputPath('report-design-phone.png') });
  });
});
