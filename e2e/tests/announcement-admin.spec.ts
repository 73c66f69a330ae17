import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { ADMIN_STATE } from '../support/env.ts';
import { cancelTypedForm } from '../support/leaveForm.ts';
import { createUser, type TestUser } from '../support/users.ts';

test.use({ storageState: ADMIN_STATE });
// Each test walks a whole flow through several dialogs; on a busy machine that takes longer than 30 s.
test.describe.configure({ timeout: 90_000 });

const PATH = '/system/annountCement';

/** A title no other test (or run) uses, so parallel tests never see each other's rows. */
const uniqueTitle = (prefix: string) => `${prefix}-${randomBytes(3).toString('hex')}`;

async function openPage(page: Page): Promise<void> {
  await page.goto(PATH);
  await expect(page.getByRole('heading', { name: '系统通告' })).toBeVisible();
  await expect(page.locator('.ant-table-tbody')).toBeVisible();
}

function formModal(page: Page, title: '新增' | '编辑'): Locator {
  return page.getByRole('dialog', { name: title });
}

/** Picks `option` in the antd select labelled `label` (inside `scope`). */
async function choose(page: Page, scope: Locator | Page, label: string, option: string): Promise<void> {
  await scope.getByLabel(label, { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}

async function search(page: Page, filters: { title?: string; status?: string }): Promise<void> {
  const form = page.getByRole('search', { name: '查询通告' });
  await form.getByRole('button', { name: /重\s*置/ }).click();
  if (filters.title) await form.getByLabel('标题', { exact: true }).fill(filters.title);
  if (filters.status) await choose(page, form, '发布状态', filters.status);
  await form.getByRole('button', { name: /查\s*询/ }).click();
}

function row(page: Page, title: string): Locator {
  return page
    .locator('.ant-table-tbody tr')
    .filter({ has: page.getByRole('cell', { name: title, exact: true }) });
}

async function confirmDialog(page: Page, title: string): Promise<void> {
  const dialog = page.getByRole('dialog').filter({ hasText: title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
}

async function confirmPopover(page: Page, title: string): Promise<void> {
  await page
    .getByRole('tooltip')
    .filter({ hasText: title })
    .getByRole('button', { name: /确\s*定/ })
    .click();
}

/** Adds an announcement to all users through the API, as the signed-in admin. */
async function addThroughApi(page: Page, titile: string): Promise<void> {
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('Access-Token') ?? '{}') as { value?: string }).value ?? '',
  );
  const res = await page.request.post('/hcs/sys/annountCement/add', {
    headers: { 'X-Access-Token': token },
    data: { titile, msgContent: '批量删除用', priority: 'L', msgCategory: '1', msgType: 'ALL' },
  });
  expect((await res.json()) as { success: boolean }).toMatchObject({ success: true });
}

test('opens from the side menu and checks the add form', async ({ page }) => {
  await page.goto('/dashboard/analysis');
  await page.getByRole('menuitem', { name: '系统管理' }).click();
  await page.getByRole('menuitem', { name: '系统通告' }).click();
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  await expect(page.getByRole('heading', { name: '系统通告' })).toBeVisible();
  for (const header of [
    '标题',
    '消息类型',
    '发布人',
    '优先级',
    '通告对象',
    '发布状态',
    '发布时间',
    '撤销时间',
    '操作',
  ]) {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  await expectAccessible(page);

  await page.getByRole('button', { name: /新\s*增/ }).click();
  const modal = formModal(page, '新增');
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: /确\s*定/ }).click();
  await expect(modal.getByText('请输入标题')).toBeVisible();
  await expect(modal.getByText('请输入内容')).toBeVisible();
  await modal.getByLabel('标题', { exact: true }).fill('题'.repeat(101));
  await expect(modal.getByText('标题不能超过100个字符')).toBeVisible();

  await modal.getByRole('radio', { name: '指定用户' }).check();
  await expect(modal.getByLabel('接收用户')).toBeVisible();
  await choose(page, modal, '打开方式', '链接');
  await modal.getByRole('button', { name: /确\s*定/ }).click();
  await expect(modal.getByText('请选择接收用户')).toBeVisible();
  await expect(modal.getByText('请输入打开页面')).toBeVisible();

  await modal.getByLabel('开始时间').fill('2026-05-02 10:00:00');
  await modal.getByLabel('开始时间').press('Enter');
  await modal.getByLabel('结束时间').fill('2026-05-01 10:00:00');
  await modal.getByLabel('结束时间').press('Enter');
  await expect(modal.getByText('结束时间不能早于开始时间')).toBeVisible();
  await expectAccessible(page);

  await cancelTypedForm(page, modal);
});

test('an announcement to all users: create, edit, release, revoke, search, view and delete', async ({
  page,
}) => {
  const title = uniqueTitle('全员通告');
  const edited = `${title}-改`;
  await openPage(page);

  await page.getByRole('button', { name: /新\s*增/ }).click();
  const add = formModal(page, '新增');
  await add.getByLabel('标题', { exact: true }).fill(title);
  await add.getByLabel('摘要').fill('下周一停水');
  await add.getByRole('radio', { name: '重要' }).check();
  await add.getByLabel('内容').fill('下周一 9:00-12:00 停水，请提前储水。');
  await add.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('添加成功！').last()).toBeVisible();
  await expect(add).toBeHidden();

  await search(page, { title });
  const created = row(page, title);
  await expect(created).toHaveCount(1);
  await expect(created).toContainText('未发布');
  await expect(created).toContainText('全体用户');
  await expect(created).toContainText('重要');
  await expect(page.getByText(/共 1 条/)).toBeVisible();

  await created.getByRole('button', { name: /编辑/ }).click();
  const editModal = formModal(page, '编辑');
  await expect(editModal.getByLabel('标题', { exact: true })).toHaveValue(title);
  await editModal.getByLabel('标题', { exact: true }).fill(edited);
  await editModal.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('编辑成功!').last()).toBeVisible();
  await search(page, { title: edited });
  const target = row(page, edited);
  await expect(target).toHaveCount(1);

  await target.getByRole('button', { name: /发布/ }).click();
  await confirmDialog(page, '确定发布吗?');
  await expect(page.getByText('该系统通知发布成功')).toBeVisible();
  await expect(target).toContainText('已发布');
  await expect(target).toContainText('管理员');
  await expect(target.getByRole('button', { name: /编辑/ })).toHaveCount(0);
  await expect(target.getByRole('button', { name: /发布/ })).toHaveCount(0);

  await target.getByRole('button', { name: /查看/ }).click();
  const detail = page.getByRole('dialog', { name: '详细信息' });
  await expect(detail).toBeVisible();
  await expect(detail).toContainText(edited);
  await expect(detail).toContainText('下周一 9:00-12:00 停水，请提前储水。');
  await expectAccessible(page);
  const width = (await detail.boundingBox())?.width ?? 0;
  await detail.getByRole('button', { name: '全屏' }).click();
  await expect(detail.getByRole('button', { name: '退出全屏' })).toBeVisible();
  expect((await detail.boundingBox())?.width ?? 0).toBeGreaterThan(width);
  await detail.getByRole('button', { name: '退出全屏' }).click();
  await detail
    .getByRole('button', { name: /关\s*闭/ })
    .last()
    .click();
  await expect(detail).toBeHidden();

  await target.getByRole('button', { name: /撤销/ }).click();
  await confirmDialog(page, '确定撤销吗?');
  await expect(page.getByText('该系统通知撤销成功')).toBeVisible();
  await expect(target).toContainText('已撤销');
  await expect(target.getByRole('button', { name: /编辑/ })).toBeVisible();

  await search(page, { title: edited, status: '已撤销' });
  await expect(row(page, edited)).toHaveCount(1);
  await search(page, { title: edited, status: '未发布' });
  await expect(row(page, edited)).toHaveCount(0);
  await search(page, { title: edited });

  await row(page, edited).getByRole('button', { name: /删除/ }).click();
  await confirmPopover(page, '确定删除吗?');
  await expect(page.getByText('删除成功!').last()).toBeVisible();
  await expect(row(page, edited)).toHaveCount(0);
});

test('batch delete shows with a selection and confirms before deleting', async ({ page }) => {
  const prefix = uniqueTitle('批量');
  await openPage(page);
  await addThroughApi(page, `${prefix}-一`);
  await addThroughApi(page, `${prefix}-二`);

  // 批量删除 appears once rows are selected (the list mechanism); 请选择一条记录！ is a component test.
  await expect(page.getByRole('button', { name: /批量删除/ })).toHaveCount(0);

  await search(page, { title: prefix });
  await expect(page.getByText(/共 2 条/)).toBeVisible();
  await page.getByRole('checkbox', { name: `选择“${prefix}-一”` }).check();
  await page.getByRole('checkbox', { name: `选择“${prefix}-二”` }).check();
  await expect(page.getByText('已选择 2 项')).toBeVisible();
  await page.getByRole('button', { name: /批量删除/ }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: '确认删除' });
  await expect(confirm).toContainText('是否删除选中数据?');
  await confirm.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('批量删除成功!').last()).toBeVisible();
  await expect(row(page, `${prefix}-一`)).toHaveCount(0);
  await expect(row(page, `${prefix}-二`)).toHaveCount(0);
});

test('paging: ten a page, size changer, quick jumper, and a step back after emptying the last page', async ({
  page,
}) => {
  const prefix = uniqueTitle('分页');
  await openPage(page);
  for (let i = 1; i <= 11; i++) await addThroughApi(page, `${prefix}-${String(i).padStart(2, '0')}`);
  await search(page, { title: prefix });
  await expect(page.getByText('第 1-10 条 / 共 11 条')).toBeVisible();
  await expect(page.locator('.hcs-list-page .ant-table-tbody tr.ant-table-row')).toHaveCount(10);
  const pager = page.locator('.ant-pagination');
  await expect(pager.locator('.ant-pagination-options .ant-select')).toContainText('10 条/页');
  await pager.locator('.ant-pagination-options .ant-select').click();
  await expect(page.locator('.ant-select-dropdown:visible').getByTitle(/条\/页/)).toHaveText([
    '10 条/页',
    '20 条/页',
    '30 条/页',
  ]);
  await page.keyboard.press('Escape');

  const jumper = pager.locator('.ant-pagination-options-quick-jumper input');
  await jumper.fill('2');
  await jumper.press('Enter');
  await expect(page.getByText('第 11-11 条 / 共 11 条')).toBeVisible();
  // Oldest last: the list is newest first by default.
  const last = row(page, `${prefix}-01`);
  await last.getByRole('button', { name: /删除/ }).click();
  await confirmPopover(page, '确定删除吗?');
  await expect(page.getByText('删除成功!').last()).toBeVisible();
  await expect(page.getByText('第 1-10 条 / 共 10 条')).toBeVisible();
  await expect(pager.locator('.ant-pagination-item-active')).toHaveText('1');

  await page.locator('.ant-table-thead').getByRole('checkbox').check();
  await page.getByRole('button', { name: /批量删除/ }).click();
  await confirmDialog(page, '确认删除');
  await expect(page.getByText('批量删除成功!').last()).toBeVisible();
  await expect(page.locator('.hcs-list-page .ant-table-tbody tr.ant-table-row')).toHaveCount(0);
});

/** A user of the test's own, in 东城服务站, so no other test's announcements or logins touch it. */
function recipient(tag: string, key: string, realname: string): Promise<TestUser> {
  return createUser({
    username: `annt${tag}${key}`,
    realname,
    password: 'Annt-pass-2026',
    role: 'staff',
    departIds: ['dep_east'],
    orgCode: 'A01A01',
  });
}

/** How many of the user's own (我的消息) announcements bear `title`. */
async function inboxCount(request: APIRequestContext, user: TestUser, title: string): Promise<number> {
  const login = await request.post('/hcs/sys/login', {
    data: { username: user.username, password: user.password },
  });
  const token = ((await login.json()) as { result: { token: string } }).result.token;
  const res = await request.get('/hcs/sys/sysAnnouncementSend/getMyAnnouncementSend', {
    headers: { 'X-Access-Token': token },
    params: { titile: title, pageNo: 1, pageSize: 10 },
  });
  return ((await res.json()) as { result: { total: number } }).result.total;
}

/** The rows of the 用户选择 dialog's results table holding `name` in a cell of its own. */
function pickerRow(picker: Locator, name: string): Locator {
  return picker
    .locator('.hcs-record-select__results tr.ant-table-row')
    .filter({ has: picker.page().getByRole('cell', { name, exact: true }) });
}

test('an announcement to chosen users: picked in the 用户选择 dialog, named when edited, reaches only them', async ({
  page,
  request,
}) => {
  const tag = randomBytes(3).toString('hex');
  const first = await recipient(tag, 'a', `接收甲${tag}`);
  const second = await recipient(tag, 'b', `接收乙${tag}`);
  const bystander = await recipient(tag, 'c', `旁观丙${tag}`);
  const names = `${first.realname}，${second.realname}`;
  const title = uniqueTitle('指定通告');
  await openPage(page);
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const add = formModal(page, '新增');
  await add.getByLabel('标题', { exact: true }).fill(title);
  await add.getByRole('radio', { name: '系统消息' }).check();
  await add.getByRole('radio', { name: '指定用户' }).check();

  await add.getByRole('button', { name: '选择用户' }).click();
  const picker = page.getByRole('dialog', { name: '用户选择' });
  await picker.getByLabel('姓名').fill(tag);
  await picker.getByRole('button', { name: /查\s*询/ }).click();
  await expect(picker.locator('.hcs-record-select__results tr.ant-table-row')).toHaveCount(3);
  await pickerRow(picker, first.realname).click();
  await pickerRow(picker, second.realname).click();
  const chosen = picker.locator('.hcs-record-select__chosen');
  await expect(chosen.getByText(first.realname)).toBeVisible();
  await expect(chosen.getByText(second.realname)).toBeVisible();
  // The pointer rests on a row; axe judges the resting colours, not the hover ones.
  await page.mouse.move(0, 0);
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/recipients-dialog.png' });
  await picker.getByRole('button', { name: /确\s*定/ }).click();
  await expect(picker).toBeHidden();
  await expect(add.getByLabel('接收用户')).toHaveValue(names);
  await add.getByLabel('内容').fill('请两位今天下午到服务站开会。');
  await page.screenshot({ path: '/tmp/recipients-form.png' });
  await add.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('添加成功！').last()).toBeVisible();

  await search(page, { title });
  const created = row(page, title);
  await expect(created).toContainText('指定用户');
  await expect(created).toContainText('系统消息');
  await created.getByRole('button', { name: /编辑/ }).click();
  const edit = formModal(page, '编辑');
  await expect(edit.getByRole('radio', { name: '指定用户' })).toBeChecked();
  await expect(edit.getByLabel('接收用户')).toHaveValue(names);
  await page.screenshot({ path: '/tmp/recipients-edit.png' });
  await edit.getByRole('button', { name: /取\s*消/ }).click();

  await created.getByRole('button', { name: /发布/ }).click();
  await confirmDialog(page, '确定发布吗?');
  await expect(page.getByText('该系统通知发布成功')).toBeVisible();
  expect(await inboxCount(request, first, title)).toBe(1);
  expect(await inboxCount(request, second, title)).toBe(1);
  expect(await inboxCount(request, bystander, title)).toBe(0);
});
