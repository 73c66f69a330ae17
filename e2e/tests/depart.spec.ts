import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { loginThroughForm } from '../support/login.ts';
import { createUser } from '../support/users.ts';

const PASSWORD = 'Depart-pass-2026';

async function signInAs(page: Page, departIds: string[], realname: string) {
  const user = await createUser({
    username: `dep${Date.now()}${departIds.length}`,
    realname,
    password: PASSWORD,
    role: 'staff',
    departIds,
  });
  await page.goto('/user/login');
  await loginThroughForm(page, user);
  await expect(page).toHaveURL(/\/dashboard\/task$/);
  return user;
}

async function chooseDepart(page: Page, name: string) {
  await page.getByRole('dialog').getByLabel('部门').click();
  await page.getByTitle(name).click();
}

async function storedOrgCode(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('Login_Userinfo') ?? '{}') as {
      value?: { orgCode?: string };
    };
    return stored.value?.orgCode ?? null;
  });
}

function openUserMenuItem(page: Page, realname: string, item: string) {
  return page
    .getByRole('button', { name: new RegExp(realname) })
    .click()
    .then(() => page.getByRole('menuitem', { name: item }).click());
}

test('a user of two departments picks one after login and can switch later', async ({ page }) => {
  test.slow();
  const user = await signInAs(page, ['dep_east', 'dep_west'], '两站用户');

  const prompt = page.getByRole('dialog', { name: '部门选择' });
  await expect(prompt).toBeVisible();
  // Asked after login, the question has to be answered: there is nothing to cancel.
  await expect(prompt.getByRole('button', { name: /取\s*消/ })).toHaveCount(0);
  await expectAccessible(page);

  await prompt.getByRole('button', { name: /确\s*认/ }).click();
  await expect(prompt.getByText('请选择部门')).toBeVisible();
  await expect(prompt.locator('.ant-form-item-has-error')).toHaveCount(1);
  await expectAccessible(page);

  await chooseDepart(page, '西城服务站');
  await prompt.getByRole('button', { name: /确\s*认/ }).click();
  await expect(prompt).toBeHidden();
  await expect(page.getByText('部门切换成功')).toBeVisible();
  expect(await storedOrgCode(page)).toBe('A01A02');

  // Answered once, it is not asked again on reload.
  await page.reload();
  await expect(page.getByRole('button', { name: new RegExp(user.realname) })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await openUserMenuItem(page, user.realname, '切换部门');
  const switcher = page.getByRole('dialog', { name: '部门切换（当前部门 : 西城服务站）' });
  await expect(switcher).toBeVisible();
  await expectAccessible(page);
  await chooseDepart(page, '东城服务站');
  await switcher.getByRole('button', { name: /确\s*认/ }).click();
  await expect(switcher).toBeHidden();
  expect(await storedOrgCode(page)).toBe('A01A01');

  await openUserMenuItem(page, user.realname, '切换部门');
  const again = page.getByRole('dialog', { name: '部门切换（当前部门 : 东城服务站）' });
  await expect(again).toBeVisible();
  await again.getByRole('button', { name: /取\s*消/ }).click();
  await expect(again).toBeHidden();
});

test('a user without departments is told so and gets no dialog', async ({ page }) => {
  const user = await signInAs(page, [], '无部门用户');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await openUserMenuItem(page, user.realname, '切换部门');
  await expect(page.getByText('您尚未设置部门信息!').last()).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
