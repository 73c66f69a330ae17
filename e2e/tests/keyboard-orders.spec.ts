import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { centreContext, randomIdCardNo } from '../support/apiSession.ts';
import { centreDay, MANAGER, STAFF } from '../support/env.ts';
import {
  activate,
  chooseOption,
  chooseRadio,
  chooseTreeNode,
  expectFocusIn,
  expectFocusVisible,
  menuTo,
  tabTo,
  typeInto,
} from '../support/keyboard.ts';
import { uniquePersonName } from '../support/personName.ts';

/**
 * Issue 21, keyboard only: the work order's whole story — an audience, an order, its dispatch, its
 * acceptance and completion with a file, the manager's visit and close — without a mouse. Locators only
 * find and check; every action is a key press.
 */

const OK = /确\s*定/;

// Two people, many dialogs, every control reached by Tab: minutes on a busy shared machine.
test.describe.configure({ timeout: 300_000 });

const unique = (prefix: string) =>
  `${prefix}${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e3)}`;

/** Signs in through the login form, keys only: the first and only page.goto of a person's day. */
async function signIn(browser: Browser, user: { username: string; password: string }) {
  const context = await centreContext(browser, { viewport: { width: 1366, height: 860 } });
  const page = await context.newPage();
  await page.goto('/user/login');
  await typeInto(page, page.getByLabel('用户名'), user.username);
  await typeInto(page, page.getByLabel('密码', { exact: true }), user.password);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/user\/login/);
  await expect(page).not.toHaveURL((url) => url.pathname === '/');
  return { context, page };
}

function mainMenu(page: Page): Locator {
  return page.getByRole('navigation', { name: '主菜单' });
}

/** Opens a page from the side menu, by its keys. */
async function openFromMenu(page: Page, entry: string, path: string, search: string) {
  await menuTo(page, mainMenu(page).getByRole('menuitem', { name: entry }));
  await expect(page).toHaveURL(new RegExp(`${path}(\\?|$)`));
  // The first visit loads the page's code: on a busy machine that takes longer than one expect.
  await expect(page.getByRole('search', { name: search })).toBeVisible({ timeout: 30_000 });
}

function toast(page: Page, text: string): Locator {
  return page.locator('.ant-message-notice').filter({ hasText: text });
}

function rows(page: Page): Locator {
  return page.locator('.hcs-list-page .ant-table-tbody tr.ant-table-row');
}

/** Types into a search form's field and presses Enter, which submits it. */
async function searchFor(page: Page, form: string, label: string, text: string) {
  const search = page.getByRole('search', { name: form });
  await typeInto(page, search.getByLabel(label, { exact: true }), text);
  await page.keyboard.press('Enter');
}

/**
 * In the record-selection dialog `title` (opened by Enter on its field): searches by 姓名, chooses the
 * row's radio with Space and confirms; the focus comes back to the field.
 */
async function pickRecord(page: Page, field: Locator, title: string, name: string) {
  await tabTo(page, field);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expectFocusIn(dialog);
  await typeInto(page, dialog.getByLabel('姓名', { exact: true }), name);
  await page.keyboard.press('Enter');
  const radio = dialog.getByRole('radio', { name: `选择 ${name}` });
  await tabTo(page, radio);
  await page.keyboard.press('Space');
  await expect(radio).toBeChecked();
  await expect(dialog.locator('.hcs-record-select__chosen')).toContainText(name);
  await activate(page, dialog.getByRole('button', { name: OK }));
  await expect(dialog).toBeHidden();
  await expect(field).toHaveValue(name);
  await expectFocusIn(field);
}

test('keyboard only: a manager adds an audience, creates and dispatches an order; the staff member accepts and completes it with a file; the manager closes it', async ({
  browser,
}) => {
  const audienceName = uniquePersonName('键盘老人');
  const title = unique('键盘上门康复');
  const manager = await signIn(browser, MANAGER);
  const m = manager.page;

  // 服务对象 → 新增, in the drawer: text, radios, dictionaries and the station dialog.
  await openFromMenu(m, '服务对象', '/wo/audience', '查询服务对象');
  const addAudience = m.getByRole('button', { name: /新\s*增/ });
  await activate(m, addAudience);
  const drawer = m.getByRole('dialog', { name: '新增服务对象' });
  await expect(drawer).toBeVisible();
  // antd gives the focus to the drawer's own frame, around the dialog: the next Tab is its first control.
  await expectFocusIn(
    drawer.locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " ant-drawer ")][1]'),
  );
  await typeInto(m, drawer.getByLabel('姓名'), audienceName);
  await chooseRadio(m, drawer.getByRole('radiogroup', { name: '性别' }), '女');
  const idCardNo = randomIdCardNo(1956);
  await typeInto(m, drawer.getByLabel('身份证号'), idCardNo);
  const birthday = `${idCardNo.slice(6, 10)}-${idCardNo.slice(10, 12)}-${idCardNo.slice(12, 14)}`;
  await expect(drawer.getByLabel('出生日期')).toHaveValue(birthday);
  await chooseOption(m, drawer.getByLabel('残疾类别', { exact: true }), '肢体');
  await chooseOption(m, drawer.getByLabel('残疾等级', { exact: true }), '二级');
  const station = drawer.getByLabel('责任站点');
  await tabTo(m, station);
  await m.keyboard.press('Enter');
  const departs = m.getByRole('dialog', { name: '选择部门' });
  await expect(departs).toBeVisible();
  await chooseTreeNode(m, departs.locator('.ant-tree'), '东城服务站');
  await expect(departs.locator('.ant-tree-treenode-checkbox-checked')).toHaveText('东城服务站');
  await activate(m, departs.getByRole('button', { name: OK }));
  await expect(departs).toBeHidden();
  await expect(station).toHaveValue('东城服务站');
  await expectFocusIn(station);
  await activate(m, drawer.getByRole('button', { name: OK }));
  await expect(toast(m, '添加成功！')).toBeVisible();
  await expect(drawer).toBeHidden();
  await expectFocusIn(addAudience);

  // 工单列表 → 新增: the audience through its picker, a dictionary, a radio, a date, the rich text.
  await openFromMenu(m, '工单列表', '/wo/order', '查询工单');
  const addOrder = m.getByRole('button', { name: /新\s*增/ });
  await activate(m, addOrder);
  const form = m.getByRole('dialog', { name: '新建工单' });
  await expect(form).toBeVisible();
  await expectFocusIn(form);
  await typeInto(m, form.getByLabel('标题', { exact: true }), title);
  // Escape closes the picker and leaves the focus on its field, the form still open.
  const audienceField = form.getByLabel('服务对象', { exact: true });
  await tabTo(m, audienceField);
  await m.keyboard.press('Enter');
  await expect(m.getByRole('dialog', { name: '服务对象选择' })).toBeVisible();
  await m.keyboard.press('Escape');
  await expect(m.getByRole('dialog', { name: '服务对象选择' })).toBeHidden();
  await expect(form).toBeVisible();
  await expectFocusIn(audienceField);
  await pickRecord(m, audienceField, '服务对象选择', audienceName);
  await chooseOption(m, form.getByLabel('服务类型', { exact: true }), '康复训练');
  await chooseRadio(m, form.getByRole('radiogroup', { name: '优先级' }), '紧急');
  await expect(form.getByLabel('所属部门', { exact: true })).toHaveValue('东城服务站');
  const tomorrow = centreDay(new Date(Date.now() + 86_400_000));
  const deadline = form.getByLabel('截止时间', { exact: true });
  await tabTo(m, deadline);
  await m.keyboard.type(`${tomorrow} 18:00:00`);
  await m.keyboard.press('Enter');
  await expect(deadline).toHaveValue(`${tomorrow} 18:00:00`);
  await tabTo(m, form.getByRole('textbox', { name: '服务内容' }));
  await m.keyboard.type('每周两次上肢康复训练');
  await expect(form.getByRole('textbox', { name: '服务内容' })).toContainText('每周两次上肢康复训练');
  await activate(m, form.getByRole('button', { name: OK }));
  await expect(toast(m, '添加成功！')).toBeVisible();
  await expect(form).toBeHidden();
  await expectFocusIn(addOrder);

  await searchFor(m, '查询工单', '服务对象', audienceName);
  await expect(rows(m)).toHaveCount(1);
  const row = rows(m).first();
  const orderNo = (await row.locator('td').nth(1).textContent())?.trim() ?? '';
  expect(orderNo).toMatch(/^GD\d{12}$/);
  await expect(row).toContainText('待派单');

  // 派单 to 李服务.
  await activate(m, row.getByRole('button', { name: `派单“${orderNo}”` }));
  const dispatch = m.getByRole('dialog', { name: `派单：${orderNo}` });
  await expect(dispatch).toBeVisible();
  await expectFocusIn(dispatch);
  await pickRecord(m, dispatch.getByLabel('处理人', { exact: true }), '处理人选择', STAFF.realname);
  await typeInto(m, dispatch.getByLabel('派单说明', { exact: true }), '请明天上午上门');
  await tabTo(m, dispatch.getByRole('button', { name: OK }));
  await m.screenshot({ path: '/tmp/kbdorders-dispatch.png' });
  await m.keyboard.press('Enter');
  await expect(toast(m, '派单成功！')).toBeVisible();
  await expect(dispatch).toBeHidden();
  await expect(row).toContainText('已派单');
  await expect(row).toContainText(STAFF.realname);
  await expectFocusIn(row);

  // The staff member finds the order in 工单列表, accepts it and completes it with a file.
  const staff = await signIn(browser, STAFF);
  const s = staff.page;
  await openFromMenu(s, '工单列表', '/wo/order', '查询工单');
  await searchFor(s, '查询工单', '服务对象', audienceName);
  await expect(rows(s)).toHaveCount(1);
  const staffRow = rows(s).first();
  await activate(s, staffRow.getByRole('button', { name: `接单“${orderNo}”` }));
  const confirm = s.getByRole('dialog').filter({ hasText: `确定接单“${orderNo}”吗?` });
  await expect(confirm).toBeVisible();
  await activate(s, confirm.getByRole('button', { name: /接\s*单/ }));
  await expect(toast(s, '接单成功！')).toBeVisible();
  await expect(staffRow).toContainText('处理中');
  await expectFocusIn(staffRow);

  await activate(s, staffRow.getByRole('button', { name: `完成“${orderNo}”` }));
  const complete = s.getByRole('dialog', { name: `完成：${orderNo}` });
  await expect(complete).toBeVisible();
  // Listening from here, the file dialog that Enter opens below is surely caught (not shown by Chromium).
  const choosing = s.waitForEvent('filechooser', { timeout: 60_000 });
  await expectFocusIn(complete);
  await typeInto(s, complete.getByLabel('处理结果', { exact: true }), '已完成上肢康复训练，老人状态良好');
  const upload = complete.getByRole('button', { name: '上传附件' });
  await tabTo(s, upload);
  await s.keyboard.press('Enter');
  const chooser = await choosing;
  await chooser.setFiles({
    name: '训练记录.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  });
  await expect(complete.getByRole('button', { name: '下载“训练记录.pdf”' })).toBeVisible();
  // Back from the file dialog, the keys go on from the upload button.
  await expectFocusIn(upload);
  await activate(s, complete.getByRole('button', { name: OK }));
  await expect(toast(s, '工单已完成！')).toBeVisible();
  await expect(complete).toBeHidden();
  await expect(staffRow).toContainText('已完成');
  await expectFocusIn(staffRow);

  // The completed order's detail, its file a link the keys reach; Escape closes it.
  const staffDetailButton = staffRow.getByRole('button', { name: `详情“${orderNo}”` });
  await activate(s, staffDetailButton);
  const staffDetail = s.getByRole('dialog', { name: '工单详情' });
  await expect(staffDetail).toBeVisible();
  await tabTo(s, staffDetail.getByRole('link', { name: '训练记录.pdf' }));
  await s.screenshot({ path: '/tmp/kbdorders-completed.png' });
  await s.keyboard.press('Escape');
  await expect(staffDetail).toBeHidden();
  await expectFocusIn(staffDetailButton);
  await staff.context.close();

  // The manager reads the list again, rates the visit 5 with the arrow keys and closes the order.
  await activate(
    m,
    m.getByRole('search', { name: '查询工单' }).getByRole('button', { name: /查\s*询/ }),
    'Enter',
  );
  await expect(row).toContainText('已完成');
  await activate(m, row.getByRole('button', { name: `回访关闭“${orderNo}”` }));
  const review = m.getByRole('dialog', { name: `回访关闭：${orderNo}` });
  await expect(review).toBeVisible();
  await expectFocusIn(review);
  const stars = review.getByRole('radiogroup', { name: '满意度' });
  await tabTo(m, stars);
  for (let star = 0; star < 5; star++) await m.keyboard.press('ArrowRight');
  // antd's stars: each one up to the score is checked.
  await expect(stars.getByRole('radio', { checked: true })).toHaveCount(5);
  await typeInto(m, review.getByLabel('回访意见', { exact: true }), '家属很满意');
  await activate(m, review.getByRole('button', { name: OK }));
  await expect(toast(m, '回访完成，工单已关闭！')).toBeVisible();
  await expect(review).toBeHidden();
  await expect(row).toContainText('已关闭');
  await expectFocusIn(row);

  const detailButton = row.getByRole('button', { name: `详情“${orderNo}”` });
  await activate(m, detailButton);
  const detail = m.getByRole('dialog', { name: '工单详情' });
  await expect(detail).toContainText('5 分（非常满意）');
  await expect(detail).toContainText('紧急');
  await expectFocusVisible(m);
  await m.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await expectFocusIn(detailButton);
  await manager.context.close();
});
