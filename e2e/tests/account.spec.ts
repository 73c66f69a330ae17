import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { apiLogin } from '../support/apiSession.ts';
import { solidPng } from '../support/images.ts';
import { loginThroughForm } from '../support/login.ts';
import { settled } from '../support/motion.ts';
import { latestSmsCode, ownClientAddress, uniqueMobile } from '../support/smsCodes.ts';
import { createUser, type TestUser } from '../support/users.ts';

test.use({ extraHTTPHeaders: ownClientAddress() });

const PASSWORD = 'Account-pass-2026';

test.describe.configure({ timeout: 120_000 });

async function newUser(prefix: string, realname: string): Promise<TestUser> {
  return createUser({
    username: `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 100)}`,
    realname,
    password: PASSWORD,
    role: 'staff',
    departIds: ['dep_east'],
    orgCode: 'A01A01',
  });
}

async function signIn(page: Page, user: TestUser) {
  await page.goto('/user/login');
  await loginThroughForm(page, user);
}

async function openFromUserMenu(page: Page, realname: string, item: '个人中心' | '账户设置') {
  await page.getByRole('button', { name: new RegExp(`用户菜单：${realname}`) }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

const settingsNav = (page: Page) => page.getByRole('navigation', { name: '账户设置' });

async function freshSignIn(browser: Browser, user: TestUser, viewport = { width: 1366, height: 768 }) {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] }, viewport });
  const page = await context.newPage();
  await signIn(page, user);
  return { context, page };
}

test('个人中心 and 基本设置 open from the header, save my profile and a cropped avatar', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const user = await newUser('acct', '账户用户');
  await signIn(page, user);

  await openFromUserMenu(page, user.realname, '个人中心');
  await expect(page).toHaveURL(/\/account\/center$/);
  const card = page.locator('.hcs-account-card');
  await expect(card.getByRole('heading', { name: user.realname })).toBeVisible();
  await expect(card.getByText(user.username, { exact: true })).toBeVisible();
  await expect(card.getByText('东城服务站')).toBeVisible();
  await expect(page.getByRole('heading', { name: '我的待办工单' })).toBeVisible();
  await expect(page.getByText('暂无待办工单')).toBeVisible();
  await expect(page.getByRole('heading', { name: '我的消息' })).toBeVisible();
  // Signing in is the first entry of my activity.
  await expect(page.locator('.hcs-account-activity').first()).toContainText('登录');
  await settled(page);
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('account-center-desktop.png'), fullPage: true });

  await openFromUserMenu(page, user.realname, '账户设置');
  await expect(page).toHaveURL(/\/account\/settings\/base$/);
  await expect(page.getByRole('heading', { name: '基本设置' })).toBeVisible();
  await page.getByLabel('姓名').fill('改过的名字');
  await page.getByLabel('邮箱').fill('bad-mail');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('请输入正确的邮箱地址')).toBeVisible();
  await page.getByLabel('邮箱').fill('acct@centre.test');
  await page.getByRole('radio', { name: '女' }).check();
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  // The header follows at once.
  await expect(page.getByRole('button', { name: /用户菜单：改过的名字/ })).toBeVisible();

  // 更换头像: pick a picture, crop it, and it is saved as my avatar.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: '更换头像' }).click();
  await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: solidPng([200, 80, 40]) });
  const crop = page.getByRole('dialog', { name: '裁剪头像' });
  await expect(crop).toBeVisible();
  await settled(page);
  await page.screenshot({ path: testInfo.outputPath('account-avatar-crop.png') });
  await crop.getByRole('button', { name: /确\s*定/ }).click();
  await expect(crop).toBeHidden();
  await expect(page.getByRole('img', { name: '当前头像' })).toHaveAttribute('src', /avatar%2F|avatar\//);
  await page.reload();
  await expect(page.getByLabel('姓名')).toHaveValue('改过的名字');
  await expect(page.getByLabel('邮箱')).toHaveValue('acct@centre.test');
  await expect(page.getByRole('img', { name: '当前头像' })).toHaveAttribute('src', /avatar%2F|avatar\//);
  await settled(page);
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('account-base-desktop.png'), fullPage: true });
});

test('安全设置 changes my phone with a code and signs another session out', async ({
  page,
  request,
}, testInfo) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const user = await newUser('sec', '安全用户');
  await signIn(page, user);
  const other = await apiLogin(request, user);

  await page.goto('/account/settings/base');
  await settingsNav(page).getByRole('menuitem', { name: '安全设置' }).click();
  await expect(page).toHaveURL(/\/account\/settings\/security$/);
  const sessions = page.locator('.hcs-account-sessions');
  await expect(sessions.locator('.ant-list-item')).toHaveCount(2);
  await expect(sessions.getByText('当前')).toHaveCount(1);
  await settled(page);
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('account-security-desktop.png'), fullPage: true });

  // 下线: the other session ends at once.
  await sessions.getByRole('button', { name: /^下线 / }).click();
  await page
    .getByRole('dialog', { name: '下线该会话' })
    .getByRole('button', { name: /下\s*线/ })
    .click();
  await expect(page.getByText('已下线该会话')).toBeVisible();
  await expect(sessions.locator('.ant-list-item')).toHaveCount(1);
  const ended = await request.get('/hcs/sys/account/profile', { headers: { 'X-Access-Token': other.token } });
  expect((await ended.json()) as { message: string }).toMatchObject({ message: 'Token失效，请重新登录!' });

  // 密保手机: a code to the new number, then the number is mine.
  const mobile = uniqueMobile();
  await page.getByRole('button', { name: '绑定密保手机' }).click();
  const dialog = page.getByRole('dialog', { name: '修改密保手机' });
  await dialog.getByLabel('新手机号').fill(mobile);
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  await expect(dialog.getByRole('button', { name: /秒后重新获取/ })).toBeVisible();
  await dialog.getByLabel('验证码').fill(mobile.slice(-6) === '000000' ? '111111' : '000000');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText(/验证码错误|验证码已失效/)).toBeVisible();
  await dialog.getByLabel('验证码').fill(await latestSmsCode(mobile));
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('手机号修改成功')).toBeVisible();
  await expect(page.getByText(`已绑定手机：${mobile.slice(0, 3)}****${mobile.slice(-4)}`)).toBeVisible();
});

test('个性化 follows me to a new browser; 新消息通知 keeps my choice', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const user = await newUser('pref', '偏好用户');
  await signIn(page, user);
  await page.goto('/account/settings/custom');
  await expect(page.getByRole('heading', { name: '个性化' })).toBeVisible();
  await page
    .getByRole('radio', { name: '暗色菜单风格', exact: true })
    .locator('xpath=ancestor::label')
    .click();
  await expect(page.locator('aside.ant-layout-sider')).toHaveClass(/ant-layout-sider-dark/);
  await expectAccessible(page);
  const saved = page.waitForResponse(
    (r) => r.url().includes('/sys/account/preferences') && r.request().method() === 'PUT',
  );
  await page.getByRole('switch', { name: '多页签模式' }).click();
  await saved;

  await settingsNav(page).getByRole('menuitem', { name: '新消息通知' }).click();
  await expect(page.getByRole('switch', { name: '系统消息' })).toBeDisabled();
  await expect(page.getByRole('switch', { name: '系统消息' })).toBeChecked();
  await page.getByRole('switch', { name: '短信通知' }).click();
  await expect(page.getByText('通知设置已保存')).toBeVisible();
  await expectAccessible(page);

  // Another computer: a browser that has never seen this user.
  const elsewhere = await freshSignIn(browser, user);
  await expect(elsewhere.page.locator('aside.ant-layout-sider')).toHaveClass(/ant-layout-sider-dark/);
  await expect(elsewhere.page.locator('.hcs-multitab')).toHaveCount(0);
  await elsewhere.page.goto('/account/settings/notification');
  await expect(elsewhere.page.getByRole('switch', { name: '短信通知' })).not.toBeChecked();
  await expect(elsewhere.page.getByRole('switch', { name: '邮件通知' })).toBeChecked();
  await elsewhere.context.close();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the account pages fit a phone, with the settings as buttons above', async ({ page }, testInfo) => {
    const user = await newUser('mob', '手机用户');
    await signIn(page, user);
    await openFromUserMenu(page, user.realname, '个人中心');
    await expect(
      page.locator('.hcs-account-card').getByRole('heading', { name: user.realname }),
    ).toBeVisible();
    await settled(page);
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('account-center-phone.png'), fullPage: true });

    await openFromUserMenu(page, user.realname, '账户设置');
    const links = settingsNav(page).getByRole('button');
    await expect(links).toHaveText(['基本设置', '安全设置', '个性化', '账号绑定', '新消息通知']);
    await expect(settingsNav(page).getByRole('button', { name: '基本设置' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('button', { name: '更换头像' })).toBeVisible();
    await settled(page);
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('account-base-phone.png'), fullPage: true });

    await settingsNav(page).getByRole('button', { name: '安全设置' }).click();
    await expect(page).toHaveURL(/\/account\/settings\/security$/);
    await expect(page.locator('.hcs-account-sessions').getByText('当前')).toBeVisible();
    await settled(page);
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('account-security-phone.png'), fullPage: true });
  });
});
