import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { loginThroughForm } from '../support/login.ts';
import { passLoginSlider } from '../support/slider.ts';
import { createUser } from '../support/users.ts';

const OLD_PASSWORD = 'Start-pass-2026';
const NEW_PASSWORD = 'Changed-pass-2026';

async function openPasswordDialog(page: Page, realname: string) {
  await page.getByRole('button', { name: new RegExp(realname) }).click();
  await page.getByRole('menuitem', { name: '修改密码' }).click();
  const dialog = page.getByRole('dialog', { name: '修改密码' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function submit(page: Page) {
  await page
    .getByRole('dialog', { name: '修改密码' })
    .getByRole('button', { name: /确\s*定/ })
    .click();
}

test('the password dialog checks every field, refuses a wrong old password and changes the password', async ({
  page,
}) => {
  test.slow();
  const user = await createUser({
    username: `pw${Date.now()}`,
    realname: '改密用户',
    password: OLD_PASSWORD,
    role: 'staff',
    departIds: ['dep_east'],
    orgCode: 'A01A01',
  });
  await page.goto('/user/login');
  await loginThroughForm(page, user);
  await expect(page).toHaveURL(/\/dashboard\/task$/);

  const dialog = await openPasswordDialog(page, user.realname);
  // 800 wide on a desktop screen (spec §9 "Dialogs and editors").
  await expect(page.locator('.ant-modal').filter({ hasText: '确认新密码' })).toHaveCSS('width', '800px');
  await expectAccessible(page);

  await submit(page);
  await expect(dialog.getByText('请输入旧密码!')).toBeVisible();
  await expect(dialog.getByText('请输入新密码!')).toBeVisible();
  await expect(dialog.getByText('请确认新密码!')).toBeVisible();
  await expectAccessible(page);

  await dialog.getByLabel('旧密码').fill('Wrong-pass-2026');
  await dialog.getByLabel('新密码', { exact: true }).fill('abcdefgh');
  await dialog.getByLabel('确认新密码').fill('something-else');
  await submit(page);
  await expect(dialog.getByText('新密码至少8位，须同时包含字母和数字')).toBeVisible();
  await expect(dialog.getByText('两次输入的密码不一样！')).toBeVisible();

  // A wrong old password is refused by the server; the dialog stays open.
  await dialog.getByLabel('新密码', { exact: true }).fill(NEW_PASSWORD);
  await dialog.getByLabel('确认新密码').fill(NEW_PASSWORD);
  await submit(page);
  await expect(page.getByText('旧密码输入错误')).toBeVisible();
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('旧密码').fill(OLD_PASSWORD);
  await submit(page);
  await expect(page.getByText('密码修改成功！').last()).toBeVisible();
  await expect(dialog).toBeHidden();

  // Opened again, the dialog starts empty.
  await openPasswordDialog(page, user.realname);
  await expect(dialog.getByLabel('旧密码')).toHaveValue('');
  await dialog.getByRole('button', { name: /取\s*消/ }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: new RegExp(user.realname) }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await page.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page).toHaveURL(/\/user\/login/);

  // The old password no longer works; the new one does.
  await page.getByLabel('用户名').fill(user.username);
  await page.getByLabel('密码', { exact: true }).fill(OLD_PASSWORD);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page.locator('.hcs-login__error')).toBeVisible();
  await expect(page).toHaveURL(/\/user\/login/);

  // After a failed login the form asks for the drag slider (the login risk step).
  await page.getByLabel('密码', { exact: true }).fill(NEW_PASSWORD);
  await passLoginSlider(page.getByRole('slider', { name: '拖动滑块完成验证' }));
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/task$/);
});
