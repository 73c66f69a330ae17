import { readFileSync } from 'node:fs';
import * as XLSX from '@e965/xlsx';
import { idCardCheckChar } from '@hcs/shared';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { ADMIN_STATE, BASE_URL, STAFF } from '../support/env.ts';
import { loginThroughForm } from '../support/login.ts';
import { uniquePersonName } from '../support/personName.ts';

const OK = /确\s*定/;
const PATH = '/wo/audience';

/** A valid ID number of 东城区 born on `birth`, with a serial of its own and the right check character. */
function idCardNo(birth: string): string {
  const first17 = `110101${birth}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
  return `${first17}${idCardCheckChar(first17)}`;
}

/** The same number with a wrong check character. */
function withWrongCheck(id: string): string {
  const wrong = '0123456789X'.split('').find((c) => c !== id.slice(-1)) ?? '0';
  return `${id.slice(0, 17)}${wrong}`;
}

/** A 1×1 PNG, the audience's photo. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const masked = (id: string) => `${id.slice(0, 3)}***********${id.slice(-4)}`;

async function openList(page: Page) {
  await page.goto(PATH);
  // The first visit loads the page's code: on a busy machine that takes longer than one expect.
  await expect(page.getByRole('search', { name: '查询服务对象' })).toBeVisible({ timeout: 30_000 });
}

function rows(page: Page): Locator {
  return page.locator('.hcs-list-page .ant-table-tbody tr.ant-table-row');
}

async function searchByName(page: Page, name: string): Promise<Locator> {
  const form = page.getByRole('search', { name: '查询服务对象' });
  await form.getByLabel('姓名').fill(name);
  await form.getByRole('button', { name: /查\s*询/ }).click();
  return rows(page);
}

/** A dictionary select of `scope`, by keyboard: type the text, Enter, and see it chosen. */
async function pick(page: Page, scope: Locator, label: string, title: string, multiple = false) {
  const control = scope.getByLabel(label, { exact: true });
  await control.fill(title);
  await expect(page.locator('.ant-select-dropdown:visible').getByTitle(title, { exact: true })).toBeVisible();
  await control.press('Enter');
  // A multiple select stays open after Enter; Escape closes it. A single select closes by itself, and an
  // Escape sent while it is closing would close the drawer instead.
  if (multiple) await control.press('Escape');
  await expect(scope.getByTitle(title, { exact: true })).toBeVisible();
}

/** The 选择部门 dialog of a department field in `scope`: click the station, 确定. */
async function pickDepart(page: Page, scope: Locator, title: string) {
  await scope.getByRole('button', { name: '选择部门' }).click();
  const dialog = page.getByRole('dialog', { name: '选择部门' });
  await dialog.getByTitle(title, { exact: true }).click();
  await dialog.getByRole('button', { name: OK }).click();
  await expect(dialog).toBeHidden();
}

async function token(page: Page): Promise<string> {
  return page.evaluate(
    () => (JSON.parse(localStorage.getItem('Access-Token') ?? '{}') as { value?: string }).value ?? '',
  );
}

async function signIn(browser: Browser, user: { username: string; password: string }) {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    locale: 'zh-CN',
    reducedMotion: 'reduce',
    storageState: { cookies: [], origins: [] },
  });
  const page = await context.newPage();
  await page.goto('/user/login');
  await loginThroughForm(page, user);
  return { context, page };
}

test.describe('服务对象', () => {
  test.use({ storageState: ADMIN_STATE });

  test('an administrator adds, finds, edits, views, exports and deletes an audience; service staff see masked ID numbers and cannot add', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const name = uniquePersonName('对象');
    const id = idCardNo('19800215');

    await openList(page);

    // 新增: a wrong check character is refused with the server's words, and nothing is saved.
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const drawer = page.getByRole('dialog', { name: '新增服务对象' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: OK }).click();
    await expect(drawer.getByText('请输入姓名')).toBeVisible();
    await expect(drawer.getByText('请选择责任站点')).toBeVisible();

    await drawer.getByLabel('姓名').fill(name);
    await drawer.getByRole('radio', { name: '女' }).check();
    await drawer.getByLabel('身份证号').fill(withWrongCheck(id));
    await drawer.getByLabel('联系电话').fill('12345');
    await pick(page, drawer, '残疾类别', '听力');
    await pick(page, drawer, '残疾等级', '三级');
    await pickDepart(page, drawer, '东城服务站');
    await expect(drawer.getByLabel('责任站点')).toHaveValue('东城服务站');
    await drawer.getByRole('button', { name: OK }).click();
    await expect(drawer.getByText('请输入正确的身份证号')).toBeVisible();
    await expect(drawer.getByText('请输入正确手机号')).toBeVisible();
    await expect(drawer).toBeVisible();

    // Then right: every kind of field filled.
    await drawer.getByLabel('身份证号').fill(id);
    await expect(drawer.getByText('请输入正确的身份证号')).toBeHidden();
    await drawer.getByLabel('联系电话').fill('13912345678');
    // The birth date comes from the ID number; the sex chosen stays.
    await expect(drawer.getByLabel('出生日期')).toHaveValue('1980-02-15');
    await expect(drawer.getByRole('radio', { name: '女' })).toBeChecked();
    const area = drawer.getByLabel('所在地区');
    await area.fill('东城区');
    await page.locator('.ant-cascader-dropdown:visible').getByText('东城区').first().click();
    await expect(drawer.getByTitle('北京市 / 市辖区 / 东城区')).toBeVisible();
    await drawer.getByLabel('详细地址').fill('东华门街道 1 号');
    await pick(page, drawer, '居住情况', '独居');
    await pick(page, drawer, '经济状况', '低保');
    await pick(page, drawer, '服务需求', '助餐', true);
    await pick(page, drawer, '服务需求', '康复训练', true);
    await drawer.getByLabel('监护人', { exact: true }).fill('王监护');
    await drawer
      .getByLabel('照片', { exact: true })
      .setInputFiles({ name: '照片.png', mimeType: 'image/png', buffer: PHOTO });
    await expect(drawer.locator('.hcs-upload--image img')).toHaveCount(1);
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/audience-form.png', fullPage: true });
    await drawer.getByLabel('备注').scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/audience-form-lower.png' });
    await drawer.getByRole('button', { name: OK }).click();
    await expect(page.getByText('添加成功！').last()).toBeVisible();
    await expect(drawer).toBeHidden();

    // Found by name: one row, with the dictionary texts, the area and the station.
    const found = await searchByName(page, name);
    await expect(found).toHaveCount(1);
    const row = found.first();
    for (const text of [
      // Masked for everyone, the administrator too.
      masked(id),
      '女',
      '听力',
      '三级',
      '北京市/市辖区/东城区',
      '助餐,康复训练',
      '东城服务站',
      '在册',
    ]) {
      await expect(row).toContainText(text);
    }
    await expect(row).not.toContainText(id);
    // 查看完整 shows this one number (the server logs it, sensitive-data.spec.ts reads the log).
    await row.getByRole('button', { name: '查看完整身份证号' }).click();
    await expect(row).toContainText(id);

    // Also found by the advanced search: its area and its station's subtree.
    const search = page.getByRole('search', { name: '查询服务对象' });
    await search.getByRole('button', { name: '展开' }).click();
    await search.getByLabel('所在地区').fill('东城区');
    await page.locator('.ant-cascader-dropdown:visible').getByText('东城区').first().click();
    await pick(page, search, '责任站点', '助残服务中心');
    await expect(await searchByName(page, name)).toHaveCount(1);
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/audience-list.png', fullPage: true });

    // The same ID number again: the server's refusal shows at the field, and the drawer stays open.
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const again = page.getByRole('dialog', { name: '新增服务对象' });
    await again.getByLabel('姓名').fill(`${name}乙`);
    await again.getByRole('radio', { name: '男' }).check();
    await again.getByLabel('身份证号').fill(id);
    await pick(page, again, '残疾类别', '视力');
    await pick(page, again, '残疾等级', '一级');
    await pickDepart(page, again, '东城服务站');
    await again.getByRole('button', { name: OK }).click();
    await expect(again.locator('.ant-form-item-explain-error')).toHaveText('该身份证号的服务对象已存在');
    await again.getByRole('button', { name: /取\s*消/ }).click();
    await expect(again).toBeHidden();

    // A work order for this audience (while it is 在册), so the detail has a history to show.
    const headers = { 'X-Access-Token': await token(page) };
    const audienceId = await page.request
      .get(`/hcs/wo/audience/list?name=${encodeURIComponent(name)}`, { headers })
      .then(
        async (r) => ((await r.json()) as { result: { records: { id: string }[] } }).result.records[0]?.id,
      );
    const orderTitle = `探访${name}`;
    const created = await page.request.post('/hcs/wo/workOrder/add', {
      headers,
      data: { title: orderTitle, audienceId, serviceType: '1', priority: 'M', departId: 'dep_east' },
    });
    const order = (await created.json()) as { success: boolean; result: { id: string } | string };
    expect(order).toMatchObject({ success: true });
    const orderId = typeof order.result === 'string' ? order.result : order.result.id;

    // 编辑: starts from what is stored; a change of level and status shows in the list.
    await page.getByRole('button', { name: `编辑“${name}”` }).click();
    const editor = page.getByRole('dialog', { name: '编辑服务对象' });
    await expect(editor.getByLabel('姓名')).toHaveValue(name);
    // Masked for everyone, the administrator too; sent back unchanged, the stored number stays.
    await expect(editor.getByLabel('身份证号')).toHaveValue(masked(id));
    await expect(editor.getByLabel('责任站点')).toHaveValue('东城服务站');
    await pick(page, editor, '残疾等级', '二级');
    await editor.getByRole('radio', { name: '停止服务' }).check();
    await editor.getByRole('button', { name: OK }).click();
    await expect(page.getByText('编辑成功!').last()).toBeVisible();
    await expect(row).toContainText('二级');
    await expect(row).toContainText('停止服务');

    // 详情: the fields and the work-order history.
    await page.getByRole('button', { name: `详情“${name}”` }).click();
    const detail = page.getByRole('dialog', { name: '服务对象详情' });
    await expect(detail).toContainText(masked(id));
    await expect(detail).not.toContainText(id);
    await expect(detail).toContainText('东华门街道 1 号');
    await expect(detail).toContainText('王监护');
    await expect(detail).toContainText('北京市/市辖区/东城区');
    await expect(detail.locator('.hcs-upload--image img')).toHaveCount(1);
    const history = detail.getByRole('region', { name: '服务记录（工单）' });
    const orderRow = history.locator('tr.ant-table-row').filter({ hasText: orderTitle });
    await expect(orderRow).toContainText(/^GD\d{12}/);
    await expect(orderRow).toContainText('上门探访');
    await expect(orderRow).toContainText('待派单');
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/audience-detail.png', fullPage: true });
    await history.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/audience-detail-orders.png' });
    await detail.getByRole('button', { name: '关闭' }).click();
    await expect(detail).toBeHidden();

    // 导出: the searched audience in a real .xls, with its full ID number.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('服务对象.xls');
    const book = XLSX.read(readFileSync(await download.path()));
    const sheet = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0] ?? ''] ?? {}, {
      header: 1,
    });
    expect(sheet[0]).toEqual(['服务对象报表']);
    const exported = sheet.slice(3);
    expect(exported).toHaveLength(1);
    expect(exported[0]).toEqual(
      expect.arrayContaining([name, '女', id, '听力', '二级', '东城服务站', '停止服务']),
    );

    // Service staff: the same audience, its ID number masked, and no 新增, 导出 or 编辑.
    const staff = await signIn(browser, STAFF);
    try {
      await openList(staff.page);
      const seen = await searchByName(staff.page, name);
      await expect(seen).toHaveCount(1);
      await expect(seen.first()).toContainText(masked(id));
      await expect(seen.first()).not.toContainText(id);
      // Staff may not reveal it.
      await expect(seen.first().getByRole('button', { name: /查看完整/ })).toHaveCount(0);
      await staff.page.screenshot({ path: '/tmp/audience-staff.png', fullPage: true });
      await expect(staff.page.getByRole('button', { name: /新\s*增/ })).toHaveCount(0);
      await expect(staff.page.getByRole('button', { name: '导出' })).toHaveCount(0);
      await expect(staff.page.getByRole('button', { name: `编辑“${name}”` })).toHaveCount(0);
      await expect(staff.page.getByRole('button', { name: `删除“${name}”` })).toHaveCount(0);
    } finally {
      await staff.context.close();
    }

    // 删除: refused while the audience has a work order, then done once the order is gone.
    await page.getByRole('button', { name: `删除“${name}”` }).click();
    await page.getByRole('tooltip').getByRole('button', { name: OK }).click();
    await expect(page.getByText('该服务对象已有工单，不能删除，可将状态改为停止服务')).toBeVisible();
    await expect(row).toBeVisible();
    const removed = await page.request.delete(`/hcs/wo/workOrder/delete?id=${orderId}`, { headers });
    expect(((await removed.json()) as { success: boolean }).success).toBe(true);
    await page.getByRole('button', { name: `删除“${name}”` }).click();
    await page.getByRole('tooltip').getByRole('button', { name: OK }).click();
    await expect(page.getByText('删除成功!').last()).toBeVisible();
    await expect(await searchByName(page, name)).toHaveCount(0);
  });
});
