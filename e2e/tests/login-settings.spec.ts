import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { apiLogin } from '../support/apiSession.ts';
import { ADMIN, ADMIN_STATE } from '../support/env.ts';

test.use({ storageState: ADMIN_STATE });
// The setting is the platform's, shared by the run: register.spec.ts turns it on and off too.
test.describe.configure({ mode: 'serial' });

const PATH = '/system/loginSetting';
const STAFF_ROLE = '服务人员（staff）';

async function openPage(page: Page) {
  await page.goto(PATH);
  await expect(page.getByRole('button', { name: /保\s*存/ })).toBeEnabled();
}

test.afterAll(async ({ request }) => {
  const admin = await apiLogin(request, ADMIN);
  await request.put('/hcs/sys/loginSetting', {
    headers: { 'X-Access-Token': admin.token },
    data: { registerEnabled: false, registerRoleId: null, registerApproval: true },
  });
});

test('登录与注册设置: open registration with a role and approval, saved across a reload', async ({
  page,
}, info) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await openPage(page);
  const open = page.getByRole('switch', { name: '开放注册' });
  const role = page.getByLabel('新用户角色');
  await expect(open).not.toBeChecked();
  await expect(role).toBeDisabled();
  await expectAccessible(page);

  await open.click();
  await role.click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(STAFF_ROLE, { exact: true }).click();
  await expect(page.getByRole('switch', { name: '注册需审核' })).toBeChecked();
  await page.screenshot({ path: info.outputPath('login-settings-desk.png') });
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('保存成功')).toBeVisible();

  await page.reload();
  await openPage(page);
  await expect(page.getByRole('switch', { name: '开放注册' })).toBeChecked();
  await expect(
    page.locator('.ant-form-item').filter({ hasText: '新用户角色' }).getByText(STAFF_ROLE),
  ).toBeVisible();
  await expect(page.getByRole('switch', { name: '注册需审核' })).toBeChecked();

  // The login page learns of it through publicConfig.
  const config = await page.request.get('/hcs/sys/publicConfig');
  expect(((await config.json()) as { result: { registerEnabled: boolean } }).result.registerEnabled).toBe(
    true,
  );
});

test('登录与注册设置 on a phone', async ({ page }, info) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openPage(page);
  await expect(page.getByRole('switch', { name: '开放注册' })).toBeVisible();
  await page.screenshot({ path: info.outputPath('login-settings-phone.png'), fullPage: true });
  await expectAccessible(page);
});
