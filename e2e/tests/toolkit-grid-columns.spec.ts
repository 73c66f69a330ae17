import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { ADMIN_STATE } from '../support/env.ts';
import { galleryDemo, openGalleryTab } from '../support/gallery.ts';

const TITLE = '列属性 (sorter、isOrder、number、dict、showDetails、props)';
const OWN_ORDER = ['苹果', '香蕉', '橙子'];

const card = (page: Page) => galleryDemo(page, TITLE);

async function openDemo(page: Page): Promise<Locator> {
  const grid = card(page).getByRole('grid', { name: '列属性' });
  await openGalleryTab(page, 'grid', '可编辑表格', grid);
  await grid.scrollIntoViewIfNeeded();
  return grid;
}

/** The 名称 of the rows, top to bottom as shown. */
const names = (grid: Locator) =>
  grid
    .getByRole('textbox', { name: /^名称 第\d+行$/ })
    .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));

/** The text of one column's cells, top to bottom. */
const columnTexts = (grid: Locator, key: string) =>
  grid.locator(`tbody td[data-key="${key}"]`).evaluateAll((cells) => cells.map((c) => c.textContent ?? ''));

/** Clicks 取值 and reads the rows it collected. */
async function collectRows(page: Page): Promise<Record<string, unknown>[]> {
  await card(page)
    .getByRole('button', { name: /取\s*值/ })
    .click();
  const shown = page.getByTestId(`value-${TITLE}`);
  await expect(shown).toContainText('"rows"');
  const text = (await shown.textContent()) ?? '';
  return (JSON.parse(text.slice(text.indexOf('{'))) as { rows: Record<string, unknown>[] }).rows;
}

test.describe('the toolkit gallery: grid column keys', () => {
  test.use({ storageState: ADMIN_STATE });
  test.describe.configure({ timeout: 120_000 });

  test('sorter headers sort what is shown only, and moving is off while sorted', async ({ page }) => {
    const grid = await openDemo(page);
    const nameHeader = grid.getByRole('columnheader', { name: '名称' });
    const amountHeader = grid.getByRole('columnheader', { name: '金额' });
    const up = card(page).getByRole('button', { name: '上移' });
    const down = card(page).getByRole('button', { name: '下移' });
    await expect.poll(() => names(grid)).toEqual(OWN_ORDER);
    await expect(grid.locator('tr[data-row-id="keys-1"] td[data-key="owner"]')).toContainText('管理员');
    await expect(nameHeader).not.toHaveAttribute('aria-sort');
    await grid.getByRole('checkbox', { name: '选择第1行' }).check();
    await expect(down).toBeEnabled();

    await nameHeader.getByRole('button').click();
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect.poll(() => names(grid)).toEqual(['橙子', '苹果', '香蕉']);
    for (const button of [up, down]) {
      await expect(button).toBeDisabled();
      await expect(button).toHaveAttribute('title', '排序时不能移动');
    }
    await expect(grid.getByRole('button', { name: '拖动排序第1行' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    await nameHeader.getByRole('button').press('Enter');
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(() => names(grid)).toEqual(['香蕉', '苹果', '橙子']);
    // The rows themselves keep their own order.
    expect((await collectRows(page)).map((r) => r.name)).toEqual(OWN_ORDER);

    await nameHeader.getByRole('button').click();
    await expect(nameHeader).not.toHaveAttribute('aria-sort');
    await expect.poll(() => names(grid)).toEqual(OWN_ORDER);
    await expect(down).toBeEnabled();

    await amountHeader.getByRole('button').click();
    await expect(amountHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(nameHeader).not.toHaveAttribute('aria-sort');
    await expect.poll(() => names(grid)).toEqual(['香蕉', '橙子', '苹果']);
    await expect(down).toBeDisabled();
    await expectAccessible(page);
    await amountHeader.getByRole('button').click();
    await expect(amountHeader).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(() => names(grid)).toEqual(['苹果', '橙子', '香蕉']);
    await amountHeader.getByRole('button').click();
    await expect(amountHeader).not.toHaveAttribute('aria-sort');
    await expect.poll(() => names(grid)).toEqual(OWN_ORDER);
  });

  test('the isOrder column 序号 is renumbered by moves and by drag sort', async ({ page }) => {
    const grid = await openDemo(page);
    await expect.poll(() => columnTexts(grid, 'orderNo')).toEqual(['1', '2', '3']);
    await grid.getByRole('checkbox', { name: '选择第1行' }).check();
    await card(page).getByRole('button', { name: '下移' }).click();
    await expect.poll(() => names(grid)).toEqual(['香蕉', '苹果', '橙子']);
    await expect.poll(() => columnTexts(grid, 'orderNo')).toEqual(['1', '2', '3']);
    let rows = await collectRows(page);
    expect(rows.map((r) => [r.name, r.orderNo])).toEqual([
      ['香蕉', 1],
      ['苹果', 2],
      ['橙子', 3],
    ]);

    // Drag the third row's handle above the first row.
    const from = await grid.getByRole('button', { name: '拖动排序第3行' }).boundingBox();
    const to = await grid.getByRole('button', { name: '拖动排序第1行' }).boundingBox();
    if (!from || !to) throw new Error('no drag handles');
    const x = from.x + from.width / 2;
    await page.mouse.move(x, from.y + from.height / 2);
    await page.mouse.down();
    for (let step = 1; step <= 10; step++) {
      await page.mouse.move(x, from.y + from.height / 2 + ((to.y - from.y - 10) * step) / 10);
    }
    await page.mouse.up();
    await expect.poll(() => names(grid)).toEqual(['橙子', '香蕉', '苹果']);
    rows = await collectRows(page);
    expect(rows.map((r) => [r.name, r.orderNo])).toEqual([
      ['橙子', 1],
      ['香蕉', 2],
      ['苹果', 3],
    ]);
  });

  test('单价 takes numbers only and sums; 备注 stops at its maxLength of 10', async ({ page }) => {
    const grid = await openDemo(page);
    const price = grid.getByRole('textbox', { name: '单价 第1行' });
    await expect(grid.locator('[data-statistic="price"]')).toHaveText('合计：21');
    await price.fill('');
    await price.pressSequentially('2a5b');
    await expect(price).toHaveValue('25');
    await expect(grid.locator('[data-statistic="price"]')).toHaveText('合计：34');
    await expect(grid.locator('[data-statistic="amount"]')).toHaveText('合计：53');

    const remark = grid.getByRole('textbox', { name: '备注 第2行' });
    await remark.pressSequentially('abcdefghijkl');
    await expect(remark).toHaveValue('abcdefghij');

    const rows = await collectRows(page);
    expect(rows[0]?.price).toBe(25);
    expect(rows[1]?.remark).toBe('abcdefghij');
  });

  test('负责人 shows the saved user by name; a search picks another', async ({ page }) => {
    const grid = await openDemo(page);
    const owner = (rowId: string) => grid.locator(`tr[data-row-id="${rowId}"] td[data-key="owner"]`);
    await expect(owner('keys-1')).toContainText('管理员');
    await expect(owner('keys-2')).toContainText('张主管');
    await expect(owner('keys-3')).toContainText('李服务');
    await expect(owner('keys-1')).not.toContainText('admin');

    const box = grid.getByRole('combobox', { name: '负责人 第1行' });
    await box.click();
    await expect(page.locator('.ant-select-dropdown:visible')).toContainText('请输入搜索内容');
    await box.fill('主管');
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .getByText('张主管', { exact: true })
      .click();
    await expect(owner('keys-1')).toContainText('张主管');
    expect((await collectRows(page))[0]?.owner).toBe('zhuguan');
    await expectAccessible(page);
  });

  test('说明 cuts long text and shows the whole of it on keyboard focus', async ({ page }) => {
    const grid = await openDemo(page);
    const full = '红富士苹果，产自山东烟台，脆甜多汁，适合冷藏保存两周以内食用。';
    const detail = grid.locator('tr[data-row-id="keys-1"] td[data-key="detail"]');
    await expect(detail.locator('[aria-hidden="true"]')).toHaveText(`${full.slice(0, 25)}…`);
    await expect(grid.locator('tr[data-row-id="keys-3"] td[data-key="detail"]')).toHaveText('赣南脐橙');

    // From 备注 to the cell, one cell left, and into it: all by keyboard.
    const remark = grid.getByRole('textbox', { name: '备注 第1行' });
    await remark.focus();
    await page.keyboard.press('Escape');
    await expect(grid.locator('tr[data-row-id="keys-1"] td[data-key="remark"]')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(detail).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('tooltip')).toHaveText(full);
    await expectAccessible(page);
  });
});
