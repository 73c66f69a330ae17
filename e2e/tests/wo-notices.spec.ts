import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import {
  DESK_DEVICE,
  type Envelope,
  PHONE_DEVICE,
  randomIdCardNo,
  signInBrowser,
} from '../support/apiSession.ts';
import { uniquePersonName } from '../support/personName.ts';
import { createUser } from '../support/users.ts';

// Two people on two screens, each signing in: minutes on a busy shared machine.
test.describe.configure({ timeout: 180_000 });

const stamp = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e3)}`;

/** Calls the API as the page's user. */
async function api<T>(page: Page, url: string, data: unknown): Promise<T> {
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('Access-Token') ?? '{}') as { value?: string }).value ?? '',
  );
  const res = await page.request.post(`/hcs${url}`, { headers: { 'X-Access-Token': token }, data });
  expect(res.status(), url).toBe(200);
  const body = (await res.json()) as Envelope<T>;
  expect(body.success, body.message).toBe(true);
  return body.result;
}

const bell = (page: Page) => page.getByRole('button', { name: /^消息通知，\d+ 条未读$/ });

async function unreadOf(page: Page): Promise<number> {
  const name = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) 条未读/.exec(name)?.[1] ?? Number.NaN);
}

test('the reviewer’s bell rings when the staff member completes an order, and the open list drops 改派', async ({
  browser,
}) => {
  // A station of this test's own (南城), so no other test's orders ring this reviewer's bell.
  const id = stamp();
  const managerUser = await createUser({
    username: `h3_mgr_${id}`,
    realname: '南城主管',
    password: 'E2e-notice-2026',
    role: 'manager',
    departIds: ['dep_south'],
    orgCode: 'A01A03',
  });
  const staffUser = await createUser({
    username: `h3_staff_${id}`,
    realname: '南城服务',
    password: 'E2e-notice-2026',
    role: 'staff',
    departIds: ['dep_south'],
    orgCode: 'A01A03',
  });
  const manager = await signInBrowser(browser, managerUser, DESK_DEVICE);
  const staff = await signInBrowser(browser, staffUser, PHONE_DEVICE);
  const m = manager.page;
  const s = staff.page;

  const audienceName = uniquePersonName('消息老人');
  const audienceId = await api<string>(m, '/wo/audience/add', {
    name: audienceName,
    sex: 1,
    birthday: '1958-09-21',
    idCardNo: randomIdCardNo(),
    disabilityType: '4',
    disabilityLevel: '2',
    departId: 'dep_south',
    status: '1',
  });
  const staffId = await s.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('Login_Userinfo') ?? '{}') as { value?: { id?: string } }).value?.id ??
      '',
  );
  expect(staffId).not.toBe('');
  const title = `回访提醒${id}`;
  const order = await api<{ id: string; orderNo: string }>(m, '/wo/workOrder/add', {
    title,
    audienceId,
    serviceType: '1',
    priority: 'M',
    departId: 'dep_south',
    assigneeId: staffId,
  });

  // The manager's list, open on the order: dispatched, so 改派 is offered.
  await m.goto('/wo/order');
  const form = m.getByRole('search', { name: '查询工单' });
  await expect(form).toBeVisible({ timeout: 30_000 });
  await form.getByLabel('服务对象', { exact: true }).fill(audienceName);
  await form.getByRole('button', { name: /查\s*询/ }).click();
  const row = m
    .locator('.hcs-list-page .ant-table-tbody tr.ant-table-row')
    .filter({ hasText: order.orderNo });
  await expect(row.getByRole('button', { name: `改派“${order.orderNo}”` })).toBeVisible();
  await expect(bell(m)).toBeVisible();
  const before = await unreadOf(m);

  // The staff member, on the phone, hears of the order, then accepts and completes it.
  await expect(bell(s)).not.toHaveAccessibleName('消息通知，0 条未读');
  await api(s, '/wo/workOrder/accept', { id: order.id, version: 1 });
  await api(s, '/wo/workOrder/complete', { id: order.id, version: 2, result: '已上门服务' });

  // Pushed over the websocket: the 消息提醒 pops up and the badge rises, with no reload.
  const toast = m.locator('.ant-notification-notice').filter({ hasText: '消息提醒' });
  await expect(toast.getByText(`工单待回访：${title}`)).toBeVisible({ timeout: 5000 });
  await expect(bell(m)).toHaveAccessibleName(`消息通知，${before + 1} 条未读`);
  // The open list read the order again: completed, it offers 回访关闭 and no longer 改派.
  await expect(row.getByRole('button', { name: `回访关闭“${order.orderNo}”` })).toBeVisible();
  await expect(row.getByRole('button', { name: `改派“${order.orderNo}”` })).toHaveCount(0);

  // The bell opens on the first tab with unread items, where the message is.
  await toast.locator('.ant-notification-notice-close').click();
  await bell(m).click();
  const popover = m.locator('.hcs-notice-popover');
  const anntTab = popover.getByRole('tab', { name: /^通知\(\d+\)$/ });
  const sysTab = popover.getByRole('tab', { name: /^系统消息\(\d+\)$/ });
  await expect(sysTab).toBeVisible();
  const anntUnread = Number(/\((\d+)\)/.exec((await anntTab.textContent()) ?? '')?.[1]);
  await expect(anntUnread > 0 ? anntTab : sysTab).toHaveAttribute('aria-selected', 'true');
  if (anntUnread === 0) await expect(popover.getByRole('button', { name: new RegExp(title) })).toBeVisible();
  await expectAccessible(m);

  await manager.context.close();
  await staff.context.close();
});
