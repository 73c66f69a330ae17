import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { apiLogin, PHONE_DEVICE } from '../support/apiSession.ts';
import { BASE_URL } from '../support/env.ts';
import { loginThroughForm } from '../support/login.ts';
import { dragSlider } from '../support/slider.ts';
import { latestSmsCode, ownClientAddress, setUserPhone, uniqueMobile } from '../support/smsCodes.ts';
import { createUser } from '../support/users.ts';

test.use({ extraHTTPHeaders: ownClientAddress() });

const OLD_PASSWORD = 'Old-pass-2026';
const NEW_PASSWORD = 'New-pass-2026';

test('a forgotten password is reset in four steps; the old sessions end and the new password works', async ({
  page,
  request,
  browser,
}, info) => {
  test.slow();
  const user = await createUser({
    username: `alt${Date.now()}`,
    realname: '找回密码用户',
    password: OLD_PASSWORD,
    role: 'staff',
    departIds: ['dep_east'],
    orgCode: 'A01A01',
  });
  const mobile = uniqueMobile();
  setUserPhone(user.username, mobile);
  const before = await apiLogin(request, user);

  await page.goto('/user/login');
  await page.getByRole('link', { name: '忘记密码' }).click();
  await expect(page).toHaveURL(/\/user\/alteration$/);
  const flow = page.getByRole('region', { name: '找回密码' });
  const current = flow.locator('.ant-steps-item-process');
  await expect(current).toContainText('确认账号');

  // 1 确认账号
  await flow.getByRole('button', { name: /下\s*一\s*步/ }).click();
  await expect(flow.getByText('请输入用户名')).toBeVisible();
  await expect(flow.getByText('请输入手机号')).toBeVisible();
  await flow.getByLabel('用户名').fill(user.username);
  await flow.getByLabel('手机号').fill('1380013');
  await flow.getByRole('button', { name: /下\s*一\s*步/ }).click();
  await expect(flow.getByText('请输入正确手机号')).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: info.outputPath('alteration-1-desk.png') });
  await flow.getByLabel('手机号').fill(mobile);
  await flow.getByRole('button', { name: /下\s*一\s*步/ }).click();

  // 2 安全验证: the slider first, then the code.
  await expect(current).toContainText('安全验证');
  const send = flow.getByRole('button', { name: '获取验证码' });
  await expect(send).toBeDisabled();
  await dragSlider(flow.getByRole('slider'));
  await expect(send).toBeEnabled();
  await send.click();
  await expect(flow.getByRole('button', { name: /\d+ 秒后重新获取/ })).toBeDisabled();
  const code = await latestSmsCode(mobile);
  await flow.getByLabel('验证码').fill(code === '000000' ? '111111' : '000000');
  await flow.getByRole('button', { name: /下\s*一\s*步/ }).click();
  await expect(flow.getByRole('alert')).toContainText('不正确');
  await expectAccessible(page);
  await page.screenshot({ path: info.outputPath('alteration-2-desk.png') });
  await flow.getByLabel('验证码').fill(code);
  await flow.getByRole('button', { name: /下\s*一\s*步/ }).click();

  // 3 设置新密码
  await expect(current).toContainText('设置新密码');
  await flow.getByLabel('新密码', { exact: true }).fill('weakpass');
  await flow.getByLabel('确认新密码').fill('different1');
  await flow.getByRole('button', { name: /确\s*定/ }).click();
  await expect(flow.locator('.ant-form-item-explain-error')).toContainText([
    '密码至少8位，须同时包含字母和数字',
    '两次输入的密码不一致',
  ]);
  await flow.getByLabel('新密码', { exact: true }).fill(NEW_PASSWORD);
  await flow.getByLabel('确认新密码').fill(NEW_PASSWORD);
  await expectAccessible(page);
  await page.screenshot({ path: info.outputPath('alteration-3-desk.png') });
  await flow.getByRole('button', { name: /确\s*定/ }).click();

  // 4 完成
  await expect(current).toContainText('完成');
  await expect(flow.getByRole('heading', { name: '密码重置成功' })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: info.outputPath('alteration-4-desk.png') });

  // The session opened before the reset has ended.
  const old = await request.get('/hcs/sys/permission/getUserPermissionByToken', {
    headers: { 'X-Access-Token': before.token },
  });
  expect(old.ok()).toBe(false);

  await flow.getByRole('button', { name: /去\s*登\s*录/ }).click();
  await expect(page).toHaveURL(/\/user\/login$/);
  await loginThroughForm(page, { username: user.username, password: NEW_PASSWORD });

  // The steps on a phone.
  const context = await browser.newContext({
    ...PHONE_DEVICE,
    baseURL: BASE_URL,
    locale: 'zh-CN',
    reducedMotion: 'reduce',
    storageState: { cookies: [], origins: [] },
  });
  const phone = await context.newPage();
  await phone.goto('/user/alteration');
  await expect(phone.getByLabel('用户名')).toBeVisible();
  await expectAccessible(phone);
  await phone.screenshot({ path: info.outputPath('alteration-phone.png'), fullPage: true });
  await context.close();
});
