import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { ADMIN_STATE } from '../support/env.ts';
import { galleryDemo as demo, shownValue } from '../support/gallery.ts';

test.use({ storageState: ADMIN_STATE });
// Each test walks many widgets; on a busy machine the gallery alone can take half a minute to load.
test.describe.configure({ timeout: 120_000 });

const dropdown = (page: Page) => page.locator('.ant-select-dropdown:visible');
/** What a single select shows for its value. */
const singleLabel = (page: Page, title: string) => demo(page, title).locator('.ant-select-content');

async function openTab(page: Page): Promise<void> {
  await page.goto('/test/home?tab=dict');
  // The gallery and the tab's code load on demand: slow on a busy machine.
  await expect(page.getByRole('tab', { name: '字典组件', selected: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.dict-text-users')).toHaveText('管理员,李服务', { timeout: 30_000 });
}

/** Opens the select labelled `label` and clicks its option titled `option`. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).click();
  await dropdown(page).getByTitle(option, { exact: true }).click();
}

/** The tree node titled `title` in the open tree dropdown. */
const treeNode = (page: Page, title: string): Locator =>
  dropdown(page)
    .locator('.ant-select-tree-treenode')
    .filter({ has: page.locator(`.ant-select-tree-node-content-wrapper[title="${title}"]`) });

async function expand(page: Page, title: string): Promise<void> {
  await treeNode(page, title).locator('.ant-select-tree-switcher').click();
}

test('dictionary selects, multi-select, search select and text show and emit their values', async ({
  page,
}) => {
  await openTab(page);
  await expect(page.locator('.dict-text-priority')).toHaveText('紧急');
  await expect(page.locator('.dict-text-sex')).toHaveText('男,女');
  await expectAccessible(page);

  await choose(page, '下拉选择', '紧急');
  await expect(shownValue(page, '下拉选择')).toHaveText('当前值：H');
  await demo(page, '单选框').getByRole('radio', { name: '女' }).check();
  await expect(shownValue(page, '单选框')).toHaveText('当前值：2');

  // A table dictionary whose where part lists only the stations under the centre (tests running beside
  // this one may add more stations; the centre itself is never among them).
  await page.getByLabel('表字典带条件', { exact: true }).click();
  const options = dropdown(page).locator('.ant-select-item-option');
  for (const station of ['东城服务站', '西城服务站', '南城服务站']) {
    await expect(options.filter({ hasText: station })).toHaveCount(1);
  }
  await expect(options.filter({ hasText: '助残服务中心' })).toHaveCount(0);
  await dropdown(page).getByTitle('西城服务站').click();
  await expect(shownValue(page, '表字典带条件')).toHaveText('当前值：dep_west');

  await expect(demo(page, '多选下拉').locator('.ant-select-selection-item')).toHaveText(['员级', '中级']);
  await choose(page, '多选下拉', '正高级');
  await expect(shownValue(page, '多选下拉')).toHaveText('当前值：1,3,5');
  await page.keyboard.press('Escape');

  // The async search select: a hint, a server match picked by keyboard, then nothing found.
  const search = page.getByLabel('搜索选择（异步）', { exact: true });
  await search.click();
  await expect(dropdown(page).getByText('请输入搜索内容')).toBeVisible();
  await search.fill('管理');
  await expect(dropdown(page).locator('.ant-select-item-option')).toHaveText(['管理员']);
  await expectAccessible(page);
  await page.keyboard.press('Enter');
  await expect(shownValue(page, '搜索选择（异步）')).toHaveText('当前值：admin');
  await expect(singleLabel(page, '搜索选择（异步）')).toHaveText('管理员');
  await search.fill('无此人zzz');
  await expect(dropdown(page).getByText('没有查询到任何数据')).toBeVisible();
});

test('tree dictionary and category selects load a level when it is expanded', async ({ page }) => {
  await openTab(page);
  // A stored category code is shown by its name (loadOne).
  await expect(singleLabel(page, '分类选择（存编码）')).toHaveText('轮椅');

  await page.getByLabel('树形字典', { exact: true }).click();
  await expect(dropdown(page).locator('.ant-select-tree-title')).toHaveText(['助残服务中心']);
  const children = page.waitForRequest(
    (r) => r.url().includes('loadTreeData') && r.url().includes('pid=dep_centre'),
  );
  await expand(page, '助残服务中心');
  await children;
  await dropdown(page).getByTitle('东城服务站').click();
  await expect(shownValue(page, '树形字典')).toHaveText('当前值：dep_east');
  await expect(singleLabel(page, '树形字典')).toHaveText('东城服务站');

  await page.getByLabel('分类选择', { exact: true }).click();
  await expect(dropdown(page).locator('.ant-select-tree-title')).toHaveText([
    '生活照料',
    '康复医疗',
    '精神关爱',
    '咨询与其他',
  ]);
  const categoryChildren = page.waitForRequest((r) => r.url().includes('/sys/category/loadTreeData'));
  await expand(page, '生活照料');
  await categoryChildren;
  await expect(dropdown(page).getByTitle('助浴')).toBeVisible();
  await expectAccessible(page);
  await dropdown(page).getByTitle('助浴').click();
  await expect(shownValue(page, '分类选择')).toHaveText(/^当前值：\w{32}$/);
  await expect(singleLabel(page, '分类选择')).toHaveText('助浴');
});

test('error cases: empty code, a condition that is not JSON, an unknown category code', async ({ page }) => {
  await openTab(page);
  await page.getByRole('switch', { name: '显示错误示例' }).click();
  await expect(demo(page, '错误示例').getByText('字典Code不能为空!')).toBeVisible();
  await expect(
    page.locator('.ant-message-error').getByText('组件JTreeSelect-condition传值有误，需要一个json字符串!'),
  ).toBeVisible();
  await expect(page.locator('.ant-message-error').getByText('该编码【X99】不存在，请核实!')).toBeVisible();
  await expectAccessible(page);
});
