import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { ADMIN } from '../support/env.ts';
import { loginThroughForm } from '../support/login.ts';
import { createUser, type TestUser } from '../support/users.ts';

const PASSWORD = 'Notice-pass-2026';

interface Envelope<T> {
  success: boolean;
  message: string;
  result: T;
}

interface Session {
  token: string;
  id: string;
}

async function call<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  data?: unknown,
): Promise<Envelope<T>> {
  const res = await request.fetch(`/hcs${url}`, {
    method,
    headers: { 'X-Access-Token': token },
    ...(data === undefined ? {} : { data }),
  });
  expect(res.status(), `${method} ${url}`).toBe(200);
  return (await res.json()) as Envelope<T>;
}

async function signInApi(request: APIRequestContext, user: { username: string; password: string }) {
  const res = await request.post('/hcs/sys/login', {
    data: { username: user.username, password: user.password },
  });
  const body = (await res.json()) as Envelope<{ token: string; userInfo: { id: string } }>;
  expect(body.success, body.message).toBe(true);
  return { token: body.result.token, id: body.result.userInfo.id };
}

/** A user of the test's own, with everything released before it marked read so its bell starts at 0. */
async function newUser(request: APIRequestContext, realname: string): Promise<TestUser & Session> {
  const user = await createUser({
    username: `nt${Date.now()}${Math.floor(Math.random() * 1000)}`,
    realname,
    password: PASSWORD,
    role: 'staff',
    departIds: ['dep_east'],
    orgCode: 'A01A01',
  });
  const session = await signInApi(request, user);
  await call(request, session.token, 'PUT', '/sys/sysAnnouncementSend/readAll');
  return { ...user, ...session };
}

/** The admin adds an announcement through the API and releases it; returns its id. */
async function release(
  request: APIRequestContext,
  adminToken: string,
  fields: Record<string, string>,
): Promise<string> {
  const added = await call(request, adminToken, 'POST', '/sys/annountCement/add', {
    priority: 'H',
    msgCategory: '1',
    msgType: 'ALL',
    ...fields,
  });
  expect(added.success, added.message).toBe(true);
  const found = await call<{ records: { id: string }[] }>(
    request,
    adminToken,
    'GET',
    `/sys/annountCement/list?pageNo=1&pageSize=10&titile=${encodeURIComponent(`*${fields.titile}*`)}`,
  );
  const id = found.result.records[0]?.id;
  expect(id).toBeTruthy();
  const released = await call(request, adminToken, 'GET', `/sys/annountCement/doReleaseData?id=${id}`);
  expect(released.message).toBe('该系统通知发布成功');
  return id ?? '';
}

function bell(page: Page) {
  return page.getByRole('button', { name: /^消息通知，\d+ 条未读$/ });
}

interface UserNoticeLists {
  anntMsgList: { id: string }[];
  anntMsgTotal: number;
  sysMsgList: { id: string }[];
  sysMsgTotal: number;
}

async function serverUnread(request: APIRequestContext, token: string) {
  const { result } = await call<UserNoticeLists>(request, token, 'GET', '/sys/annountCement/listByUser');
  return {
    ids: [...result.anntMsgList, ...result.sysMsgList].map((a) => a.id),
    total: result.anntMsgTotal + result.sysMsgTotal,
  };
}

/**
 * The bell's label and badge show the server's unread count. Tests running beside this one may
 * release announcements to everyone, so the count is compared with the server's, not a constant;
 * `unread` and `read` name this test's own announcements that must (not) be among the unread.
 */
async function expectBellInSync(
  page: Page,
  request: APIRequestContext,
  token: string,
  mine: { unread?: string[]; read?: string[] } = {},
) {
  await expect(async () => {
    const { ids, total } = await serverUnread(request, token);
    for (const id of mine.unread ?? []) expect(ids).toContain(id);
    for (const id of mine.read ?? []) expect(ids).not.toContain(id);
    await expect(bell(page)).toHaveAccessibleName(`消息通知，${total} 条未读`, { timeout: 1000 });
    const badge = page.locator('.hcs-notice-bell .ant-badge-count');
    if (total > 0) await expect(badge).toHaveAttribute('title', String(total), { timeout: 1000 });
    else await expect(badge).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
}

async function signInPage(page: Page, request: APIRequestContext, user: TestUser & Session) {
  await page.goto('/user/login');
  await loginThroughForm(page, user);
  await expect(page).toHaveURL(/\/dashboard\/task$/);
  await expectBellInSync(page, request, user.token);
}

const stamp = () => `${Date.now()}`.slice(-7);

test('an announcement to everyone reaches a signed-in user within 2 s, and reading it clears the badge', async ({
  page,
  request,
}) => {
  test.slow();
  const admin = await signInApi(request, ADMIN);
  const user = await newUser(request, '通知用户');
  await signInPage(page, request, user);

  const title = `全员停水通知${stamp()}`;
  const id = await release(request, admin.token, {
    titile: title,
    msgContent:
      '<p>明天<strong>停水</strong>一天</p><img src="x" onerror="window.__xss=1"><script>window.__xss=2</script>',
  });

  // Pushed through the socket: no reload, no waiting for the 6 s poll.
  const toast = page.locator('.ant-notification-notice').filter({ hasText: '消息提醒' });
  await expect(toast.getByText(title)).toBeVisible({ timeout: 2000 });
  await expect(bell(page)).not.toHaveAccessibleName('消息通知，0 条未读', { timeout: 2000 });
  await expectBellInSync(page, request, user.token, { unread: [id] });

  await bell(page).click();
  const popover = page.locator('.hcs-notice-popover');
  await expect(popover.getByRole('tab', { name: /^通知\([1-9]\d*\)$/ })).toBeVisible();
  await expect(popover.getByRole('tab', { name: /^系统消息\(\d+\)$/ })).toBeVisible();
  const item = popover.getByRole('button', { name: new RegExp(title) });
  await expect(item).toContainText('紧急');
  await expect(popover.getByRole('button', { name: /查看更多/ })).toBeVisible();
  await expectAccessible(page);

  await item.click();
  const detail = page.getByRole('dialog', { name: title });
  await expect(detail).toBeVisible();
  await expect(detail.locator('strong')).toHaveText('停水');
  await expect(detail.getByText(/发布人：/)).toBeVisible();
  await expect(detail.getByText(/发布时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/)).toBeVisible();
  // The content is sanitised: no script, no event handler attributes.
  await expect(detail.locator('script, [onerror]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  await expect(detail.getByRole('button', { name: '前往处理' })).toHaveCount(0);
  await expectAccessible(page);

  await expectBellInSync(page, request, user.token, { read: [id] });
  await detail
    .locator('.ant-modal-footer')
    .getByRole('button', { name: /关\s*闭/ })
    .click();
  await expect(detail).toBeHidden();
  await bell(page).click();
  await expect(popover.getByRole('button', { name: new RegExp(title) })).toHaveCount(0);
});

test('an announcement to chosen users reaches only them, and 前往处理 opens its page', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const admin = await signInApi(request, ADMIN);
  const chosen = await newUser(request, '指定用户');
  const other = await newUser(request, '旁观用户');
  await signInPage(page, request, chosen);
  const otherContext = await browser.newContext();
  const otherPage = await otherContext.newPage();
  await signInPage(otherPage, request, other);

  const title = `个人待办${stamp()}`;
  const id = await release(request, admin.token, {
    titile: title,
    msgContent: '<p>请处理您的服务工单</p>',
    msgCategory: '2',
    priority: 'M',
    msgType: 'USER',
    userIds: `${chosen.id},`,
    openType: 'url',
    openPage: '/isps/userAnnouncement',
  });

  const toast = page.locator('.ant-notification-notice').filter({ hasText: title });
  await expect(toast).toBeVisible({ timeout: 2000 });
  await expectBellInSync(page, request, chosen.token, { unread: [id] });

  // The other user hears nothing and may not read it.
  const otherList = await call<{ sysMsgList: { id: string }[] }>(
    request,
    other.token,
    'GET',
    '/sys/annountCement/listByUser',
  );
  expect(otherList.result.sysMsgList.map((a) => a.id)).not.toContain(id);
  const denied = await call(request, other.token, 'GET', `/sys/annountCement/queryById?id=${id}`);
  expect(denied.success).toBe(false);
  await expectBellInSync(otherPage, request, other.token, { read: [id] });
  await expect(otherPage.locator('.ant-notification-notice').filter({ hasText: title })).toHaveCount(0);
  await otherContext.close();

  await toast.getByRole('button', { name: /查看详情/ }).click();
  const detail = page.getByRole('dialog', { name: title });
  await expect(detail.getByText('请处理您的服务工单')).toBeVisible();
  await expectAccessible(page);
  await detail.getByRole('button', { name: '前往处理' }).click();
  await expect(page).toHaveURL(/\/isps\/userAnnouncement$/);
  await expect(detail).toBeHidden();
  await expectBellInSync(page, request, chosen.token, { read: [id] });
});

test('我的消息 lists the user’s announcements and marks them all read', async ({ page, request }) => {
  test.slow();
  const admin = await signInApi(request, ADMIN);
  const user = await newUser(request, '消息用户');
  const mark = stamp();
  const titles = [`活动报名${mark}`, `康复讲座${mark}`];
  const ids: string[] = [];
  for (const titile of titles) {
    ids.push(
      await release(request, admin.token, {
        titile,
        msgContent: `<p>${titile}的详细安排</p>`,
        priority: 'L',
        msgType: 'USER',
        userIds: `${user.id},`,
      }),
    );
  }
  await page.goto('/user/login');
  await loginThroughForm(page, user);
  await expectBellInSync(page, request, user.token, { unread: ids });

  await bell(page).click();
  await page
    .locator('.hcs-notice-popover')
    .getByRole('button', { name: /查看更多/ })
    .click();
  await expect(page).toHaveURL(/\/isps\/userAnnouncement$/);
  const table = page.locator('.ant-table');
  for (const title of titles) await expect(table.getByRole('button', { name: title })).toBeVisible();

  await page.getByLabel('标题', { exact: true }).fill(mark);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(2);
  await expect(page.getByText('1-2 共 2 条')).toBeVisible();
  await expect(table.getByText('未读')).toHaveCount(2);
  await expectAccessible(page);

  await table.getByRole('button', { name: titles[0] }).click();
  const detail = page.getByRole('dialog', { name: titles[0] });
  await expect(detail.getByText(`${titles[0]}的详细安排`)).toBeVisible();
  await expectAccessible(page);
  await detail
    .locator('.ant-modal-footer')
    .getByRole('button', { name: /关\s*闭/ })
    .click();
  await expect(table.getByText('已读')).toHaveCount(1);
  await expectBellInSync(page, request, user.token, { read: ids.slice(0, 1), unread: ids.slice(1) });

  await page.getByRole('button', { name: '全部标为已读' }).click();
  await expect(page.getByText('全部已读')).toBeVisible();
  await expect(table.getByText('已读')).toHaveCount(2);
  await expectBellInSync(page, request, user.token, { read: ids });

  // Filter by read state.
  await page.getByLabel('阅读状态').click();
  await page.getByTitle('未读').click();
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(0);
  await page.getByRole('button', { name: /重\s*置/ }).click();
  await expect(page.getByLabel('标题', { exact: true })).toHaveValue('');
});
