import { randomInt } from 'node:crypto';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { centreContext, DESK_DEVICE, PHONE_DEVICE } from '../support/apiSession.ts';

import { loginThroughForm } from '../support/login.ts';
import { openRunDatabase } from '../support/runDatabase.ts';
import { latestSmsCode, ownClientAddress, setUserPhone, uniqueMobile } from '../support/smsCodes.ts';
import { createUser } from '../support/users.ts';

const PASSWORD = 'Ways-pass-2026';

/** A fresh browser (no session) of the given size on the login page. */
async function loginPage(browser: Browser, device: typeof DESK_DEVICE | typeof PHONE_DEVICE) {
  const context = await centreContext(browser, { ...device, extraHTTPHeaders: ownClientAddress() });
  const page = await context.newPage();
  await page.goto('/user/login');
  return { context, page };
}

/** A tenant of its own, and the user made a member of it besides the centre (tenant 1). */
function addSecondTenant(username: string): { id: number; name: string } {
  const id = randomInt(10_000_000, 999_999_999);
  const name = `分中心${id}`;
  const db = openRunDatabase();
  try {
    db.prepare('INSERT INTO sys_tenant (id, name, status, create_by) VALUES (?, ?, 1, ?)').run(
      id,
      name,
      'e2e',
    );
    db.prepare('UPDATE sys_user SET rel_tenant_ids = ? WHERE username = ?').run(`1,${id}`, username);
  } finally {
    db.close();
  }
  return { id, name };
}

const storedTenant = (page: Page) =>
  page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('TENANT_ID') ?? 'null') as { value?: number } | null;
    return stored?.value ?? null;
  });

test('signs in with a text message code on the 手机号登录 tab', async ({ browser }, info) => {
  test.slow();
  const user = await createUser({
    username: `ph${Date.now()}`,
    realname: '手机登录用户',
    password: PASSWORD,
    role: 'staff',
    departIds: ['dep_east'],
    orgCode: 'A01A01',
  });
  const mobile = uniqueMobile();
  setUserPhone(user.username, mobile);

  const { context, page } = await loginPage(browser, DESK_DEVICE);
  await expect(page.getByRole('tab', { name: '账号密码登录' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('link', { name: '忘记密码' })).toBeVisible();
  await page.screenshot({ path: info.outputPath('login-account-desk.png') });
  await expectAccessible(page);

  await page.getByRole('tab', { name: '手机号登录' }).click();
  const send = page.getByRole('button', { name: '获取验证码' });
  await page.getByLabel('手机号', { exact: true }).fill('12345678901');
  await send.click();
  await expect(page.getByText('请输入正确手机号')).toBeVisible();

  await page.getByLabel('手机号', { exact: true }).fill(mobile);
  await send.click();
  await expect(page.getByText('验证码已发送，10分钟内有效')).toBeVisible();
  await expect(page.getByRole('button', { name: /\d+ 秒后重新获取/ })).toBeDisabled();
  const code = await latestSmsCode(mobile);

  // A wrong code is refused on the page, the right one then signs in.
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel('验证码').fill(wrong);
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: '短信验证码错误' })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: info.outputPath('login-phone-desk.png') });

  await page.getByLabel('验证码').fill(code);
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/task$/);
  await expect(page.getByRole('button', { name: /手机登录用户/ })).toBeVisible();
  await context.close();
});

test('the login page on a phone', async ({ browser }, info) => {
  const { context, page } = await loginPage(browser, PHONE_DEVICE);
  await expect(page.getByLabel('用户名')).toBeVisible();
  await page.screenshot({ path: info.outputPath('login-account-phone.png'), fullPage: true });
  await page.getByRole('tab', { name: '手机号登录' }).click();
  await expect(page.getByRole('button', { name: '获取验证码' })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: info.outputPath('login-phone-phone.png'), fullPage: true });
  await context.close();
});

test('a user of two tenants chooses one at login and switches in the header', async ({ browser }, info) => {
  test.slow();
  const user = await createUser({
    username: `tn${Date.now()}`,
    realname: '两租户用户',
    password: PASSWORD,
    role: 'staff',
    departIds: ['dep_east'],
    orgCode: 'A01A01',
  });
  const second = addSecondTenant(user.username);

  const { context, page } = await loginPage(browser, DESK_DEVICE);
  await page.getByLabel('用户名').fill(user.username);
  await page.getByLabel('密码', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: /^登\s*录$/ }).click();

  // The choice comes before the session: still on the login page, by keyboard.
  const choice = page.getByRole('radiogroup', { name: /请选择本次进入的租户/ });
  await expect(choice).toBeVisible();
  await expect(page).toHaveURL(/\/user\/login/);
  await expect(choice.getByRole('radio', { name: '助残服务中心' })).toBeChecked();
  await expectAccessible(page);
  await page.screenshot({ path: info.outputPath('tenant-choice-desk.png') });
  await choice.getByRole('radio', { name: '助残服务中心' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(choice.getByRole('radio', { name: second.name })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: '进入系统' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/task$/);
  expect(await storedTenant(page)).toBe(second.id);

  // Every request now carries that tenant; one the user is not in is refused by the server.
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('Access-Token') ?? '{}') as { value: string }).value,
  );
  const foreign = await page.request.get('/hcs/sys/permission/getUserPermissionByToken', {
    headers: { 'X-Access-Token': token, 'tenant-id': '999999999' },
  });
  expect(foreign.status()).toBe(403);
  expect(((await foreign.json()) as { message: string }).message).toBe('无权访问该租户');

  // 切换租户 in the header: back to the centre.
  await page.getByRole('button', { name: /两租户用户/ }).click();
  await page.getByRole('menuitem', { name: '切换租户' }).click();
  const dialog = page.getByRole('dialog', { name: '切换租户' });
  await expect(dialog.getByRole('radio', { name: second.name })).toBeChecked();
  await expectAccessible(page);
  await page.screenshot({ path: info.outputPath('tenant-switch-desk.png') });
  await dialog.getByRole('radio', { name: '助残服务中心' }).check();
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('已切换到租户：助残服务中心')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(await storedTenant(page)).toBe(1);

  // A stored tenant the user has since left: refused, and the app recovers in the user's first tenant.
  await page.evaluate((id) => {
    const stored = JSON.parse(localStorage.getItem('TENANT_ID') ?? '{}') as { value: number };
    localStorage.setItem('TENANT_ID', JSON.stringify({ ...stored, value: id }));
  }, 999_999_999);
  await page.reload();
  await expect(page.getByRole('button', { name: /两租户用户/ })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/task$/);
  expect(await storedTenant(page)).toBe(1);
  await context.close();
});

test('a user of one tenant is not offered 切换租户', async ({ browser }) => {
  const user = await createUser({
    username: `t1${Date.now()}`,
    realname: '单租户用户',
    password: PASSWORD,
    role: 'staff',
    departIds: ['dep_east'],
    orgCode: 'A01A01',
  });
  const { context, page } = await loginPage(browser, DESK_DEVICE);
  await loginThroughForm(page, user);
  await page.getByRole('button', { name: /单租户用户/ }).click();
  await expect(page.getByRole('menuitem', { name: '切换部门' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: '切换租户' })).toHaveCount(0);
  await context.close();
});

test('a user of two departments chooses one right after login, by keyboard', async ({ browser }, info) => {
  test.slow();
  const user = await createUser({
    username: `dk${Date.now()}`,
    realname: '两部门用户',
    password: PASSWORD,
    role: 'staff',
    departIds: ['dep_east', 'dep_west'],
  });
  const { context, page } = await loginPage(browser, PHONE_DEVICE);
  await loginThroughForm(page, user);
  const prompt = page.getByRole('dialog', { name: '部门选择' });
  await expect(prompt).toBeVisible();
  await page.screenshot({ path: info.outputPath('depart-choice-phone.png') });
  const select = prompt.getByRole('combobox', { name: '部门' });
  await select.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(prompt.getByTitle('西城服务站')).toBeVisible();
  // Tab moves on only once the tree has closed (while open it keeps the keys).
  await expect(select).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Tab');
  await expect(prompt.getByRole('button', { name: /确\s*认/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(prompt).toBeHidden();
  await expect(page.getByText('部门切换成功')).toBeVisible();
  await context.close();
});
