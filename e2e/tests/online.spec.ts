import { randomBytes } from 'node:crypto';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { ADMIN, ADMIN_STATE } from '../support/env.ts';
import { loginThroughForm } from '../support/login.ts';
import { createUser } from '../support/users.ts';

test.use({ storageState: ADMIN_STATE });
test.describe.configure({ timeout: 90_000 });

const PATH = '/system/online';

async function searchByUsername(page: Page, username: string): Promise<void> {
  const form = page.getByRole('search', { name: '查询在线用户' });
  await form.getByRole('button', { name: /重\s*置/ }).click();
  await form.getByLabel('用户账号').fill(username);
  await form.getByRole('button', { name: /查\s*询/ }).click();
}

function rows(page: Page, username: string): Locator {
  return page
    .locator('.ant-table-tbody tr.ant-table-row')
    .filter({ has: page.getByRole('cell', { name: username, exact: true }) });
}

const tokenOf = (page: Page) =>
  page.evaluate(
    () => (JSON.parse(localStorage.getItem('Access-Token') ?? '{}') as { value?: string }).value ?? '',
  );

test('the admin sees a staff member signed in and forces them out at their next request', async ({
  page,
  browser,
}, info) => {
  // A staff member of this test's own: forcing out the shared accounts would end other tests' sessions.
  const tag = randomBytes(3).toString('hex');
  const staff = await createUser({
    username: `online_${tag}`,
    realname: `在线${tag}`,
    password: 'Online-pass-2026',
    role: 'staff',
    departIds: ['dep_east'],
  });
  const other = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  try {
    const staffPage = await other.newPage();
    await staffPage.goto('/user/login');
    await loginThroughForm(staffPage, staff);
    await expect(staffPage).toHaveURL(/\/dashboard\/task/);
    const staffToken = await tokenOf(staffPage);
    expect(staffToken).not.toBe('');

    await page.goto('/dashboard/analysis');
    await page.getByRole('menuitem', { name: '系统管理' }).click();
    await page.getByRole('menuitem', { name: '在线用户' }).click();
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
    for (const header of ['用户账号', '用户姓名', '头像', '登录时间', '登录IP', '当前会话', '操作']) {
      await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    }

    await searchByUsername(page, staff.username);
    const session = rows(page, staff.username);
    await expect(session).toHaveCount(1);
    await expect(session).toContainText(staff.realname);
    await expect(session.getByRole('cell').nth(3)).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await expect(session.getByRole('cell').nth(4)).toHaveText(/\d/);
    await expect(session).not.toContainText('当前会话');
    await expectAccessible(page);
    await page.screenshot({ path: info.outputPath('online-list.png'), fullPage: true });

    // 强退 asks first; cancelling keeps the session.
    const force = session.getByRole('button', { name: `强退“${staff.realname}”` });
    await force.click();
    const confirm = page.getByRole('tooltip').filter({ hasText: '确定强制退出该用户吗?' });
    await expect(confirm).toBeVisible();
    // Judged at rest, not in the hovered row's passing colours.
    await page.mouse.move(0, 0);
    await expectAccessible(page);
    await confirm.getByRole('button', { name: /取\s*消/ }).click();
    await expect(confirm).toBeHidden();
    await expect(session).toHaveCount(1);

    await force.click();
    await confirm.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText(`强制退出成功: ${staff.username}`)).toBeVisible();
    await expect(rows(page, staff.username)).toHaveCount(0);

    // The staff member's token no longer opens anything; their page's next request signs them out.
    const refused = await staffPage.request.get('/hcs/sys/permission/getUserPermissionByToken', {
      headers: { 'X-Access-Token': staffToken },
    });
    expect(refused.status()).toBe(500);
    expect(await refused.json()).toMatchObject({ message: 'Token失效，请重新登录!' });
    await staffPage.reload();
    await expect(staffPage).toHaveURL(/\/user\/login/);
    await expect(staffPage.getByLabel('用户名')).toBeVisible();
  } finally {
    await other.close();
  }
});

test("the admin's own session is marked and cannot be forced out", async ({ page }) => {
  await page.goto(PATH);
  await searchByUsername(page, ADMIN.username);
  const own = page
    .locator('.hcs-list-page .ant-table-tbody tr.ant-table-row')
    .filter({ hasText: '当前会话' });
  await expect(own).toHaveCount(1);
  await expect(own).toContainText(ADMIN.realname);
  await own.getByRole('button', { name: `强退“${ADMIN.realname}”` }).click();
  await expect(page.getByText('不能强制退出自己')).toBeVisible();
  await expect(page.getByRole('tooltip').filter({ hasText: '确定强制退出该用户吗?' })).toHaveCount(0);
  // Still signed in: the reload shows the same list, its search kept in the address.
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`${PATH}\\?`));
  await expect(own).toHaveCount(1);
});
