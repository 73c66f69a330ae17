import { type Browser, expect, type Page, test } from '@playwright/test';
import { type CasStub, startCasStub } from '../../apps/server/test/support/casStub.ts';
import { type OAuthStub, startOAuthStub } from '../../apps/server/test/support/oauthStub.ts';
import { expectAccessible } from '../support/a11y.ts';
import {
  apiLogin,
  apiPost,
  DESK_DEVICE,
  PHONE_DEVICE,
  signInBrowser,
  uniqueText,
} from '../support/apiSession.ts';
import { ADMIN, ADMIN_STATE, BASE_URL, CAS_STUB_PORT, MANAGER, STAFF } from '../support/env.ts';

// Trips through the provider and back on a busy machine.
test.describe.configure({ timeout: 120_000 });

// Each worker's own provider, on a port of its own; its providers are added with its addresses.
let oauth: OAuthStub;

test.beforeAll(async () => {
  oauth = await startOAuthStub();
});
test.afterAll(() => oauth.close());

/** A provider of the stub, added through the admin API as 系统管理 → 第三方登录 does. */
async function addProvider(browser: Browser, name: string, mode: 'bind' | 'create'): Promise<string> {
  const context = await browser.newContext({ baseURL: BASE_URL });
  const { token } = await apiLogin(context.request, ADMIN);
  const code = uniqueText('e2e_').toLowerCase();
  await apiPost(context.request, token, '/sys/thirdLogin/provider/add', {
    code,
    name,
    authorizeUrl: oauth.authorizeUrl,
    tokenUrl: oauth.tokenUrl,
    userinfoUrl: oauth.userinfoUrl,
    clientId: oauth.clientId,
    clientSecret: oauth.clientSecret,
    scope: 'openid profile',
    userClaim: 'sub',
    nameClaim: 'name',
    loginMode: mode,
    createRoleCode: mode === 'create' ? 'staff' : null,
    status: 1,
  });
  await context.close();
  return code;
}

async function loginPage(browser: Browser, device = DESK_DEVICE): Promise<Page> {
  const context = await browser.newContext({ ...DESK_DEVICE, ...device, baseURL: BASE_URL, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto('/user/login');
  return page;
}

const greeting = (page: Page) => page.locator('.hcs-header__greeting');

test('a first sign-in with a provider creates the account and signs it in', async ({ browser }, info) => {
  const name = uniqueText('创建');
  await addProvider(browser, name, 'create');
  oauth.signInAs({ sub: uniqueText('sub'), name: '赵第三方' });
  const page = await loginPage(browser);
  const button = page.getByRole('link', { name: `使用 ${name} 登录` });
  await expect(button).toBeVisible();
  await expect(page.getByRole('link', { name: '统一认证登录' })).toBeVisible();
  await page.screenshot({ path: info.outputPath('third-login-desk.png'), fullPage: true });
  await expectAccessible(page);
  await button.click();
  await expect(greeting(page)).toContainText('赵第三方');
  // The one-time token left the address.
  await expect(page).not.toHaveURL(/thirdToken/);
  await page.context().close();
});

test('a first sign-in of a binding provider binds an existing account by its password', async ({
  browser,
}, info) => {
  const name = uniqueText('绑定');
  await addProvider(browser, name, 'bind');
  oauth.signInAs({ sub: uniqueText('sub'), name: '钱外部' });
  const page = await loginPage(browser, PHONE_DEVICE);
  await page.getByRole('link', { name: `使用 ${name} 登录` }).click();
  const dialog = page.getByRole('dialog', { name: '绑定已有账号' });
  await expect(dialog).toBeVisible();
  await expect(page).not.toHaveURL(/thirdBind/);
  await dialog.getByLabel('用户账号').fill(MANAGER.username);
  await dialog.getByLabel('密码').fill('wrong-password');
  await dialog.getByRole('button', { name: '绑定并登录' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('用户名或密码错误');
  await page.screenshot({ path: info.outputPath('third-bind-phone.png') });
  await expectAccessible(page, '.ant-modal');
  await dialog.getByLabel('密码').fill(MANAGER.password);
  await dialog.getByRole('button', { name: '绑定并登录' }).click();
  await expect(greeting(page)).toContainText('张主管');
  await page.context().close();
});

test('binding from 账号绑定, then signing in with it', async ({ browser }, info) => {
  const name = uniqueText('账号');
  await addProvider(browser, name, 'bind');
  const sub = uniqueText('sub');
  const { context, page } = await signInBrowser(browser, STAFF, DESK_DEVICE);
  await page.goto('/account/settings/binding');
  const item = page.locator('.ant-list-item').filter({ hasText: name });
  await expect(item).toContainText('未绑定');
  oauth.signInAs({ sub, name: '孙外部' });
  await item.getByRole('button', { name: `绑定 ${name}` }).click();
  await expect(page).toHaveURL(/\/account\/settings\/binding$/);
  await expect(page.getByText('绑定成功')).toBeVisible();
  await expect(item).toContainText('已绑定');
  await expect(item).toContainText('孙外部');
  await page.screenshot({ path: info.outputPath('binding-desk.png'), fullPage: true });
  await expectAccessible(page);
  await context.close();

  oauth.signInAs({ sub, name: '孙外部' });
  const login = await loginPage(browser);
  await login.getByRole('link', { name: `使用 ${name} 登录` }).click();
  await expect(greeting(login)).toContainText(STAFF.realname);
  await login.goto('/account/settings/binding');
  const bound = login.locator('.ant-list-item').filter({ hasText: name });
  await bound.getByRole('button', { name: `解绑 ${name}` }).click();
  await login
    .getByRole('tooltip')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(bound).toContainText('未绑定');
  await login.context().close();
});

test('统一认证登录 signs in through the CAS server', async ({ browser }) => {
  // The server was told of this CAS server at its start (HCS_CAS_URL); it vouches for the admin.
  const cas: CasStub = await startCasStub(CAS_STUB_PORT, ADMIN.username);
  try {
    const page = await loginPage(browser);
    await page.getByRole('link', { name: '统一认证登录' }).click();
    await expect(greeting(page)).toContainText(ADMIN.realname);
    await expect(page).not.toHaveURL(/ticket=/);
    await page.context().close();
  } finally {
    await cas.close();
  }
});

test('系统管理 → 第三方登录 lists the providers and adds one with the form', async ({ browser }, info) => {
  const name = uniqueText('界面');
  await addProvider(browser, name, 'create');
  for (const [label, device] of [
    ['desk', DESK_DEVICE],
    ['phone', PHONE_DEVICE],
  ] as const) {
    const context = await browser.newContext({ ...device, baseURL: BASE_URL, storageState: ADMIN_STATE });
    const page = await context.newPage();
    await page.goto('/system/thirdLogin');
    await expect(page.getByText(name, { exact: true })).toBeVisible();
    await expect(page.getByText(oauth.clientSecret)).toHaveCount(0);
    await page.screenshot({ path: info.outputPath(`providers-${label}.png`), fullPage: true });
    await expectAccessible(page);
    await page
      .getByRole('button', { name: /新\s*增/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('客户端密钥')).toBeVisible();
    await page.screenshot({ path: info.outputPath(`provider-form-${label}.png`) });
    await expectAccessible(page, '.ant-modal');
    await context.close();
  }
});
