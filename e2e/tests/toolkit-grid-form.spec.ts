import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { ADMIN_STATE } from '../support/env.ts';
import { galleryDemo as demo, openGalleryTab } from '../support/gallery.ts';

const openGrid = (page: Page) =>
  openGalleryTab(page, 'grid', '可编辑表格', page.getByRole('grid', { name: '订单明细' }));

test.describe('the toolkit gallery: master-detail form', () => {
  test.use({ storageState: ADMIN_STATE });
  test.describe.configure({ timeout: 120_000 });

  test('a failing detail cell blocks the submit; fixed, the order is sent with its rows and removed ids', async ({
    page,
  }) => {
    await openGrid(page);
    const card = demo(page, '主从表单');
    const grid = card.getByRole('grid', { name: '订单明细' });
    const result = card.getByRole('figure', { name: '提交结果' });
    const goods = (row: number) => grid.getByRole('textbox', { name: `商品 第${row}行` });

    await card.getByLabel('订单号').fill('SO-2024-001');
    await card.getByLabel('客户').fill('华东仓储');
    await card.getByLabel('日期').fill('2024-05-01');
    await card.getByLabel('日期').press('Enter');
    await card.getByRole('button', { name: /新\s*增/ }).click();
    await card.getByRole('button', { name: /新\s*增/ }).click();
    await expect(goods(3)).toBeVisible();
    await goods(2).fill('钢笔');
    await grid.getByRole('textbox', { name: '数量 第2行' }).fill('3');
    await grid.getByRole('textbox', { name: '单价 第2行' }).fill('12.5');
    await expect(grid.locator('[data-statistic="qty"]')).toHaveText('合计：6');

    // 商品 of the third row is empty: the form refuses, the field says how many cells, the cell is marked.
    await card.getByRole('button', { name: /提\s*交/ }).click();
    await expect(card.getByText('明细有 1 处填写不正确', { exact: true })).toBeVisible();
    await expect(result).toContainText('校验未通过：明细有 1 处填写不正确');
    await expect(grid.locator('td.hcs-grid__cell--invalid')).toHaveCount(1);
    await expect(grid.locator('td.hcs-grid__cell--invalid').getByRole('textbox')).toHaveAccessibleName(
      '商品 第3行',
    );
    await goods(3).hover();
    await expect(page.getByRole('tooltip')).toHaveText('商品不能为空');
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/form-demo-invalid.png' });
    await expectAccessible(page);

    await goods(3).fill('墨水');
    await expect(grid.locator('td.hcs-grid__cell--invalid')).toHaveCount(0);
    // The saved row goes: its id is sent as a removed one.
    await grid.getByRole('checkbox', { name: '选择第1行' }).check();
    await card.getByRole('button', { name: /删\s*除/ }).click();
    await expect(goods(1)).toHaveValue('钢笔');
    await card.getByRole('button', { name: /提\s*交/ }).click();
    await expect(result).toContainText('"deleteIds"');
    const sent = JSON.parse((await result.locator('pre').textContent()) ?? '');
    expect(sent).toEqual({
      orderNo: 'SO-2024-001',
      customer: '华东仓储',
      orderDate: '2024-05-01',
      rows: [
        { goods: '钢笔', qty: 3, price: 12.5, remark: '' },
        { goods: '墨水', qty: 1, price: null, remark: '' },
      ],
      deleteIds: ['D1001'],
    });
    await expect(card.getByText('明细有 1 处填写不正确', { exact: true })).toHaveCount(0);
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/form-demo.png' });
    await expectAccessible(page);

    // 重置 brings back the saved order line and empties the master fields.
    await card.getByRole('button', { name: /重\s*置/ }).click();
    await expect(card.getByLabel('订单号')).toHaveValue('');
    await expect(grid.getByRole('textbox', { name: /^商品 第\d+行$/ })).toHaveCount(1);
    await expect(goods(1)).toHaveValue('笔记本');
    await expect(result).toContainText('（尚未提交）');
  });
});
