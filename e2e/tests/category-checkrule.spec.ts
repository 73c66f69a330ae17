import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { ADMIN_STATE } from '../support/env.ts';

test.use({ storageState: ADMIN_STATE });
test.describe.configure({ timeout: 90_000 });

const OK = /确\s*定/;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The table row with a cell reading exactly `text` (a tree cell's name also holds its expand button). */
function row(page: Page, text: string): Locator {
  return page
    .locator('.ant-table-tbody tr')
    .filter({ has: page.locator('td').filter({ hasText: new RegExp(`^${escaped(text)}$`) }) });
}

async function confirmPopover(page: Page, title: string): Promise<void> {
  await page.getByRole('tooltip').filter({ hasText: title }).getByRole('button', { name: OK }).click();
}

async function search(page: Page, form: string, label: string, value: string): Promise<void> {
  const query = page.getByRole('search', { name: form });
  await query.getByLabel(label).fill(value);
  await query.getByRole('button', { name: /查\s*询/ }).click();
}

test('categories: a lazy tree with generated codes; check rules: edited in a grid, tested, and used by the 残疾证号 field', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);

  // 分类字典: the roots, and a level loaded on expand.
  await page.goto('/system/category');
  const services = row(page, '服务项目分类');
  await expect(services.getByRole('cell', { name: 'A01', exact: true })).toBeVisible();
  await services.getByRole('button', { name: /展开/ }).click();
  await expect(row(page, '生活照料').getByRole('cell', { name: 'A01A01', exact: true })).toBeVisible();
  await expectAccessible(page);

  // 新增 a root: the code is the next of its level.
  const rootName = `测试分类-${stamp}`;
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const form = page.getByRole('dialog', { name: '新增' });
  await expect(form.getByLabel('分类编码')).toHaveValue('保存后按层级自动生成');
  await form.getByRole('button', { name: OK }).click();
  await expect(form.getByText('请输入分类名称')).toBeVisible();
  await form.getByLabel('分类名称').fill(rootName);
  await form.getByRole('button', { name: OK }).click();
  await expect(page.getByText('添加成功！').last()).toBeVisible();
  await search(page, '查询分类字典', '分类名称', rootName);
  const root = row(page, rootName);
  const rootCode = (await root.locator('td').nth(2).innerText()).trim();
  expect(rootCode).toMatch(/^[A-Z]\d{2}$/);

  // 添加下级: the child's code starts with its parent's; the branch opens to show it.
  await root.getByRole('button', { name: `添加下级“${rootName}”` }).click();
  const childForm = page.getByRole('dialog', { name: '添加下级' });
  await expect(childForm.getByLabel('上级分类')).toHaveValue(`${rootName}（${rootCode}）`);
  await childForm.getByLabel('分类名称').fill('子分类');
  await expectAccessible(page);
  await childForm.getByRole('button', { name: OK }).click();
  await expect(row(page, '子分类').getByRole('cell', { name: `${rootCode}A01`, exact: true })).toBeVisible();
  await page.screenshot({ path: '/tmp/category-tree.png' });

  // 编辑 the child's name; the code stays.
  await row(page, '子分类').getByRole('button', { name: '编辑“子分类”' }).click();
  const editForm = page.getByRole('dialog', { name: '编辑' });
  await expect(editForm.getByLabel('分类编码')).toHaveValue(`${rootCode}A01`);
  await editForm.getByLabel('分类名称').fill('子分类改');
  await editForm.getByRole('button', { name: OK }).click();
  await expect(
    row(page, '子分类改').getByRole('cell', { name: `${rootCode}A01`, exact: true }),
  ).toBeVisible();

  // 删除 the root takes its subtree with it.
  await root.getByRole('button', { name: `删除“${rootName}”` }).click();
  await confirmPopover(page, '其下级分类将一并删除');
  await expect(root).toHaveCount(0);
  await expect(row(page, '子分类改')).toHaveCount(0);

  // 编码校验规则: a new rule of two segments, edited in the grid.
  await page.goto('/system/checkRule');
  await expect(row(page, 'audience_cert_no')).toBeVisible();
  const ruleName = `大写编号-${stamp}`;
  const ruleCode = `e2e_${stamp}`;
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const ruleForm = page.getByRole('dialog', { name: '新增' });
  await ruleForm.getByLabel('规则名称').fill(ruleName);
  await ruleForm.getByLabel('规则编码').fill(ruleCode);
  const grid = ruleForm.getByRole('grid', { name: '校验规则' });
  await grid.getByLabel('位数 第1行').fill('2');
  await grid.getByLabel('规则（正则表达式） 第1行').fill('[A-Z]{2}');
  await grid.getByLabel('提示文本 第1行').fill('前两位须为大写字母');
  await ruleForm.getByRole('button', { name: /新\s*增/ }).click();
  await expect(grid.getByLabel('位数 第2行')).toHaveValue('*');
  await grid.getByLabel('规则（正则表达式） 第2行').fill('.{6}');
  await grid.getByLabel('提示文本 第2行').fill('须为6位');
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/category-ruleform.png' });
  await ruleForm.getByRole('button', { name: OK }).click();
  await expect(page.getByText('添加成功！').last()).toBeVisible();

  // 测试: the server checks the value by the saved rule.
  await search(page, '查询编码校验规则', '规则编码', ruleCode);
  await row(page, ruleCode)
    .getByRole('button', { name: `测试“${ruleName}”` })
    .click();
  const tester = page.getByRole('dialog', { name: '测试校验规则' });
  await tester.getByLabel('测试值').fill('AB1234');
  await tester.getByRole('button', { name: /^测\s*试$/ }).click();
  await expect(tester.getByRole('status')).toHaveText('校验通过');
  await tester.getByLabel('测试值').fill('ab12 4%');
  await tester.getByRole('button', { name: /^测\s*试$/ }).click();
  await expect(tester.getByRole('status')).toHaveText('前两位须为大写字母');
  await tester.getByLabel('测试值').fill('AB123');
  await tester.getByLabel('测试值').press('Enter');
  await expect(tester.getByRole('status')).toHaveText('须为6位');
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/category-tester.png' });
  await tester.getByRole('button', { name: '关闭' }).click();
  await row(page, ruleCode)
    .getByRole('button', { name: `删除“${ruleName}”` })
    .click();
  await confirmPopover(page, '确定删除吗?');
  await expect(row(page, ruleCode)).toHaveCount(0);

  // The audience form's 残疾证号 is checked by the seeded rule audience_cert_no.
  await page.goto('/wo/audience');
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const drawer = page.getByRole('dialog', { name: '新增服务对象' });
  const certNo = drawer.getByLabel('残疾证号');
  await certNo.fill('11010519491231002X82');
  await certNo.blur();
  await expect(drawer.getByText('残疾证号第19位为残疾类别，应为1到7')).toBeVisible();
  await certNo.fill('11010519491231002X42');
  await certNo.blur();
  await expect(drawer.getByText('残疾证号第19位为残疾类别，应为1到7')).toHaveCount(0);
  await page.screenshot({ path: '/tmp/category-audience.png' });
});
