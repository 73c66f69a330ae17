// biome-ignore-all lint/suspicious/noTemplateCurlyInString: message templates are written with ${var} placeholders.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { ADMIN_STATE } from '../support/env.ts';
import { loginThroughForm } from '../support/login.ts';
import { createUser } from '../support/users.ts';

test.use({ storageState: ADMIN_STATE });
// About 30 s on a quiet machine; two browsers and several dialogs take longer on a busy one.
test.describe.configure({ timeout: 120_000 });

const PASSWORD = 'Message-pass-2026';

function row(page: Page, text: string): Locator {
  return page.locator('.ant-table-tbody tr').filter({ hasText: text });
}

test('a template sent in-app reaches the user’s bell at once and is listed in the message log', async ({
  page,
  browser,
}) => {
  const stamp = `${Date.now()}`.slice(-8);
  const title = `工单提醒${stamp}`;
  const code = `wo_notice_${stamp}`;
  const user = await createUser({
    username: `msg${stamp}`,
    realname: '消息接收人',
    password: PASSWORD,
    role: 'staff',
    departIds: ['dep_east'],
    orgCode: 'A01A01',
  });

  // The receiver is signed in elsewhere, so the message reaches them over the websocket.
  const userContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const userPage = await userContext.newPage();
  await userPage.goto('/user/login');
  await loginThroughForm(userPage, user);

  // 消息模板: the list, the form's rules, a new template.
  await page.goto('/dashboard/analysis');
  await page.getByRole('menuitem', { name: '系统管理' }).click();
  await page.getByRole('menuitem', { name: '消息模板' }).click();
  await expect(page).toHaveURL(/\/system\/messageTemplate$/);
  for (const header of ['模板标题', '模板编码', '模板类型', '模板内容', '操作']) {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const add = page.getByRole('dialog', { name: '新增' });
  await add.getByRole('button', { name: /确\s*定/ }).click();
  await expect(add.locator('.ant-form-item-explain-error')).toHaveText([
    '请输入模板标题',
    '请输入模板编码',
    '请选择模板类型',
    '请输入模板内容',
  ]);
  await add.getByLabel('模板标题').fill(title);
  await add.getByLabel('模板编码').fill(code);
  await add.getByLabel('模板类型').click();
  await page.locator('.ant-select-dropdown:visible').getByText('系统消息', { exact: true }).click();
  await add.getByLabel('模板内容').fill('<p>${name}您好，工单${orderNo}待处理</p>');
  await add.getByLabel('测试数据').fill('{"name":"样例"');
  await add.getByLabel('模板标题').click();
  await expect(add.getByText('测试数据不是合法的JSON')).toBeVisible();
  await add.getByLabel('测试数据').fill('{"name":"王小明","orderNo":"GD0001"}');
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/message-template-form.png' });
  await add.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('添加成功！').last()).toBeVisible();
  await expect(add).toBeHidden();
  await expect(row(page, code)).toContainText('系统消息');
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/message-template-list.png', fullPage: true });

  // 发送测试: rendered with the test data (the HTML in a value stays text) to the signed-in user.
  await row(page, code)
    .getByRole('button', { name: `发送测试“${title}”` })
    .click();
  const send = page.getByRole('dialog', { name: '发送测试' });
  await expect(send.getByLabel('模板标题')).toHaveValue(title);
  await expect(send.getByLabel('测试数据')).toHaveValue('{"name":"王小明","orderNo":"GD0001"}');
  await expect(send.getByText('用户账号，多个用逗号分隔')).toBeVisible();
  await send.getByLabel('测试数据').fill('{"name":"<b>王小明</b>","orderNo":"GD0001"}');
  await send.getByLabel('消息接收方').fill(user.username);
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/message-send.png' });
  await send.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('消息发送成功，共1条')).toBeVisible();
  await expect(send).toBeHidden();

  // The receiver: a toast at once, then the message under 系统消息 in the bell.
  await expect(userPage.locator('.ant-notification-notice').filter({ hasText: title })).toBeVisible();
  await userPage.getByRole('button', { name: /^消息通知，[1-9]\d* 条未读$/ }).click();
  const popover = userPage.locator('.hcs-notice-popover');
  await popover.getByRole('tab', { name: /^系统消息\([1-9]\d*\)$/ }).click();
  const item = popover.getByRole('button', { name: new RegExp(title) });
  await expect(item).toBeVisible();
  await expectAccessible(userPage);
  await userPage.screenshot({ path: '/tmp/message-bell.png' });
  await item.click();
  const detail = userPage.getByRole('dialog', { name: title });
  await expect(detail.getByText('<b>王小明</b>您好，工单GD0001待处理')).toBeVisible();
  await expect(detail.locator('b')).toHaveCount(0);
  await userPage.screenshot({ path: '/tmp/message-bell-detail.png' });
  await userContext.close();

  // 消息: the log lists it as sent, once.
  await page.getByRole('menuitem', { name: '消息', exact: true }).click();
  await expect(page).toHaveURL(/\/system\/message$/);
  const logged = row(page, user.username);
  await expect(logged).toContainText(title);
  await expect(logged).toContainText('系统消息');
  await expect(logged).toContainText('发送成功');
  await expect(logged.getByRole('button', { name: /^重发/ })).toHaveCount(0);
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/message-log.png', fullPage: true });
  await logged.getByRole('button', { name: /^详情/ }).click();
  const info = page.getByRole('dialog').filter({ hasText: '发送所需参数' });
  await expect(info).toContainText('已发送到用户的系统消息');
  await expectAccessible(page);
});
