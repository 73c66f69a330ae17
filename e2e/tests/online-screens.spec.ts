import { randomBytes } from 'node:crypto';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { apiLogin, apiPost, DESK_DEVICE, PHONE_DEVICE } from '../support/apiSession.ts';
import { ADMIN, ADMIN_STATE } from '../support/env.ts';

/**
 * 在线开发's screens on a phone and a desk: the designer, its row dialogs, the generated themes and the
 * copies list each fit the screen (nothing cut off at its right edge) and pass axe.
 */
test.use({ storageState: ADMIN_STATE, actionTimeout: 20_000 });
test.describe.configure({ mode: 'serial', timeout: 150_000 });

const API = '/online/cgform/api';
const tag = randomBytes(3).toString('hex');
const MAIN = `e2e_so_${tag}`;
const MAIN_TXT = `屏幕订单${tag}`;
const SUB = `e2e_si_${tag}`;
const TREE = `e2e_st_${tag}`;

const field = (dbFieldName: string, dbFieldTxt: string, extra: Record<string, unknown> = {}) => ({
  dbFieldName,
  dbFieldTxt,
  dbType: 'string',
  dbLength: 50,
  isShowForm: 1,
  isShowList: 1,
  ...extra,
});

let mainId = '';
let treeId = '';

test.beforeAll(async ({ request }) => {
  const { token } = await apiLogin(request, ADMIN);
  const post = <T>(url: string, data: unknown) => apiPost<T>(request, token, url, data);
  mainId = (
    await post<{ id: string }>(`${API}/addAll`, {
      head: { tableName: MAIN, tableTxt: MAIN_TXT, tableType: 1 },
      fields: [
        field('order_no', '订单号', { fieldMustInput: '1', isQuery: 1 }),
        field('customer', '客户名称', { isQuery: 1 }),
        field('sex', '性别', { fieldShowType: 'radio', dictField: 'sex', dbLength: 2 }),
        field('remark', '备注说明', { dbLength: 200 }),
      ],
    })
  ).id;
  const subId = (
    await post<{ id: string }>(`${API}/addAll`, {
      head: { tableName: SUB, tableTxt: `订单明细${tag}`, tableType: 2, relationType: 0 },
      fields: [
        field('product', '产品', { fieldMustInput: '1' }),
        field('num', '数量', { dbType: 'int', dbLength: 10 }),
        field('main_id', '主表', { mainTable: MAIN, mainField: 'id', isShowForm: 0, isShowList: 0 }),
      ],
    })
  ).id;
  // The main table names its sub table once the sub table exists.
  const headRes = await request.get(`/hcs/online/cgform/head/queryById?id=${mainId}`, {
    headers: { 'X-Access-Token': token },
  });
  const head = ((await headRes.json()) as { result: Record<string, unknown> }).result;
  const linked = await request.put(`/hcs${API}/editAll`, {
    headers: { 'X-Access-Token': token },
    data: { head: { ...head, subTableStr: SUB }, fields: [] },
  });
  expect(((await linked.json()) as { message: string }).message).toBe('编辑成功!');
  await post(`${API}/doDbSynch/${subId}/normal`, {});
  await post(`${API}/doDbSynch/${mainId}/normal`, {});
  const record = await request.post(`/hcs${API}/form/${mainId}`, {
    headers: { 'X-Access-Token': token },
    data: {
      orderNo: `SO-${tag}`,
      customer: '甲客户',
      sex: '1',
      remark: '一张用来看屏幕的订单',
      [SUB]: [
        { product: '钢笔', num: 2 },
        { product: '墨水', num: 5 },
      ],
    },
  });
  expect(await record.text()).toContain('"success":true');
  await post('/online/cgform/button/add', {
    cgformHeadId: mainId,
    buttonCode: 'audit',
    buttonName: '审核',
    optType: 'js',
    buttonStyle: 'button',
    orderNum: 1,
  });
  await post(`/online/cgform/head/enhanceJs/${mainId}?type=list`, {
    cgJsType: 'list',
    cgJs: 'function audit(rows) { return rows.length; }',
  });
  await request.get(`/hcs/online/cgform/head/copyOnline?code=${mainId}`, {
    headers: { 'X-Access-Token': token },
  });

  treeId = (
    await post<{ id: string }>(`${API}/addAll`, {
      head: {
        tableName: TREE,
        tableTxt: `屏幕分类${tag}`,
        tableType: 1,
        isTree: 'Y',
        treeParentIdField: 'pid',
        treeIdField: 'has_child',
        treeFieldname: 'name',
      },
      fields: [
        field('name', '名称', { fieldMustInput: '1' }),
        // The parent is a form field: the server sets only form fields (添加下级 sends it).
        field('pid', '父级', { dbLength: 36, isShowList: 0 }),
        field('has_child', '有子节点', { dbLength: 3, isShowForm: 0, isShowList: 0 }),
      ],
    })
  ).id;
  await post(`${API}/doDbSynch/${treeId}/normal`, {});
  const root = (await post<{ id: string }>(`${API}/form/${treeId}`, { name: `根${tag}` })).id;
  await post(`${API}/form/${treeId}`, { name: `子${tag}`, pid: root });
});

/** Nothing of the page, nor of `part`, reaches past the screen's right edge. */
async function expectFits(page: Page, part?: Locator) {
  const width = page.viewportSize()?.width ?? 0;
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth, 'the page scrolls sideways').toBeLessThanOrEqual(width);
  if (part) {
    const box = await part.boundingBox();
    expect(box, 'the part is on the screen').not.toBeNull();
    if (box) {
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, 'the part is cut off at the right').toBeLessThanOrEqual(width + 1);
    }
  }
}

/** Runs an action of the form's row of 表单开发: its own link, else one in 更多操作 (a desk's menu, a card's). */
async function rowAction(page: Page, label: string) {
  const own = page.getByRole('button', { name: `${label}“${MAIN_TXT}”` });
  if (!(await own.isVisible())) await page.getByRole('button', { name: `更多操作“${MAIN_TXT}”` }).click();
  await own.or(page.getByRole('menuitem', { name: label, exact: true })).click();
}

const DIALOGS = [
  { label: '同步数据库', title: `同步数据库：${MAIN_TXT}`, shot: 'sync' },
  { label: '版本', title: `版本：${MAIN_TXT}`, shot: 'versions' },
  { label: '增强JS', title: `增强JS：${MAIN_TXT}`, shot: 'enhance-js' },
  { label: '增强Java', title: `增强Java：${MAIN_TXT}`, shot: 'enhance-java' },
  { label: '自定义按钮', title: `自定义按钮：${MAIN_TXT}`, shot: 'buttons' },
] as const;

for (const [device, options] of [
  ['desktop', DESK_DEVICE],
  ['phone', PHONE_DEVICE],
] as const) {
  test.describe(device, () => {
    test.use(options);

    test(`表单开发's designer and row dialogs fit a ${device}`, async ({ page }, info) => {
      await page.goto(`/online/cgform?q.tableName=${MAIN}`);
      await expect(page.getByRole('button', { name: `更多操作“${MAIN_TXT}”` })).toBeVisible({
        timeout: 60_000,
      });

      await rowAction(page, '编辑');
      const drawer = page.getByRole('dialog', { name: `编辑表单“${MAIN_TXT}”` });
      await expect(drawer.getByRole('grid', { name: '字段数据库属性' })).toBeVisible();
      await expectFits(page, drawer);
      await expectFits(page, drawer.getByRole('button', { name: /保\s*存/ }));
      await expectAccessible(page, '.hcs-cgform-drawer');
      await page.screenshot({ path: info.outputPath(`designer-${device}.png`) });
      // The fields' grid scrolls sideways inside the drawer; its tabs and tools stay on the screen.
      const fields = drawer.locator('.hcs-cgform-fields');
      await fields.scrollIntoViewIfNeeded();
      await expectFits(page, fields);
      await expectFits(page, drawer.getByRole('tab', { name: '字典' }));
      await page.screenshot({ path: info.outputPath(`designer-fields-${device}.png`) });

      // A cell that fails its check (an SQL word as a field name) tells why, and the user goes back into it:
      // the cell being corrected is no target hidden under its own input (axe's target-size).
      const grid = drawer.getByRole('grid', { name: '字段数据库属性' });
      const name = grid.getByLabel('字段名 第2行', { exact: true });
      await name.fill('order');
      await page.keyboard.press('Tab');
      await expect(grid.locator('.hcs-grid__cell--invalid')).toHaveCount(1);
      await name.click();
      await expect(
        page.getByRole('tooltip', { name: '字段名 order 是SQL保留字，请换一个名称' }),
      ).toBeVisible();
      await expectAccessible(page, '.hcs-cgform-drawer');
      await page.screenshot({ path: info.outputPath(`designer-error-${device}.png`) });
      await drawer.getByRole('button', { name: /取\s*消/ }).click();
      await page.getByRole('button', { name: /离\s*开/ }).click();
      await expect(drawer).toBeHidden();

      for (const dialog of DIALOGS) {
        await rowAction(page, dialog.label);
        const modal = page.getByRole('dialog', { name: dialog.title });
        await expect(modal).toBeVisible();
        await expect(modal.locator('.ant-spin-spinning, .ant-skeleton')).toHaveCount(0);
        await expectFits(page, modal);
        await expectFits(page, modal.getByRole('button', { name: /关\s*闭|取\s*消/ }).last());
        await expectAccessible(page, '.ant-modal-wrap');
        await page.screenshot({ path: info.outputPath(`${dialog.shot}-${device}.png`) });
        await page.keyboard.press('Escape');
        await expect(modal).toBeHidden();
      }
    });

    test(`the copies of a form are listed on a ${device}`, async ({ page }, info) => {
      await page.goto(`/online/copyform/${mainId}`);
      const copy = page.getByRole('button', { name: new RegExp(`^功能测试“${MAIN_TXT} v\\d+”$`) });
      // A card (a phone's list) keeps 功能测试 under its 更多.
      const more = page.getByRole('button', { name: `更多操作“${MAIN_TXT}”` });
      await expect(copy.or(more)).toBeVisible({ timeout: 60_000 });
      await expect(page.getByText('已同步').first()).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: '表单副本' })).toBeVisible();
      if (await more.isVisible()) await more.click();
      await expect(copy).toBeVisible();
      await expectFits(page);
      await expectAccessible(page);
      await page.screenshot({ path: info.outputPath(`copies-${device}.png`) });
    });
  });
}

test.describe('phone', () => {
  test.use(PHONE_DEVICE);

  test('the generated themes fit a phone', async ({ page }, info) => {
    const themes = [
      { url: `/online/cgformTreeList/${treeId}`, shot: 'tree', shows: `根${tag}` },
      { url: `/online/cgformErpList/${mainId}`, shot: 'erp', shows: `SO-${tag}` },
      { url: `/online/cgformTabList/${mainId}`, shot: 'tab', shows: `SO-${tag}` },
      { url: `/online/cgformInnerTableList/${mainId}`, shot: 'inner-table', shows: `SO-${tag}` },
    ];
    for (const theme of themes) {
      await page.goto(theme.url);
      await expect(page.getByText(theme.shows).first()).toBeVisible({ timeout: 60_000 });
      await expectFits(page);
      await expectAccessible(page);
      await page.screenshot({ path: info.outputPath(`theme-${theme.shot}-phone.png`), fullPage: true });
    }
  });
});

test.describe('phone', () => {
  test.use(PHONE_DEVICE);

  test("a tree's cards keep its levels", async ({ page }, info) => {
    await page.goto(`/online/cgformTreeList/${treeId}`);
    const roots = page.getByRole('list', { name: `屏幕分类${tag}` });
    await expect(roots.getByText(`根${tag}`)).toBeVisible({ timeout: 60_000 });
    // The child is no card of its own beside its root: it waits under the root's 展开下级.
    await expect(page.getByText(`子${tag}`)).toHaveCount(0);
    const open = page.getByRole('button', { name: `展开下级 (1)“根${tag}”` });
    await open.focus();
    await page.keyboard.press('Enter');
    const close = page.getByRole('button', { name: `收起下级 (1)“根${tag}”` });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    const children = page.getByRole('region', { name: `展开下级：根${tag}` });
    await expect(children.getByRole('list', { name: `下级：根${tag}` }).getByText(`子${tag}`)).toBeVisible();
    await expectFits(page, children);
    await expectAccessible(page);
    await page.screenshot({ path: info.outputPath('theme-tree-open-phone.png'), fullPage: true });
    await page.keyboard.press('Enter');
    await expect(children).toBeHidden();
    await expect(open).toHaveAttribute('aria-expanded', 'false');
  });

  test("an inner-table form's cards show their sub rows", async ({ page }, info) => {
    await page.goto(`/online/cgformInnerTableList/${mainId}`);
    const details = page.getByRole('button', { name: `明细 (2)“SO-${tag}”` });
    await expect(details).toBeVisible({ timeout: 60_000 });
    await details.click();
    const rows = page.getByRole('region', { name: `明细：SO-${tag}` });
    const list = rows.getByRole('list', { name: `订单明细${tag}` });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    const pen = list.getByRole('listitem').filter({ hasText: '钢笔' });
    await expect(pen.getByRole('definition')).toHaveText('2');
    await expect(pen.getByRole('term')).toHaveText('数量');
    await expectFits(page, rows);
    await expectAccessible(page);
    await page.screenshot({ path: info.outputPath('theme-inner-table-open-phone.png'), fullPage: true });
  });
});
