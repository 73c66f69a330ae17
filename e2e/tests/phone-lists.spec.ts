import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import {
  apiLogin,
  apiPost,
  PHONE_DEVICE,
  randomIdCardNo,
  signInBrowser,
  uniqueText,
} from '../support/apiSession.ts';
import { MANAGER, STAFF } from '../support/env.ts';
import { uniquePersonName } from '../support/personName.ts';
import { daysAhead } from '../support/woRecords.ts';

// Issue 16: on a phone the work-order lists show cards with one large action and a filter sheet.
test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** An audience of 东城服务站 with an order dispatched to the staff member, due in two days. */
async function createDispatchedOrder(request: APIRequestContext, audienceName: string, title: string) {
  const manager = await apiLogin(request, MANAGER);
  const staff = await apiLogin(request, STAFF);
  const audienceId = await apiPost<string>(request, manager.token, '/wo/audience/add', {
    name: audienceName,
    sex: 2,
    idCardNo: randomIdCardNo(),
    disabilityType: '4',
    disabilityLevel: '2',
    phone: '13812345678',
    address: '东城区和平里街道 1 号',
    departId: 'dep_east',
    status: '1',
  });
  return apiPost<{ id: string; orderNo: string }>(request, manager.token, '/wo/workOrder/add', {
    title,
    audienceId,
    serviceType: '3',
    priority: 'M',
    departId: 'dep_east',
    appointmentTime: daysAhead(1),
    deadline: daysAhead(2),
    assigneeId: staff.id,
  });
}

function card(page: Page, text: string): Locator {
  return page.locator('.hcs-cards__item').filter({ hasText: text });
}

/** Opens the 筛选 sheet, fills one field and applies it; the sheet closes and the button counts the filter. */
async function filterBy(page: Page, label: string, value: string) {
  await page.getByRole('button', { name: /^筛选/ }).tap();
  const sheet = page.getByRole('dialog', { name: /^筛选/ });
  await expect(sheet).toBeVisible();
  await sheet.getByLabel(label, { exact: true }).fill(value);
  await sheet.getByRole('button', { name: /查\s*询/ }).tap();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('button', { name: '筛选（1 个条件）' })).toBeVisible();
}

/** A detail on a phone: each label sits above its value and is wider than one character. */
async function expectLabelsAbove(dialog: Locator, label: string) {
  const labelCell = dialog.locator('.ant-descriptions-item-label').filter({ hasText: label }).first();
  await expect(labelCell).toBeVisible();
  const box = await labelCell.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(40);
  const row = labelCell.locator('xpath=ancestor::tr[1]');
  // Vertical layout: the label's row holds only labels, the values follow in the next row.
  await expect(row.locator('.ant-descriptions-item-content')).toHaveCount(0);
}

test('a staff member works the to-do and order lists as cards on a phone', async ({ browser }) => {
  const audienceName = uniquePersonName('卡片老人');
  const title = uniqueText('助浴');
  const { page } = await signInBrowser(browser, STAFF, PHONE_DEVICE);
  const { orderNo } = await createDispatchedOrder(page.request, audienceName, title);

  // 我的待办: the order as a card, its person and deadline in view, 接单 as its large button.
  await page.goto('/dashboard/task');
  const todo = card(page, audienceName);
  await expect(todo).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.ant-table')).toHaveCount(0);
  await expect(todo.getByText(audienceName)).toBeInViewport();
  await expect(todo.getByText('截止时间')).toBeInViewport();
  await expectAccessible(page);
  await todo.getByRole('button', { name: /^接单/ }).tap();
  // Accepted, it leaves 待接单 for 处理中, where 完成 is its large button.
  await expect(todo).toBeHidden();
  await page.getByRole('tab', { name: /^处理中/ }).tap();
  await expect(todo.getByRole('button', { name: /^完成/ })).toBeVisible();

  // 工单列表: filtered to the person in the sheet; the card's large button is now 完成.
  await page.goto('/wo/order');
  await expect(page.getByRole('button', { name: /^筛选/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('search')).toHaveCount(0);
  await filterBy(page, '服务对象', audienceName);
  const order = card(page, audienceName);
  await expect(page.locator('.hcs-cards__item')).toHaveCount(1);
  await expect(order.getByText(audienceName)).toBeInViewport();
  await expect(order.getByText('截止时间')).toBeInViewport();
  await expect(order.getByText('处理中')).toBeVisible();
  // The whole page, the status buttons that stand in for the tabs on a phone included.
  await expectAccessible(page);
  await order.getByRole('button', { name: `完成“${orderNo}”` }).tap();
  const complete = page.getByRole('dialog', { name: /完成/ });
  await expect(complete).toBeVisible();
  await complete.getByRole('button', { name: /取\s*消/ }).tap();
  await expect(complete).toBeHidden();

  // The other actions are in 更多; 详情 there opens the detail, labels above values.
  await order.getByRole('button', { name: `更多操作“${orderNo}”` }).tap();
  await page.getByRole('button', { name: `详情“${orderNo}”` }).tap();
  const detail = page.getByRole('dialog', { name: '工单详情' });
  await expect(detail).toBeVisible();
  await expectLabelsAbove(detail, '工单编号');
});

test('a manager reads the audience list as cards and its detail on a phone', async ({ browser }) => {
  const audienceName = uniquePersonName('卡片对象');
  const { page } = await signInBrowser(browser, MANAGER, PHONE_DEVICE);
  await createDispatchedOrder(page.request, audienceName, uniqueText('送餐'));

  await page.goto('/wo/audience');
  await expect(page.getByRole('button', { name: /^筛选/ })).toBeVisible({ timeout: 30_000 });
  await filterBy(page, '姓名', audienceName);
  const audience = card(page, audienceName);
  await expect(page.locator('.hcs-cards__item')).toHaveCount(1);
  await expect(audience.getByText(audienceName)).toBeInViewport();
  await expect(audience.getByText('性别/年龄')).toBeVisible();
  await expect(audience.getByText('东城区和平里街道 1 号')).toBeVisible();
  await expectAccessible(page);

  // Selection works on cards: the toolbar counts the chosen one.
  await audience.getByRole('checkbox', { name: `选择“${audienceName}”` }).tap();
  await expect(page.getByText(/已选择\s*1\s*项/)).toBeVisible();

  await audience.getByRole('button', { name: `详情“${audienceName}”` }).tap();
  const detail = page.getByRole('dialog', { name: /服务对象/ });
  await expect(detail).toBeVisible();
  await expectLabelsAbove(detail, '姓名');
});
