import { idCardCheckChar } from '@hcs/shared';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { signInBrowser } from '../support/apiSession.ts';
import { centreDay, MANAGER, STAFF } from '../support/env.ts';
import { uniquePersonName } from '../support/personName.ts';

const OK = /确\s*定/;
const PATH = '/wo/order';

// One story across two people, many dialogs and an upload: minutes on a busy shared machine.
test.describe.configure({ timeout: 240_000 });

interface Envelope<T> {
  success: boolean;
  message: string;
  result: T;
}

/** A name no other test or run uses. */
const unique = (prefix: string) =>
  `${prefix}${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e3)}`;

function idCardNo(): string {
  const first17 = `110101${'19560412'}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
  return `${first17}${idCardCheckChar(first17)}`;
}

async function tokenOf(page: Page): Promise<string> {
  return page.evaluate(
    () => (JSON.parse(localStorage.getItem('Access-Token') ?? '{}') as { value?: string }).value ?? '',
  );
}

/** Calls the API as the page's user. */
async function api<T>(page: Page, method: 'GET' | 'POST', url: string, data?: unknown): Promise<T> {
  const res = await page.request.fetch(`/hcs${url}`, {
    method,
    headers: { 'X-Access-Token': await tokenOf(page) },
    ...(data === undefined ? {} : { data }),
  });
  expect(res.status(), `${method} ${url}`).toBe(200);
  const body = (await res.json()) as Envelope<T>;
  expect(body.success, body.message).toBe(true);
  return body.result;
}

async function openList(page: Page) {
  await page.goto(PATH);
  // The first visit loads the page's code: on a busy machine that takes longer than one expect.
  await expect(page.getByRole('search', { name: '查询工单' })).toBeVisible({ timeout: 30_000 });
}

function rows(page: Page): Locator {
  return page.locator('.hcs-list-page .ant-table-tbody tr.ant-table-row');
}

function orderRow(page: Page, orderNo: string): Locator {
  return rows(page).filter({ hasText: orderNo });
}

async function searchByAudience(page: Page, name: string) {
  const form = page.getByRole('search', { name: '查询工单' });
  await form.getByLabel('服务对象', { exact: true }).fill(name);
  await form.getByRole('button', { name: /查\s*询/ }).click();
}

function toast(page: Page, text: string | RegExp): Locator {
  return page.locator('.ant-message-notice').filter({ hasText: text });
}

/** Chooses the row showing `text` in a record-selection dialog named `title`, and confirms it. */
async function pickRecord(
  page: Page,
  title: string,
  text: string,
  search?: { label: string; value: string },
) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  if (search) {
    await dialog.getByLabel(search.label, { exact: true }).fill(search.value);
    await dialog.getByRole('button', { name: /查\s*询/ }).click();
  }
  await dialog.locator('.hcs-record-select__results tr.ant-table-row').filter({ hasText: text }).click();
  await expect(dialog.locator('.hcs-record-select__chosen')).toContainText(text);
  return dialog;
}

test('a manager creates and dispatches an order, the staff member is told, accepts and completes it, the manager closes it; the timeline shows every step', async ({
  browser,
}, info) => {
  const audienceName = uniquePersonName('工单老人');
  const title = unique('上门康复训练');
  const manager = await signInBrowser(browser, MANAGER);
  const staff = await signInBrowser(browser, STAFF);
  const m = manager.page;
  const s = staff.page;

  // An audience of the manager's station, through the API.
  await api(m, 'POST', '/wo/audience/add', {
    name: audienceName,
    sex: 1,
    birthday: '1956-04-12',
    idCardNo: idCardNo(),
    disabilityType: '4',
    disabilityLevel: '2',
    departId: 'dep_east',
    status: '1',
  });

  // The list: status tabs with counts, the overdue filter, the add button.
  await openList(m);
  for (const tab of ['全部', '待派单', '已派单', '处理中', '已完成', '已关闭', '已取消']) {
    await expect(m.getByRole('tab', { name: new RegExp(`^${tab}\\d+$`) })).toBeVisible();
  }
  await expect(m.getByLabel('仅看超期')).toBeVisible();
  await expectAccessible(m);

  // 新增: the form, with the audience from the record picker; 所属部门 defaults to the manager's station.
  await m.getByRole('button', { name: /新\s*增/ }).click();
  const form = m.getByRole('dialog', { name: '新建工单' });
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: /确\s*定/ }).click();
  await expect(form.getByText('请输入标题')).toBeVisible();
  await expect(form.getByText('请选择服务对象')).toBeVisible();
  await form.getByLabel('标题', { exact: true }).fill(title);
  await form.getByRole('button', { name: '选择服务对象' }).click();
  await pickRecord(m, '服务对象选择', audienceName, { label: '姓名', value: audienceName });
  await expectAccessible(m);
  await m.getByRole('dialog', { name: '服务对象选择' }).getByRole('button', { name: OK }).click();
  await expect(form.getByLabel('服务对象', { exact: true })).toHaveValue(audienceName);
  await form.getByLabel('服务类型', { exact: true }).click();
  await m.locator('.ant-select-dropdown:visible').getByTitle('康复训练', { exact: true }).click();
  await form.getByRole('radio', { name: '紧急' }).check();
  await expect(form.getByLabel('所属部门', { exact: true })).toHaveValue('东城服务站');
  const deadline = form.getByLabel('截止时间', { exact: true });
  await deadline.click();
  await deadline.fill('2020-01-01 09:00:00');
  await deadline.press('Enter');
  await form.getByLabel('标题', { exact: true }).click();
  const tomorrow = centreDay(new Date(Date.now() + 86_400_000));
  await deadline.click();
  await deadline.fill(`${tomorrow} 18:00:00`);
  await deadline.press('Enter');
  await expect(deadline).toHaveValue(`${tomorrow} 18:00:00`);
  await form.getByRole('textbox', { name: '服务内容' }).fill('每周两次上肢康复训练');
  await expectAccessible(m);
  await m.screenshot({ path: '/tmp/workorder-form.png' });
  await form.getByRole('button', { name: OK }).click();
  await expect(toast(m, '添加成功！')).toBeVisible();
  await expect(form).toBeHidden();

  await searchByAudience(m, audienceName);
  await expect(rows(m)).toHaveCount(1);
  const orderNo = (await rows(m).first().locator('td').nth(1).textContent())?.trim() ?? '';
  expect(orderNo).toMatch(/^GD\d{12}$/);
  const row = orderRow(m, orderNo);
  await expect(row).toContainText('待派单');
  // 优先级 and 标题 are a 列设置 tick away at the desk (they show in the detail below).
  await expect(m.getByRole('tab', { name: /^待派单1$/ })).toBeVisible();

  // 派单 to 李服务, chosen among the station's people.
  await row.getByRole('button', { name: `派单“${orderNo}”` }).click();
  const dispatch = m.getByRole('dialog', { name: `派单：${orderNo}` });
  await expect(dispatch).toBeVisible();
  await expectAccessible(m);
  await dispatch.getByRole('button', { name: '选择处理人' }).click();
  // Other tests add people to this station, so the staff member is searched for by name.
  const assignees = await pickRecord(m, '处理人选择', STAFF.realname, {
    label: '姓名',
    value: STAFF.realname,
  });
  await expect(assignees.getByText('当前部门：东城服务站及下级')).toBeVisible();
  await expectAccessible(m);
  await assignees.getByRole('button', { name: OK }).click();
  await dispatch.getByLabel('派单说明', { exact: true }).fill('请明天上午上门');
  await dispatch.getByRole('button', { name: OK }).click();
  await expect(toast(m, '派单成功！')).toBeVisible();
  await expect(row).toContainText('已派单');
  await expect(row).toContainText(STAFF.realname);
  await expect(row.getByRole('button', { name: `改派“${orderNo}”` })).toBeVisible();
  await m.screenshot({ path: '/tmp/workorder-list.png', fullPage: true });

  // The staff member: the bell tells of the new order, and its message leads to the order.
  const bell = s.getByRole('button', { name: /^消息通知，\d+ 条未读$/ });
  await expect(bell).not.toHaveAccessibleName('消息通知，0 条未读');
  await bell.click();
  const popover = s.locator('.hcs-notice-popover');
  await popover.getByRole('tab', { name: /^系统消息\(\d+\)$/ }).click();
  await popover.getByRole('button', { name: new RegExp(`新工单：${title}`) }).click();
  const message = s.getByRole('dialog', { name: `新工单：${title}` });
  await expect(message).toContainText(orderNo);
  await message.getByRole('button', { name: '前往处理' }).click();
  await expect(s).toHaveURL(new RegExp(`${PATH}\\?id=`));
  const staffDetail = s.getByRole('dialog', { name: '工单详情' });
  await expect(staffDetail).toContainText(orderNo);
  // Staff neither add orders nor dispatch them.
  await expect(s.getByRole('button', { name: /新\s*增/ })).toHaveCount(0);
  await expect(s.getByRole('button', { name: /^(派单|改派)“/ })).toHaveCount(0);

  await staffDetail.getByRole('button', { name: `接单“${orderNo}”` }).click();
  const confirm = s.getByRole('dialog').filter({ hasText: `确定接单“${orderNo}”吗?` });
  await expectAccessible(s);
  await confirm.getByRole('button', { name: /接\s*单/ }).click();
  await expect(toast(s, '接单成功！')).toBeVisible();
  await expect(staffDetail.getByText('处理中', { exact: true }).first()).toBeVisible();

  // 完成: a result is required; a file goes with it.
  await staffDetail.getByRole('button', { name: `完成“${orderNo}”` }).click();
  const complete = s.getByRole('dialog', { name: `完成：${orderNo}` });
  await complete.getByRole('button', { name: OK }).click();
  await expect(complete.getByText('请填写处理结果')).toBeVisible();
  await complete.getByLabel('处理结果', { exact: true }).fill('已完成上肢康复训练，老人状态良好');
  await complete.locator('input[type=file]').setInputFiles({
    name: '训练记录.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  });
  await expect(complete.getByRole('button', { name: '下载“训练记录.pdf”' })).toBeVisible();
  await expectAccessible(s);
  await complete.getByRole('button', { name: OK }).click();
  await expect(toast(s, '工单已完成！')).toBeVisible();
  // The detail shows the attachment to open (images as thumbnails, other files as links).
  await expect(staffDetail.getByRole('link', { name: '训练记录.pdf' })).toBeVisible();
  await expect(staffDetail.getByRole('button', { name: `完成“${orderNo}”` })).toHaveCount(0);

  // The manager closes it after the visit, with satisfaction 5.
  await m
    .getByRole('search', { name: '查询工单' })
    .getByRole('button', { name: /查\s*询/ })
    .click();
  await expect(row).toContainText('已完成');
  await row.getByRole('button', { name: `回访关闭“${orderNo}”` }).click();
  const review = m.getByRole('dialog', { name: `回访关闭：${orderNo}` });
  await review.getByRole('button', { name: OK }).click();
  await expect(review.getByText('请选择满意度')).toBeVisible();
  await review.getByRole('radio').nth(4).click();
  await review.getByLabel('回访意见', { exact: true }).fill('家属很满意');
  await expectAccessible(m);
  await review.getByRole('button', { name: OK }).click();
  await expect(toast(m, '回访完成，工单已关闭！')).toBeVisible();
  await expect(row).toContainText('已关闭');

  // The detail: every field with its texts, the attachment, and the timeline of every step.
  await row.getByRole('button', { name: `详情“${orderNo}”` }).click();
  const detail = m.getByRole('dialog', { name: '工单详情' });
  await expect(detail).toContainText(title);
  await expect(detail).toContainText('康复训练');
  await expect(detail).toContainText('紧急');
  await expect(detail).toContainText('每周两次上肢康复训练');
  await expect(detail).toContainText('5 分（非常满意）');
  await expect(detail.getByRole('link', { name: '训练记录.pdf' })).toBeVisible();
  const steps = detail.locator('.hcs-wo-timeline .ant-timeline-item');
  await expect(steps).toHaveCount(5);
  await expect(steps.nth(0)).toContainText(`创建：待派单${MANAGER.realname}`);
  await expect(steps.nth(1)).toContainText('派单：待派单 → 已派单');
  await expect(steps.nth(1)).toContainText(`派给 ${STAFF.realname}：请明天上午上门`);
  await expect(steps.nth(2)).toContainText(`接单：已派单 → 处理中${STAFF.realname}`);
  await expect(steps.nth(3)).toContainText(`完成：处理中 → 已完成${STAFF.realname}`);
  await expect(steps.nth(4)).toContainText(`回访关闭：已完成 → 已关闭${MANAGER.realname}`);
  await expect(steps.nth(4)).toContainText('满意度 5 分：家属很满意');
  await expectAccessible(m);
  await m.screenshot({ path: '/tmp/workorder-detail.png' });
  await steps.last().scrollIntoViewIfNeeded();
  await m.screenshot({ path: '/tmp/workorder-timeline.png' });
  await detail.locator('.ant-drawer-close').click();
  await expect(detail).toBeHidden();

  // Someone else acts first: the server's refusal is shown and the list read again.
  const second = await api<{ id: string; orderNo: string }>(m, 'POST', '/wo/workOrder/add', {
    title: unique('助餐'),
    audienceId: (
      await api<{ records: { id: string }[] }>(
        m,
        'GET',
        `/wo/audience/list?name=${encodeURIComponent(audienceName)}`,
      )
    ).records[0]?.id,
    serviceType: '3',
    priority: 'L',
    departId: 'dep_east',
  });
  await m
    .getByRole('search', { name: '查询工单' })
    .getByRole('button', { name: /查\s*询/ })
    .click();
  const secondRow = orderRow(m, second.orderNo);
  // 编辑 while it waits for dispatch: the form shows the order as it is, the audience by name.
  await secondRow.getByRole('button', { name: `编辑“${second.orderNo}”` }).click();
  const edit = m.getByRole('dialog', { name: '编辑工单' });
  await expect(edit.getByLabel('服务对象', { exact: true })).toHaveValue(audienceName);
  await edit.getByLabel('标题', { exact: true }).fill(`${title}-助餐`);
  await edit.getByRole('button', { name: OK }).click();
  await expect(toast(m, '编辑成功!')).toBeVisible();
  await expect
    .poll(
      async () => (await api<{ title: string }>(m, 'GET', `/wo/workOrder/queryById?id=${second.id}`)).title,
    )
    .toBe(`${title}-助餐`);
  await secondRow.getByRole('button', { name: `取消“${second.orderNo}”` }).click();
  const cancel = m.getByRole('dialog', { name: `取消：${second.orderNo}` });
  await cancel.getByRole('button', { name: OK }).click();
  await expect(cancel.getByText('请填写取消原因')).toBeVisible();
  await expectAccessible(m);
  await api(m, 'POST', '/wo/workOrder/cancel', { id: second.id, version: 1, reason: '对象住院' });
  await cancel.getByLabel('取消原因', { exact: true }).fill('重复登记');
  await cancel.getByRole('button', { name: OK }).click();
  await expect(toast(m, '工单已取消，不能取消')).toBeVisible();
  await expect(cancel).toBeHidden();
  await expect(secondRow).toContainText('已取消');

  info.attach('orderNo', { body: orderNo });
  await manager.context.close();
  await staff.context.close();
});
