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

/** Whether `lower` is drawn wholly under `upper`. */
async function below(lower: Locator, upper: Locator): Promise<boolean> {
  const [a, b] = await Promise.all([lower.boundingBox(), upper.boundingBox()]);
  return Boolean(a && b && a.y >= b.y + b.height);
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

  test('live update: an edit in one browser appears in the open grid of another', async ({
    page,
    browser,
  }) => {
    const other = await browser.newContext({ storageState: ADMIN_STATE });
    const otherPage = await other.newPage();
    await Promise.all([openGrid(page), openGrid(otherPage)]);
    const grids = [page, otherPage].map((p) => demo(p, '实时协同'));
    for (const card of grids) await expect(card.locator('.hcs-grid[data-socket="open"]')).toBeVisible();
    const [mine, theirs] = grids.map((card) => card.getByRole('grid', { name: '实时协同' }));
    if (!mine || !theirs) throw new Error('no live grids');
    const name = `张三${Date.now()}`;
    await mine.getByRole('textbox', { name: '服务对象 第1行' }).fill(name);
    await expect(theirs.getByRole('textbox', { name: '服务对象 第1行' })).toHaveValue(name);
    await expect(theirs.locator('td[data-key="name"]').first()).toHaveClass(/hcs-grid__cell--reloaded/);
    await grids[1]?.screenshot({ path: '/tmp/grid-live.png' });
    await other.close();
  });

  test('tree table loads children on first expand; the sub-table popover toggles and flips', async ({
    page,
  }) => {
    // Hold the first children request until the placeholder row has been seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/sys\/category\/loadTreeData\?.*pid=/, async (route) => {
      await held;
      await route.continue();
    });
    await openGrid(page);
    const tree = demo(page, '树形表格').getByRole('grid', { name: '树形表格' });
    const row = (text: string) => tree.locator('tr').filter({ hasText: text });
    await row('服务项目分类')
      .getByRole('button', { name: /^展开第\d+行的下级$/ })
      .click();
    await expect(tree.getByText('loading...')).toBeVisible();
    release();
    await expect(row('生活照料')).toBeVisible();
    await expect(tree.getByText('loading...')).toHaveCount(0);
    await row('生活照料').getByRole('button', { name: /^展开/ }).click();
    await expect(row('助餐')).toBeVisible();
    // 助餐 has no children: expanding it makes it a leaf.
    await row('助餐').getByRole('button', { name: /^展开/ }).click();
    await expect(row('助餐').getByRole('button')).toHaveCount(0);
    await demo(page, '树形表格').screenshot({ path: '/tmp/grid-tree.png' });
    await row('服务项目分类').getByRole('button', { name: /^收起/ }).click();
    await expect(row('生活照料')).toHaveCount(0);

    const card = demo(page, '子表');
    const first = card.getByRole('button', { name: '子表 第1行' });
    // Near the top of the window (below the app's header) there is room below: it opens under the row.
    await first.evaluate((el) => {
      el.scrollIntoView({ block: 'start' });
      window.scrollBy(0, -120);
    });
    await first.click();
    const popover = page.locator('.hcs-grid__sub-body');
    await expect(popover.getByRole('grid', { name: '助餐服务单的明细' })).toContainText('送餐上门');
    await expect(popover).toHaveAttribute('data-placement', 'bottom');
    await expect(page.getByRole('button', { name: '关闭子表' })).toBeFocused();
    expect(await below(popover, first)).toBe(true);
    await page.screenshot({ path: '/tmp/grid-subtable.png' });
    await expectAccessible(page);
    await first.click();
    await expect(popover).toHaveCount(0);
    // Near the bottom of the window there is too little room below: it opens above the row.
    const second = card.getByRole('button', { name: '子表 第2行' });
    await second.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await second.click();
    await expect(popover.getByRole('grid', { name: '康复服务单的明细' })).toContainText('康复训练');
    await expect(popover).toHaveAttribute('data-placement', 'top');
    expect(await below(second, popover)).toBe(true);
    await page.screenshot({ path: '/tmp/grid-subtable-top.png' });
    await page.getByRole('button', { name: '关闭子表' }).click();
    await expect(popover).toHaveCount(0);
    // A row drawn a moment after the call is found by the retries.
    await card.getByRole('button', { name: '新增并打开子表' }).click();
    await expect(popover.getByRole('grid', { name: '新服务单的明细' })).toBeVisible();
  });
});
