import { readFileSync } from 'node:fs';
import * as XLSX from '@e965/xlsx';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { ADMIN_STATE, BASE_URL, STAFF } from '../support/env.ts';
import { loginThroughForm } from '../support/login.ts';
import { createUser } from '../support/users.ts';
import { mainMenu } from './shell-helpers.ts';

const OK = /确\s*定/;
const TAKEN = '该值不可用，系统中已存在！';

/** A name no other test or run uses. */
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
/** A mobile number of its own (the 139 range is not seeded). */
const uniquePhone = () => `139${String(Date.now()).slice(-8)}`;

async function openUserList(page: Page) {
  await page.goto('/system/user');
  // The first visit loads the page's code: on a busy machine that takes longer than one expect.
  await expect(page.getByRole('search', { name: '查询用户' })).toBeVisible({ timeout: 30_000 });
}

/** Searches the list by 用户账号 (contains) and returns the table's rows. */
async function searchByUsername(page: Page, username: string): Promise<Locator> {
  const form = page.getByRole('search', { name: '查询用户' });
  await form.getByLabel('用户账号').fill(username);
  await form.getByRole('button', { name: /查\s*询/ }).click();
  return page.locator('.hcs-list-page .ant-table-tbody tr.ant-table-row');
}

function row(page: Page, username: string): Locator {
  return page.locator('.hcs-list-page .ant-table-tbody tr.ant-table-row').filter({ hasText: username });
}

async function moreAction(page: Page, username: string, action: string) {
  await page.getByRole('button', { name: `更多操作“${username}”` }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

/** A Select or TreeSelect of `scope`, by keyboard: type to find `title`, Enter to choose it, see it chosen. */
async function pick(page: Page, scope: Locator, label: string, title: string) {
  const control = scope.getByLabel(label);
  await control.fill(title);
  await expect(page.locator('.ant-select-dropdown:visible').getByTitle(title, { exact: true })).toBeVisible();
  await control.press('Enter');
  await control.press('Escape');
  // The chosen value shows as a tag in the field (the options list lives outside the drawer).
  await expect(scope.getByTitle(title, { exact: true })).toBeVisible();
}

/** The department field: its 选择部门 dialog, a click on the name checks it, 确定, and the field names it. */
async function pickDepart(page: Page, scope: Locator, title: string) {
  await scope.getByRole('button', { name: '选择部门' }).click();
  const dialog = page.getByRole('dialog', { name: '选择部门' });
  await dialog.getByTitle(title, { exact: true }).click();
  await dialog.getByRole('button', { name: OK }).click();
  await expect(dialog).toBeHidden();
  await expect(scope.getByLabel('部门', { exact: true })).toHaveValue(title);
}

async function signIn(browser: Browser, user: { username: string; password: string }) {
  // Not signed in: the runner would otherwise give the new context the admin's stored session.
  const context = await browser.newContext({
    baseURL: BASE_URL,
    locale: 'zh-CN',
    storageState: { cookies: [], origins: [] },
  });
  const page = await context.newPage();
  await page.goto('/user/login');
  await page.getByLabel('用户名').fill(user.username);
  await page.getByLabel('密码', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  return { context, page };
}

test.describe('用户管理 as an administrator', () => {
  test.use({ storageState: ADMIN_STATE });

  test('creates a user with a role and a department, finds, edits, exports, deletes and imports it back', async ({
    page,
  }) => {
    // A whole day of a user account in one story: on a shared, busy machine it takes minutes.
    test.setTimeout(180_000);
    const stamp = unique('u');
    const username = `${stamp}a`;
    const phone = uniquePhone();
    // A second user of this test, so that the export holds a row that is still there at import.
    const other = await createUser({
      username: `${stamp}b`,
      realname: '导入对照',
      password: 'Other-pass-2026',
      role: 'staff',
      departIds: [],
    });

    await openUserList(page);
    await expectAccessible(page);
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const drawer = page.getByRole('dialog', { name: '新增用户' });
    await expect(drawer).toBeVisible();
    await expect(
      drawer.locator('xpath=ancestor-or-self::*[contains(@class,"ant-drawer-content-wrapper")]'),
    ).toHaveCSS('width', '600px');

    // The account: too short, then taken (asked on blur), then a free one.
    const account = drawer.getByLabel('用户账号');
    await account.fill('abc');
    await account.blur();
    await expect(drawer.getByText('用户账号长度必须在4到18个字符之间')).toBeVisible();
    await account.fill('zhuguan');
    await account.blur();
    await expect(drawer.getByText(TAKEN)).toBeVisible();
    await account.fill(username);
    await account.blur();
    await expect(drawer.getByText(TAKEN)).toBeHidden();

    await drawer.getByLabel('登录密码').fill('Start-pass-2026');
    await drawer.getByLabel('确认密码').fill('Start-pass-2026');
    await drawer.getByLabel('用户姓名').fill('新用户甲');
    await drawer.getByLabel('手机号').fill('12345');
    await drawer.getByLabel('手机号').blur();
    await expect(drawer.getByText('请输入正确手机号')).toBeVisible();
    await drawer.getByLabel('手机号').fill(phone);
    await expect(drawer.getByText('请输入正确手机号')).toBeHidden();
    await pick(page, drawer, '角色', '服务人员');
    await pickDepart(page, drawer, '东城服务站');
    await expectAccessible(page);
    await drawer.getByRole('button', { name: OK }).click();
    await expect(page.getByText('添加成功！').last()).toBeVisible();
    await expect(drawer).toBeHidden();

    // Found by search, with its department and status.
    const rows = await searchByUsername(page, username);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('新用户甲');
    await expect(rows.first()).toContainText('东城服务站');
    await expect(rows.first()).toContainText('正常');

    // Edited: the drawer starts from what the user has.
    await page.getByRole('button', { name: `编辑“${username}”` }).click();
    const editDrawer = page.getByRole('dialog', { name: '编辑用户' });
    await expect(editDrawer.getByLabel('用户姓名')).toHaveValue('新用户甲');
    await expect(editDrawer.getByTitle('服务人员')).toBeVisible();
    await expect(editDrawer.getByTitle('东城服务站')).toBeVisible();
    await expect(editDrawer.getByLabel('用户账号')).toHaveValue(username);
    await expect(editDrawer.getByLabel('用户账号')).toBeDisabled();
    await expect(editDrawer.getByLabel('登录密码')).toHaveCount(0);
    await editDrawer.getByLabel('用户姓名').fill('新用户乙');
    await editDrawer.getByLabel('工号').fill(stamp);
    await editDrawer.getByRole('button', { name: OK }).click();
    await expect(page.getByText('编辑成功!').last()).toBeVisible();
    await expect(row(page, username)).toContainText('新用户乙');

    // The detail.
    await page.getByRole('button', { name: `详情“${username}”` }).click();
    const detail = page.getByRole('dialog', { name: '详细信息' });
    await expect(detail).toContainText(username);
    await expect(detail).toContainText(stamp);
    await expect(detail).toContainText('东城服务站');
    await expectAccessible(page);
    await detail.getByRole('button', { name: '关闭', exact: true }).first().click();
    await expect(detail).toBeHidden();

    // Export what the search shows: a real .xls with both users.
    await expect(await searchByUsername(page, stamp)).toHaveCount(2);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('用户.xls');
    const file = test.info().outputPath('用户.xls');
    await download.saveAs(file);
    const book = XLSX.read(readFileSync(file));
    const sheet = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0] ?? ''] ?? {}, {
      header: 1,
    });
    expect(sheet[0]).toEqual(['用户报表']);
    expect(sheet[2]).toEqual([
      '用户账号',
      '用户姓名',
      '性别',
      '生日',
      '手机号',
      '邮箱',
      '工号',
      '座机',
      '状态',
    ]);
    const exported = sheet.slice(3);
    expect(exported.map((r) => r[0]).sort()).toEqual([username, other.username]);
    expect(exported.find((r) => r[0] === username)).toEqual(
      expect.arrayContaining(['新用户乙', phone, stamp, '正常']),
    );

    // Delete the first user and clear it from the recycle bin, so its account is free again.
    await moreAction(page, username, '删除');
    await page.getByRole('dialog', { name: '确定删除吗?' }).getByRole('button', { name: OK }).click();
    await expect(page.getByText('删除成功!').last()).toBeVisible();
    await expect(row(page, username)).toHaveCount(0);
    await page.getByRole('button', { name: '回收站' }).click();
    const bin = page.getByRole('dialog', { name: '用户回收站' });
    await bin.getByRole('button', { name: `彻底删除${username}` }).click();
    await page.getByRole('tooltip').getByRole('button', { name: OK }).click();
    await expect(bin.getByText(username)).toHaveCount(0);
    await bin.getByRole('button', { name: '关闭', exact: true }).last().click();

    // Import the exported file: the deleted user comes back, the one still there clashes.
    await page.getByRole('button', { name: '导入' }).click();
    const importer = page.getByRole('dialog', { name: '导入' });
    await importer.locator('input[type=file]').setInputFiles(file);
    await importer.getByRole('button', { name: '开始上传' }).click();
    const errors = page.getByRole('dialog', { name: '导入成功,但是有错误数据!' });
    await expect(errors).toBeVisible();
    await expect(errors).toContainText('总上传行数：2，已导入行数：1，错误行数：1');
    await expectAccessible(page);
    const errorFile = page.waitForEvent('download');
    await errors.getByRole('button', { name: '下载错误数据' }).click();
    const why = await (await errorFile).path();
    expect(readFileSync(why, 'utf8')).toContain('用户账号已存在');
    await errors.getByRole('button', { name: /知道了|确\s*定/ }).click();
    const back = await searchByUsername(page, username);
    await expect(back).toHaveCount(1);
    await expect(back.first()).toContainText('新用户乙');
    await expect(back.first()).toContainText(phone);
  });

  test('resets a password, freezes and unfreezes, deletes, restores and deletes for good', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const user = await createUser({
      username: unique('r'),
      realname: '回收用户',
      password: 'Start-pass-2026',
      role: 'staff',
      departIds: ['dep_east'],
      orgCode: 'A01A01',
    });
    await openUserList(page);
    await expect(await searchByUsername(page, user.username)).toHaveCount(1);

    // 修改密码: the rules, then a new password that works in a second browser.
    await moreAction(page, user.username, '密码');
    const dialog = page.getByRole('dialog', { name: '修改密码' });
    await expect(dialog.getByLabel('用户账号')).toHaveValue(user.username);
    await dialog.getByRole('button', { name: OK }).click();
    await expect(dialog.getByText('请输入新密码!')).toBeVisible();
    await expect(dialog.getByText('请确认新密码!')).toBeVisible();
    await expectAccessible(page);
    await dialog.getByLabel('新密码').fill('abcdefgh');
    await dialog.getByLabel('确认密码').fill('abcdefgx');
    await expect(dialog.getByText('新密码至少8位，须同时包含字母和数字')).toBeVisible();
    await expect(dialog.getByText('两次输入的密码不一样！')).toBeVisible();
    await dialog.getByLabel('新密码').fill('Reset-pass-2026');
    await dialog.getByLabel('确认密码').fill('Reset-pass-2026');
    await dialog.getByRole('button', { name: OK }).click();
    await expect(page.getByText('密码修改成功！').last()).toBeVisible();
    await expect(dialog).toBeHidden();

    const second = await signIn(browser, { username: user.username, password: 'Reset-pass-2026' });
    await expect(second.page).toHaveURL(/\/dashboard\/task$/);
    await second.context.close();

    // 冻结: the user can no longer sign in.
    await moreAction(page, user.username, '冻结');
    await expect(page.getByText('冻结成功!').last()).toBeVisible();
    await expect(row(page, user.username)).toContainText('冻结');
    const refused = await signIn(browser, { username: user.username, password: 'Reset-pass-2026' });
    await expect(refused.page.getByRole('alert')).toContainText('该用户已冻结');
    await refused.context.close();

    // 解冻 of the selection, after a confirmation.
    await page.getByRole('checkbox', { name: `选择“${user.realname}”` }).check();
    await page.getByRole('button', { name: /批量操作/ }).click();
    await page.getByRole('menuitem', { name: '解冻' }).click();
    await page.getByRole('dialog', { name: '确认操作' }).getByRole('button', { name: OK }).click();
    await expect(page.getByText('解冻成功!').last()).toBeVisible();
    await expect(row(page, user.username)).toContainText('正常');
    const again = await signIn(browser, { username: user.username, password: 'Reset-pass-2026' });
    await expect(again.page).toHaveURL(/\/dashboard\/task$/);
    await again.context.close();

    // 删除 → 回收站 → 还原.
    await moreAction(page, user.username, '删除');
    await page.getByRole('dialog', { name: '确定删除吗?' }).getByRole('button', { name: OK }).click();
    await expect(page.getByText('删除成功!').last()).toBeVisible();
    await expect(row(page, user.username)).toHaveCount(0);
    await page.getByRole('button', { name: '回收站' }).click();
    const bin = page.getByRole('dialog', { name: '用户回收站' });
    await expect(bin.getByText(user.username)).toBeVisible();
    await expectAccessible(page);
    await bin.getByRole('button', { name: `还原${user.username}` }).click();
    await expect(page.getByText('还原成功!').last()).toBeVisible();
    await expect(bin.getByText(user.username)).toHaveCount(0);
    await bin.getByRole('button', { name: '关闭', exact: true }).last().click();
    await expect(row(page, user.username)).toHaveCount(1);

    // 删除 again → 彻底删除, after its warning.
    await moreAction(page, user.username, '删除');
    await page.getByRole('dialog', { name: '确定删除吗?' }).getByRole('button', { name: OK }).click();
    await expect(row(page, user.username)).toHaveCount(0);
    await page.getByRole('button', { name: '回收站' }).click();
    await bin.getByRole('button', { name: `彻底删除${user.username}` }).click();
    const warning = page.getByRole('tooltip');
    await expect(warning).toContainText('确定彻底删除吗？此操作不可恢复');
    // Off the button that opened it: axe would otherwise judge the link's passing hover colour.
    await page.mouse.move(0, 0);
    await expectAccessible(page);
    await warning.getByRole('button', { name: OK }).click();
    await expect(bin.getByText(user.username)).toHaveCount(0);
    const gone = await signIn(browser, { username: user.username, password: 'Reset-pass-2026' });
    await expect(gone.page.getByRole('alert')).toBeVisible();
    await gone.context.close();
  });

  test('the drawer takes the whole width of a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/system/user');
    // On a phone the list is cards, its query form behind 筛选.
    await expect(page.getByRole('button', { name: /^筛选/ })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const drawer = page.getByRole('dialog', { name: '新增用户' });
    await expect(drawer).toBeVisible();
    const box = await drawer.boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(390);
    await expectAccessible(page);
  });
});

test('a staff member has no 用户管理 and cannot open it', async ({ page }) => {
  await page.goto('/user/login');
  await loginThroughForm(page, STAFF);
  await expect(page).toHaveURL(/\/dashboard\/task$/);
  const menu = mainMenu(page);
  await expect(menu.getByRole('menuitem', { name: /首页/ })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: /系统管理/ })).toHaveCount(0);
  await expect(menu.getByRole('menuitem', { name: /用户管理/ })).toHaveCount(0);

  // A path outside the user's menu is no route of theirs: the app answers with its 404 page.
  await page.goto('/system/user');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: '抱歉，你访问的页面不存在' })).toBeVisible();
  await expect(page.getByRole('search', { name: '查询用户' })).toHaveCount(0);
});
