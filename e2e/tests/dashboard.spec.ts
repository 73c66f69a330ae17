import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { apiLogin, apiPost, randomIdCardNo, signInBrowser, uniqueText } from '../support/apiSession.ts';
import { ADMIN_STATE, BASE_URL, MANAGER } from '../support/env.ts';
import { uniquePersonName } from '../support/personName.ts';
import { createUser } from '../support/users.ts';

// Each story signs people in and loads charts: generous on a busy shared machine.
test.describe.configure({ timeout: 180_000 });

/** An audience of 东城服务站 and an order for it, created by the centre manager (dispatched when given an assignee). */
async function createOrder(request: APIRequestContext, title: string, assigneeId?: string) {
  const { token } = await apiLogin(request, MANAGER);
  const audienceId = await apiPost<string>(request, token, '/wo/audience/add', {
    name: uniquePersonName('看板'),
    sex: 2,
    idCardNo: randomIdCardNo(),
    disabilityType: '4',
    disabilityLevel: '2',
    departId: 'dep_east',
    status: '1',
  });
  return apiPost<{ id: string; orderNo: string }>(request, token, '/wo/workOrder/add', {
    title,
    audienceId,
    serviceType: '3',
    priority: 'M',
    departId: 'dep_east',
    ...(assigneeId ? { assigneeId } : {}),
  });
}

/** A chart is drawn: its labelled picture holds the SVG ECharts rendered. */
async function expectChart(page: Page, name: string) {
  const chart = page.getByRole('img', { name, exact: true });
  await expect(chart).toBeVisible();
  await expect(chart.locator('svg').first()).toBeAttached();
}

const figure = (page: Page, title: string): Locator =>
  page.getByRole('group', { name: title, exact: true }).locator('.ant-statistic-content-value');

test('the admin sees the work-order figures, charts and ranking on the home page and the charts page', async ({
  browser,
}) => {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    storageState: ADMIN_STATE,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  await createOrder(page.request, uniqueText('首页统计'));

  await page.goto('/dashboard/analysis');
  await expect(page.getByRole('heading', { name: '工单概况' })).toBeVisible({ timeout: 30_000 });
  const states = page.getByRole('group', { name: '各状态工单数' });
  await expect(states.getByText('工单总数')).toBeVisible();
  await expect(states.getByText('待派单')).toBeVisible();
  await expect(page.getByText('今日新建')).toBeVisible();
  await expect(page.getByText('在册服务对象')).toBeVisible();
  await expectChart(page, '近30天每日新建与完成工单数折线图');
  await expectChart(page, '各服务类型工单数饼图');
  await expectChart(page, '各残疾类别服务对象的工单数柱状图');
  await expect(page.getByRole('heading', { name: '完成工作排行' })).toBeVisible();
  await expect(page.getByLabel('统计期间')).toBeVisible();
  await expect(page.getByRole('tab', { name: '按部门' })).toBeVisible();
  // The visit figures stay below.
  await expect(page.getByRole('heading', { name: '访问统计' })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/dashboard-e2e-analysis.png', fullPage: true });

  await page.goto('/dashboard/charts');
  for (const name of [
    '近30天每日新建与完成工单数折线图',
    '近30天每日新建与完成工单数柱状图',
    '各服务类型工单数饼图',
    '各残疾类别服务对象的工单数玫瑰图',
    '工单从新建、派单、接单、完成到回访关闭的漏斗图',
    '各状态工单数柱状图',
    '服务人员完成工单数排行条形图',
    '前五名服务人员完成量、满意度与时效雷达图',
  ]) {
    await expectChart(page, name);
  }
  await expectAccessible(page);
  await context.close();
});

test('the monitor shows a new work order without a reload (websocket)', async ({ browser }) => {
  const { context, page } = await signInBrowser(browser, MANAGER);
  await page.goto('/dashboard/monitor');
  await expect(page.getByText(/数据更新于/)).toBeVisible({ timeout: 30_000 });
  const pending = figure(page, '待派单');
  const before = Number(await pending.textContent());
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });

  const order = await createOrder(page.request, uniqueText('监控'));
  // Well within the 60 s timer: the push did it.
  await expect(page.getByRole('link', { name: order.orderNo })).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(async () => Number(await pending.textContent()), { timeout: 15_000 })
    .toBeGreaterThan(before);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
  await expectAccessible(page);
  await context.close();
});

test('staff accept and complete an order from their to-do list, the manager reviews it from theirs', async ({
  browser,
}) => {
  const staff = await createUser({
    username: uniqueText('dbstaff'),
    realname: '看板服务员',
    password: 'E2e-staff-2026',
    role: 'staff',
    departIds: ['dep_east'],
    orgCode: 'A01A01',
  });
  const { context, page } = await signInBrowser(browser, staff);
  const { id: staffId } = await apiLogin(page.request, staff);
  const title = uniqueText('助餐待办');
  const order = await createOrder(page.request, title, staffId);

  await page.goto('/dashboard/workplace');
  await expect(page.getByRole('heading', { name: /我的工单/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: `查看工单 ${order.orderNo}` })).toBeVisible();
  // The dispatch message is among the latest announcements.
  await expect(page.getByText(`新工单：${title}`)).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: '快捷入口' }).getByRole('link', { name: '我的待办' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: '最新公告' })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/dashboard/task');
  await expect(page.getByRole('tab', { name: '待接单（1）' })).toBeVisible({ timeout: 30_000 });
  // Staff do not review: no such list for them.
  await expect(page.getByRole('tab', { name: /待回访/ })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('button', { name: `接单 ${order.orderNo}` }).click();
  await expect(page.getByText('接单成功！').last()).toBeVisible();
  await expect(page.getByRole('tab', { name: '待接单（0）' })).toBeVisible();

  await page.getByRole('tab', { name: '处理中（1）' }).click();
  await page.getByRole('button', { name: `完成 ${order.orderNo}` }).click();
  const dialog = page.getByRole('dialog', { name: `完成工单 ${order.orderNo}` });
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog.getByText('请填写处理结果')).toBeVisible();
  await dialog.getByLabel('处理结果').fill('已按时送餐到户。');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('工单已完成！').last()).toBeVisible();
  await expect(page.getByRole('tab', { name: '处理中（0）' })).toBeVisible();
  await context.close();

  // The centre manager closes it from their 待回访 list, newest completion first.
  const manager = await signInBrowser(browser, MANAGER);
  await manager.page.goto('/dashboard/task');
  await manager.page.getByRole('tab', { name: /待回访/ }).click();
  await manager.page.getByRole('button', { name: `回访关闭 ${order.orderNo}` }).click();
  const review = manager.page.getByRole('dialog', { name: `回访工单 ${order.orderNo}` });
  await review.getByRole('button', { name: /确\s*定/ }).click();
  await expect(review.getByText('请选择满意度')).toBeVisible();
  await review.getByRole('radio', { name: '4分 满意' }).check();
  await review.getByLabel('回访意见').fill('送餐准时');
  await expectAccessible(manager.page);
  await review.getByRole('button', { name: /确\s*定/ }).click();
  await expect(manager.page.getByText('回访完成，工单已关闭！')).toBeVisible();
  await expect(manager.page.getByRole('button', { name: `回访关闭 ${order.orderNo}` })).toHaveCount(0);
  await manager.context.close();
});
