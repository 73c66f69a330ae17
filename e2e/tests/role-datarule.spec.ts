import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { addDataRule, removeDataRule } from '../support/dataRules.ts';
import { ADMIN_STATE } from '../support/env.ts';

test.use({ storageState: ADMIN_STATE });
test.describe.configure({ timeout: 120_000 });

/** Runs `act` and waits for the answer of the request to `urlPart`, which must be a success. */
async function saved(page: Page, urlPart: string, act: () => Promise<void>): Promise<void> {
  const answer = page.waitForResponse((r) => r.url().includes(urlPart) && r.request().method() === 'POST');
  await act();
  const body = (await (await answer).json()) as { success: boolean; message: string };
  expect(body).toMatchObject({ success: true, message: '保存成功！' });
}

test('a role granted a menu keeps the data rules chosen for it', async ({ page }, testInfo) => {
  const tag = randomBytes(3).toString('hex');
  const roleName = `规则角色${tag}`;
  const rule = addDataRule('menu_system_position', `只看自己创建的${tag}`);
  try {
    await page.goto('/system/role');
    await expect(page.getByRole('heading', { name: '角色管理' })).toBeVisible();
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const add = page.getByRole('dialog', { name: '新增' });
    await add.getByLabel('角色名称').fill(roleName);
    await add.getByLabel('角色编码').fill(`e2e_rule_${tag}`);
    await add.getByRole('button', { name: /确\s*定/ }).click();
    await expect(add).toBeHidden();
    const search = page.getByRole('search', { name: '查询角色' });
    await search.getByLabel('角色名称').fill(roleName);
    await search.getByRole('button', { name: /查\s*询/ }).click();
    await expect(page.getByText(/共 1 条/)).toBeVisible();

    // Grant 查看职务 (and with it 职务管理), keep the drawer open, then choose the menu's rule.
    await page.getByRole('button', { name: `授权“${roleName}”` }).click();
    const drawer = page.getByRole('dialog', { name: '角色权限配置' });
    await expect(drawer.getByText('点击菜单后的“数据规则”，为该菜单选择数据规则。')).toBeVisible();
    await drawer.getByLabel('搜索菜单或按钮').fill('职务');
    await drawer.getByRole('checkbox', { name: /查看职务/ }).click();
    await saved(page, '/sys/permission/saveRolePermission', () =>
      drawer.getByRole('button', { name: '仅保存' }).click(),
    );
    await drawer.getByRole('button', { name: '数据规则“职务管理”' }).click();
    const pane = drawer.getByRole('region', { name: /数据规则/ });
    await expect(pane.getByRole('heading', { name: '数据规则 — 职务管理' })).toBeVisible();
    await pane.getByRole('checkbox', { name: new RegExp(rule.ruleName) }).check();
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('role-datarule.png') });
    await saved(page, '/sys/role/datarule', () => pane.getByRole('button', { name: '保存规则' }).click());
    await drawer.getByRole('button', { name: '保存并关闭' }).click();
    await expect(drawer).toBeHidden();

    // Opened again, the rule is still chosen; a menu without rules has no 数据规则 button.
    await page.getByRole('button', { name: `授权“${roleName}”` }).click();
    await drawer.getByLabel('搜索菜单或按钮').fill('职务');
    await expect(drawer.getByRole('checkbox', { name: /查看职务/ })).toBeChecked();
    // By keyboard: the menu's 数据规则 button picks it without touching its grant.
    await drawer.getByRole('button', { name: '数据规则“职务管理”' }).focus();
    await page.keyboard.press('Enter');
    await expect(pane.getByRole('checkbox', { name: new RegExp(rule.ruleName) })).toBeChecked();
    await expect(drawer.getByRole('checkbox', { name: /查看职务/ })).toBeChecked();
    await drawer.getByLabel('搜索菜单或按钮').fill('角色管理');
    await expect(drawer.getByRole('treeitem', { name: /角色管理/ })).toBeVisible();
    await expect(drawer.getByRole('button', { name: '数据规则“角色管理”' })).toHaveCount(0);
    await drawer.getByRole('button', { name: /^取\s*消$/ }).click();
    await expect(drawer).toBeHidden();

    await page.getByRole('button', { name: `删除“${roleName}”` }).click();
    await page
      .getByRole('tooltip')
      .filter({ hasText: '确定删除吗?' })
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect(page.locator('.ant-table-row').filter({ hasText: roleName })).toHaveCount(0);
  } finally {
    removeDataRule(rule);
  }
});
