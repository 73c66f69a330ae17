import { type Browser, expect, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { apiLogin, centreContext, DESK_DEVICE, PHONE_DEVICE } from '../support/apiSession.ts';
import { ADMIN } from '../support/env.ts';
import { loginThroughForm } from '../support/login.ts';
import { dragSlider } from '../support/slider.ts';
import { latestSmsCode, ownClientAddress, uniqueMobile } from '../support/smsCodes.ts';

const PASSWORD = 'Reg-pass-2026';

// One test turns registration on and off: the setting is the platform's, shared by the whole run.
test.describe.configure({ mode: 'serial' });

async function freshPage(browser: Browser, device: typeof DESK_DEVICE | typeof PHONE_DEVICE) {
  const context = await centreContext(browser, { ...device, extraHTTPHeaders: ownClientAddress() });
  return { context, page: await context.newPage() };
}

test('registration: closed, then opened by the admin, an account registered and signed in', async ({
  browser,
  request,
}, info) => {
  test.slow();
  const admin = await apiLogin(request, ADMIN);
  const setRegistration = async (registerEnabled: boolean) => {
    const res = await request.put('/hcs/sys/loginSetting', {
      headers: { 'X-Access-Token': admin.token },
      data: { registerEnabled, registerRoleId: null, registerApproval: false },
    });
    expect(((await res.json()) as { success: boolean }).success).toBe(true);
  };

  await setRegistration(false);
  const closed = await freshPage(browser, DESK_DEVICE);
  await closed.page.goto('/user/login');
  await expect(closed.page.getByRole('link', { name: '忘记密码' })).toBeVisible();
  await expect(closed.page.getByRole('link', { name: '注册账户' })).toHaveCount(0);
  await closed.page.goto('/user/register');
  await expect(closed.page.getByRole('alert').filter({ hasText: '系统未开放注册' })).toBeVisible();
  await closed.context.close();

  await setRegistration(true);
  try {
    const { context, page } = await freshPage(browser, DESK_DEVICE);
    await page.goto('/user/login');
    await page.getByRole('link', { name: '注册账户' }).click();
    await expect(page).toHaveURL(/\/user\/register$/);
    const form = page.getByRole('region', { name: '注册账户' });

    // The rules before anything reaches the server.
    await form.getByRole('button', { name: /注\s*册/ }).click();
    await expect(form.getByText('请输入用户名')).toBeVisible();
    await expect(form.getByText('请先完成滑块验证')).toBeVisible();
    await form.getByLabel('用户名').fill('ab-c');
    await form.getByLabel('密码', { exact: true }).fill('short');
    await form.getByLabel('确认密码').fill('other');
    await form.getByRole('button', { name: /注\s*册/ }).click();
    await expect(form.getByText('只允许字母、数字、下划线')).toBeVisible();
    await expect(
      form.locator('.ant-form-item-explain-error').filter({ hasText: '密码至少8位' }),
    ).toBeVisible();
    await expect(form.getByText('两次输入的密码不一致')).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: info.outputPath('register-errors-desk.png'), fullPage: true });

    // A taken account name is refused by the server, before any code is checked.
    const mobile = uniqueMobile();
    await form.getByLabel('用户名').fill(ADMIN.username);
    await form.getByLabel('手机号').fill(mobile);
    await form.getByLabel('验证码').fill('123456');
    await form.getByLabel('密码', { exact: true }).fill(PASSWORD);
    await form.getByLabel('确认密码').fill(PASSWORD);
    await dragSlider(form.getByRole('slider'));
    await form.getByRole('button', { name: /注\s*册/ }).click();
    await expect(form.getByRole('alert').filter({ hasText: '用户账号已存在' })).toBeVisible();

    const username = `reg${Date.now().toString(36)}`;
    await form.getByLabel('用户名').fill(username);
    await form.getByRole('button', { name: '获取验证码' }).click();
    await expect(form.getByRole('button', { name: /\d+ 秒后重新获取/ })).toBeDisabled();
    await form.getByLabel('验证码').fill(await latestSmsCode(mobile));
    await form.getByLabel('密码', { exact: true }).fill(PASSWORD);
    await form.getByLabel('确认密码').fill(PASSWORD);
    await dragSlider(form.getByRole('slider'));
    await expect(form.getByRole('slider')).toHaveAttribute('aria-valuenow', '100');
    await form.getByRole('button', { name: /注\s*册/ }).click();

    await expect(page).toHaveURL(/\/user\/register-result/);
    await expect(page.getByRole('heading', { name: '注册成功' })).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: info.outputPath('register-result-desk.png') });
    await page.getByRole('button', { name: /去\s*登\s*录/ }).click();
    await expect(page).toHaveURL(/\/user\/login$/);
    await loginThroughForm(page, { username, password: PASSWORD });
    await context.close();

    const phone = await freshPage(browser, PHONE_DEVICE);
    await phone.page.goto('/user/register');
    await expect(phone.page.getByLabel('用户名')).toBeVisible();
    await expectAccessible(phone.page);
    await phone.page.screenshot({ path: info.outputPath('register-phone.png'), fullPage: true });
    await phone.context.close();
  } finally {
    await setRegistration(false);
  }
});

test('the result page says when the account waits for approval', async ({ browser }, info) => {
  const { context, page } = await freshPage(browser, PHONE_DEVICE);
  await page.goto('/user/register-result?username=someone&status=pending');
  await expect(page.getByRole('heading', { name: '注册成功，等待管理员审核' })).toBeVisible();
  await expect(page.getByText('管理员审核通过后即可登录')).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: info.outputPath('register-pending-phone.png') });
  await context.close();
});
