import { expect, type Locator, type Page, test } from '@playwright/test';
import { apiLogin, uniqueText } from '../support/apiSession.ts';
import { ADMIN, ADMIN_STATE, centreDay } from '../support/env.ts';
import {
  activate,
  chooseTreeNode,
  expectFocusIn,
  expectFocusVisible,
  tabTo,
  typeInto,
} from '../support/keyboard.ts';
import { addReportStation } from '../support/reportStation.ts';

const OK = /确\s*定/;

// The admin generates, submits and approves: a centre manager may do the first two but not approve
// (wo:report:review is the admin's).
test.use({ storageState: ADMIN_STATE });

function rowOf(page: Page, station: string): Locator {
  return page.locator('.hcs-list-page .ant-table-tbody tr.ant-table-row').filter({ hasText: station });
}

async function expectMessage(page: Page, text: string): Promise<void> {
  await expect(page.locator('.ant-message').getByText(text)).toBeVisible();
}

/** 生成/刷新数据 → this month (typed into the month field) → 选择部门 by its search box and the tree. */
async function generate(page: Page, station: string): Promise<void> {
  await activate(page, page.getByRole('button', { name: '生成/刷新数据' }));
  const dialog = page.getByRole('dialog', { name: '生成/刷新数据' });
  await expect(dialog).toBeVisible();
  await expectFocusIn(dialog);

  const month = centreDay().slice(0, 7);
  await typeInto(page, dialog.getByLabel('月份'), month);
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel('月份')).toHaveValue(month);

  const departField = dialog.getByRole('textbox', { name: /部门/ });
  await tabTo(page, departField);
  await page.keyboard.press('Enter');
  const departs = page.getByRole('dialog', { name: '选择部门' });
  await expect(departs).toBeVisible();
  await typeInto(page, departs.getByLabel('搜索部门'), station);
  await page.keyboard.press('Enter');
  const node = departs.getByRole('treeitem', { name: station });
  await expect(node).toBeVisible();
  // Into the tree, down to the station (the only match, under its parent), checked with Space.
  await chooseTreeNode(page, departs.getByRole('tree'), station);
  await expect(node.getByRole('checkbox')).toBeChecked();
  await page.screenshot({ path: '/tmp/kbdreport-depart-tree.png' });
  await activate(page, departs.getByRole('button', { name: OK }));
  await expect(departs).toBeHidden();
  await expect(departField).toHaveValue(station);
  // Back where it was opened from.
  await expectFocusIn(dialog);
  await expectFocusVisible(page);
  await page.screenshot({ path: '/tmp/kbdreport-generate-dialog.png' });

  await activate(page, dialog.getByRole('button', { name: OK }));
  await expectMessage(page, '月报已生成！');
  await expect(dialog).toBeHidden();
}

test('服务月报 by keyboard alone: generate, submit and approve', async ({ page, request }) => {
  test.setTimeout(180_000);
  const { token } = await apiLogin(request, ADMIN);
  const station = uniqueText('键盘月报站');
  await addReportStation(request, token, station);

  await page.goto('/wo/report');
  await expect(page.getByRole('search', { name: '查询服务月报' })).toBeVisible({ timeout: 30_000 });

  await generate(page, station);
  const row = rowOf(page, station);
  await expect(row).toHaveCount(1);
  await expect(row.getByText('草稿')).toBeVisible();
  // The dialog gave the focus back to the button that opened it.
  await expect(page.getByRole('button', { name: '生成/刷新数据' })).toBeFocused();

  // 编辑: the narrative, typed into the three rich-text editors (提交 asks for all three).
  await activate(page, row.getByRole('button', { name: /^编辑/ }));
  const edit = page.getByRole('dialog', { name: '编辑月报' });
  await expect(edit).toBeVisible();
  for (const [label, text] of [
    ['工作总结', '本月完成上门探访与助餐服务。'],
    ['存在问题', '志愿者人手不足。'],
    ['下月计划', '增加康复训练场次。'],
  ] as const) {
    const editor = edit.getByRole('textbox', { name: label, exact: true });
    await tabTo(page, editor);
    await page.keyboard.type(text);
    await expect(editor).toContainText(text);
  }
  await activate(page, edit.getByRole('button', { name: OK }));
  await expectMessage(page, '编辑成功!');
  await expect(edit).toBeHidden();
  await expect(row.getByRole('button', { name: /^编辑/ })).toBeFocused();

  // 提交, confirmed with 确定 (this month is still running: the confirmation says so).
  await activate(page, row.getByRole('button', { name: /^提交/ }));
  const confirm = page.getByRole('dialog', { name: /确定提交吗/ });
  await expect(confirm).toBeVisible();
  await expectFocusIn(confirm);
  await activate(page, confirm.getByRole('button', { name: OK }));
  await expectMessage(page, '月报已提交！');
  await expect(confirm).toBeHidden();
  await expect(row.getByText('已提交')).toBeVisible();
  await expect(row.getByRole('button', { name: /^提交/ })).toHaveCount(0);
  // The 提交 button went with the draft: the focus stays in the row, not lost to the page.
  await expectFocusIn(row);
  await expectFocusVisible(page);

  // 审核: 通过 chosen with the arrow keys and Space, a comment, 确定.
  await activate(page, row.getByRole('button', { name: /^审核/ }));
  const review = page.getByRole('dialog', { name: /^审核：/ });
  await expect(review).toBeVisible();
  await expectFocusIn(review);
  const pass = review.getByRole('radio', { name: '通过' });
  await tabTo(page, pass);
  await page.keyboard.press('Space');
  await expect(pass).toBeChecked();
  await typeInto(page, review.getByLabel('审核意见'), '数据完整，同意。');
  await tabTo(page, review.getByRole('button', { name: OK }));
  await page.screenshot({ path: '/tmp/kbdreport-review-dialog.png' });
  await page.keyboard.press('Enter');
  await expectMessage(page, '月报已审核通过！');
  await expect(review).toBeHidden();
  await expect(row.getByText('已审核')).toBeVisible();
});
