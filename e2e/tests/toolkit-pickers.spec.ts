import { randomBytes } from 'node:crypto';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { ADMIN_STATE } from '../support/env.ts';

test.use({ storageState: ADMIN_STATE });
// Each test walks several dialogs; on a busy machine that takes longer than 30 s.
test.describe.configure({ timeout: 120_000 });

const OK = /确\s*定/;
const SEARCH = /查\s*询/;

async function openTab(page: Page): Promise<void> {
  await page.goto('/test/home?tab=pickers');
  // The first visit loads the tab's code: on a busy machine that takes longer than one expect.
  await expect(page.getByLabel('用户单选', { exact: true })).toBeVisible({ timeout: 60_000 });
}

/** The demo card titled `title`. */
function demo(page: Page, title: string): Locator {
  return page.locator('.hcs-gallery__demo').filter({ has: page.getByText(title, { exact: true }) });
}

const value = (page: Page, title: string) => page.getByTestId(`value-${title}`);
const field = (page: Page, title: string) => page.getByLabel(title, { exact: true });

function dialog(page: Page, title: string): Locator {
  return page.getByRole('dialog', { name: title });
}

/** The rows of the dialog's results table (not those of the 已选 card). */
const results = (picker: Locator) => picker.locator('.hcs-record-select__results tr.ant-table-row');

/** A row of the dialog's results table holding `text` in a cell of its own. */
function resultRow(picker: Locator, text: string): Locator {
  return results(picker)
    .filter({ has: picker.page().getByRole('cell', { name: text, exact: true }) })
    .first();
}

async function addPosition(page: Page, code: string, name: string, postRank: string): Promise<void> {
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('Access-Token') ?? '{}') as { value?: string }).value ?? '',
  );
  const res = await page.request.post('/hcs/sys/position/add', {
    headers: { 'X-Access-Token': token },
    data: { code, name, postRank },
  });
  expect((await res.json()) as { success: boolean }).toMatchObject({ success: true });
}

test('user and role pickers: labels looked up, search, choose, OK, and 关闭 leaves the value', async ({
  page,
}) => {
  await openTab(page);
  // Initial values show their records' names, looked up by the values.
  await expect(field(page, '用户单选')).toHaveValue('管理员');
  await expect(field(page, '用户多选')).toHaveValue('张主管，李服务');
  await expect(field(page, '角色单选')).toHaveValue('中心主管');
  await expect(field(page, '角色多选（值为 id）')).toHaveValue('管理员，服务人员');
  await expect(field(page, '按部门选用户')).toHaveValue('李服务');
  await expect(field(page, '禁用的用户选择')).toBeDisabled();
  await expect(demo(page, '禁用的用户选择').getByRole('button', { name: '选择用户' })).toBeDisabled();
  await expectAccessible(page);

  // Multiple: it opens with the current choice; a search, a row click adds one; OK returns them all.
  await demo(page, '用户多选').getByRole('button', { name: '选择用户' }).click();
  const users = dialog(page, '用户选择');
  await expect(users).toBeVisible();
  // 1250 wide (spec §9), within the window's width.
  await expect(
    users.locator('xpath=ancestor-or-self::*[contains(@class,"ant-modal ")]').first(),
  ).toHaveAttribute('style', /width: 1250px/);
  const chosen = users.locator('.hcs-record-select__chosen');
  await expect(chosen.getByText('张主管')).toBeVisible();
  await expect(chosen.getByText('李服务')).toBeVisible();
  await expect(users.getByText(/共 \d+ 条/)).toBeVisible();
  await users.getByRole('button', { name: /展\s*开/ }).click();
  await expect(users.getByLabel('性别')).toBeVisible();
  await users.getByLabel('账号').fill('admin');
  await users.getByRole('button', { name: SEARCH }).click();
  await expect(results(users)).toHaveCount(1);
  await resultRow(users, '管理员').click();
  await expect(chosen.getByText('管理员')).toBeVisible();
  await chosen.getByRole('button', { name: '删除已选用户 张主管' }).click();
  await expect(chosen.getByText('张主管')).toBeHidden();
  // The pointer now rests on the next 删除 link; axe judges the resting colours, not the hover ones.
  await page.mouse.move(0, 0);
  await expectAccessible(page);
  await users.getByRole('button', { name: OK }).click();
  await expect(users).toBeHidden();
  await expect(value(page, '用户多选')).toHaveText('当前值：fuwu,admin');
  await expect(field(page, '用户多选')).toHaveValue('李服务，管理员');

  // Single: a row click replaces the choice.
  await demo(page, '角色单选').getByRole('button', { name: '选择角色' }).click();
  const roles = dialog(page, '角色选择');
  await roles.getByLabel('角色名称').fill('服务');
  await roles.getByRole('button', { name: SEARCH }).click();
  await resultRow(roles, '服务人员').click();
  await expect(roles.locator('.hcs-record-select__chosen').getByText('中心主管')).toBeHidden();
  await expect(roles.getByRole('radio', { name: '选择 服务人员' })).toBeChecked();
  await roles.getByRole('button', { name: OK }).click();
  await expect(value(page, '角色单选')).toHaveText('当前值：staff');
  await expect(field(page, '角色单选')).toHaveValue('服务人员');

  // 关闭 changes nothing.
  await field(page, '用户单选').click();
  // Other tests add users, so the one sought is searched for rather than expected on the first page.
  await users.getByLabel('姓名').fill('张主管');
  await users.getByRole('button', { name: SEARCH }).click();
  await resultRow(users, '张主管').click();
  await expect(users.locator('.hcs-record-select__chosen').getByText('张主管')).toBeVisible();
  await users.getByRole('button', { name: '关闭' }).click();
  await expect(users).toBeHidden();
  await expect(value(page, '用户单选')).toHaveText('当前值：admin');
  await expect(field(page, '用户单选')).toHaveValue('管理员');

  // The clear button empties the field.
  await demo(page, '用户单选').getByRole('button', { name: '清除用户' }).click();
  await expect(value(page, '用户单选')).toHaveText('当前值：（空）');
});

test('department pickers: single mode keeps the newest check, the tree searches, users by department', async ({
  page,
}) => {
  await openTab(page);
  await expect(field(page, '部门单选')).toHaveValue('东城服务站');
  await expect(field(page, '部门多选（值为机构编码）')).toHaveValue('东城服务站，西城服务站');

  await demo(page, '部门单选').getByRole('button', { name: '选择部门' }).click();
  const departs = dialog(page, '选择部门');
  await expect(departs).toBeVisible();
  const checked = departs.locator('.ant-tree-treenode-checkbox-checked .ant-tree-title');
  await expect(checked).toHaveText(['东城服务站']);
  await departs.getByTitle('西城服务站', { exact: true }).click();
  await expect(checked).toHaveText(['西城服务站']);
  await departs.getByLabel('搜索部门').fill('南城');
  await expect(departs.getByTitle('东城服务站', { exact: true })).toBeHidden();
  await departs.getByTitle('南城服务站', { exact: true }).click();
  await expect(checked).toHaveText(['南城服务站']);
  await expectAccessible(page);
  await departs.getByRole('button', { name: OK }).click();
  await expect(value(page, '部门单选')).toHaveText('当前值：dep_south');
  await expect(field(page, '部门单选')).toHaveValue('南城服务站');

  // Multiple, with org codes: unchecking one leaves the other.
  await demo(page, '部门多选（值为机构编码）').getByRole('button', { name: '选择部门' }).click();
  await departs.getByTitle('东城服务站', { exact: true }).click();
  await expect(checked).toHaveText(['西城服务站']);
  await departs.getByRole('button', { name: OK }).click();
  await expect(value(page, '部门多选（值为机构编码）')).toHaveText('当前值：A01A02');

  // Users by department: the tree limits the list; the choice adds to the current one.
  await demo(page, '按部门选用户').getByRole('button', { name: '选择用户' }).click();
  const byDepart = dialog(page, '用户选择');
  await expect(byDepart.getByText('全部部门')).toBeVisible();
  await byDepart.locator('.ant-tree').getByTitle('东城服务站', { exact: true }).click();
  await expect(byDepart.getByText('当前部门：东城服务站')).toBeVisible();
  await byDepart.getByLabel('姓名').fill('张主管');
  await byDepart.getByRole('button', { name: SEARCH }).click();
  await expect(results(byDepart)).toHaveCount(1);
  await resultRow(byDepart, '张主管').click();
  await expect(byDepart.locator('.hcs-record-select__chosen').getByText('李服务')).toBeVisible();
  await expectAccessible(page);
  await byDepart.getByRole('button', { name: OK }).click();
  await expect(value(page, '按部门选用户')).toHaveText('当前值：fuwu,zhuguan');
});

test('position pickers: rank text, search by name, codes as the value; the dialog on its own', async ({
  page,
}) => {
  const tag = randomBytes(3).toString('hex');
  await openTab(page);
  await addPosition(page, `PK_A_${tag}`, `选择器护理员${tag}`, '5');
  await addPosition(page, `PK_B_${tag}`, `选择器医师${tag}`, '3');

  await demo(page, '职务多选').getByRole('button', { name: '选择职务' }).click();
  const positions = dialog(page, '职务选择');
  await positions.getByLabel('职务名称').fill(tag);
  await positions.getByRole('button', { name: SEARCH }).click();
  await expect(results(positions)).toHaveCount(2);
  await expect(resultRow(positions, `选择器医师${tag}`)).toContainText('中级');
  await positions.getByRole('checkbox', { name: `选择 选择器医师${tag}` }).check();
  await resultRow(positions, `选择器护理员${tag}`).click();
  await positions.getByRole('button', { name: OK }).click();
  await expect(value(page, '职务多选')).toHaveText(`当前值：PK_B_${tag},PK_A_${tag}`);
  await expect(field(page, '职务多选')).toHaveValue(`选择器医师${tag}，选择器护理员${tag}`);

  // The dialog on its own hands back the chosen records.
  await demo(page, '选择对话框').getByRole('button', { name: '打开职务选择' }).click();
  await positions.getByLabel('职务编码').fill(`PK_A_${tag}`);
  await positions.getByRole('button', { name: SEARCH }).click();
  await resultRow(positions, `选择器护理员${tag}`).click();
  await positions.getByRole('button', { name: OK }).click();
  await expect(positions).toBeHidden();
  await expect(value(page, '选择对话框')).toHaveText(`当前值：选择器护理员${tag}`);
});
