import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { ADMIN_STATE } from '../support/env.ts';

const demo = (page: Page, title: string) =>
  page
    .locator('.hcs-gallery__demo')
    .filter({ has: page.locator('.ant-card-head-title').getByText(title, { exact: true }) });

async function openGrid(page: Page): Promise<void> {
  await page.goto('/test/home?tab=grid');
  await expect(page.getByRole('tab', { name: '可编辑表格', selected: true })).toBeVisible({
    timeout: 60_000,
  });
  // The tab's code loads on demand: slow on a busy machine.
  await expect(page.getByRole('grid', { name: '一万行' })).toBeVisible({ timeout: 60_000 });
}

/** The values of one input column, top to bottom. */
const columnValues = (grid: Locator, title: string) =>
  grid
    .getByRole('textbox', { name: new RegExp(`^${title} 第\\d+行$`) })
    .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));

test.describe('the toolkit gallery: editable grid', () => {
  test.use({ storageState: ADMIN_STATE });
  test.describe.configure({ timeout: 120_000 });

  test('drag sort renumbers orderNum; alwaysEdit off edits one clicked cell', async ({ page }) => {
    await openGrid(page);
    const card = demo(page, '全部列类型');
    const grid = card.getByRole('grid', { name: '全部列类型' });
    await expect(grid.getByRole('textbox', { name: '名称 第1行' })).toHaveValue('苹果');
    const handle = grid.getByRole('button', { name: '拖动排序第1行' });
    const target = grid.getByRole('button', { name: '拖动排序第3行' });
    const from = await handle.boundingBox();
    const to = await target.boundingBox();
    if (!from || !to) throw new Error('no drag handles');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    for (let step = 1; step <= 10; step++) {
      await page.mouse.move(
        from.x + from.width / 2,
        from.y + ((to.y - from.y + 10) * step) / 10 + from.height / 2,
      );
    }
    await page.mouse.up();
    await expect.poll(() => columnValues(grid, '名称')).toEqual(['香蕉', '橙子', '苹果']);
    await card.getByRole('button', { name: /取\s*值/ }).click();
    await expect(page.getByTestId('value-全部列类型')).toContainText('"id":"1001","name":"苹果"');
    await expect(page.getByTestId('value-全部列类型')).toContainText('"orderNum":3');

    const click = demo(page, '点击编辑').getByRole('grid', { name: '点击编辑' });
    await expect(click.getByRole('textbox')).toHaveCount(0);
    await expectAccessible(page);
    await click.getByRole('gridcell', { name: '名称 第1行' }).click();
    const name = click.getByRole('textbox', { name: '名称 第1行' });
    await name.fill('');
    await expect(click.locator('.hcs-grid__cell--invalid')).toHaveCount(1);
    await name.fill('一号改');
    await page.getByRole('heading', { name: '组件示例' }).first().click();
    await expect(click.getByRole('textbox')).toHaveCount(0);
    await expect(click.getByRole('gridcell', { name: '名称 第1行' })).toContainText('一号改');
  });

  test('10,000 rows × 20 columns scroll virtually with about 9 rows in the DOM', async ({ page }) => {
    await openGrid(page);
    const grid = demo(page, '一万行').getByRole('grid', { name: '一万行' });
    await expect(grid.getByRole('textbox', { name: '列1 第1行' })).toHaveValue('R1C1');
    const bodyRows = grid.locator('tbody tr');
    expect(await bodyRows.count()).toBeLessThanOrEqual(10);
    const scroller = grid.locator('xpath=..');
    for (const top of [61 * 2500, 61 * 6000, 61 * 10_000]) {
      await scroller.evaluate((el, y) => el.scrollTo(0, y), top);
      await page.waitForTimeout(50);
      expect(await bodyRows.count()).toBeLessThanOrEqual(12);
    }
    await expect(grid.getByRole('textbox', { name: '列1 第10000行' })).toHaveValue('R10000C1');
    await expect(grid.getByRole('gridcell', { name: '10000', exact: true })).toBeVisible();
    // Keyboard: from a cell, arrows move the focus between cells.
    await grid.getByRole('textbox', { name: '列1 第10000行' }).focus();
    await page.keyboard.press('Escape');
    await page.keyboard.press('ArrowUp');
    await expect(grid.locator('td[data-row="9998"][data-col="1"]')).toBeFocused();
  });
});
