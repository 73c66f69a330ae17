import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import type Database from 'better-sqlite3';
import { expectAccessible, untiedErrors } from '../support/a11y.ts';
import { apiLogin, apiPost, DESK_DEVICE, PHONE_DEVICE, signInBrowser } from '../support/apiSession.ts';
import { ADMIN } from '../support/env.ts';
import { openRunDatabase } from '../support/runDatabase.ts';
import { createUser } from '../support/users.ts';

test.describe.configure({ mode: 'serial', timeout: 150_000 });

const API = '/online/cgform/api';
const tag = randomBytes(3).toString('hex');
const MAIN = `e2e_fo_${tag}`;
const SUB = `e2e_fl_${tag}`;
const ROLE = `role_ofr_${tag}`;
const MENU = `在线订单${tag}`;

const field = (dbFieldName: string, dbFieldTxt: string, extra: Record<string, unknown> = {}) => ({
  dbFieldName,
  dbFieldTxt,
  dbType: 'string',
  dbLength: 50,
  isShowForm: 1,
  isShowList: 1,
  ...extra,
});

const newId = () => `${Date.now().toString(16)}${randomBytes(8).toString('hex')}`;

/** Runs `fn` on the run's database (setup a test needs beside the API: a role of its own and its grants). */
function withDb<T>(fn: (db: Database.Database) => T): T {
  const db = openRunDatabase();
  try {
    return fn(db);
  } finally {
    db.close();
  }
}

const THEMES = [
  { title: MENU, component: 'modules/online/cgform/auto/OnlCgformAutoList', url: 'cgformList' },
  { title: `${MENU}ERP`, component: 'modules/online/cgform/auto/erp/OnlCgformErpList', url: 'cgformErpList' },
  { title: `${MENU}Tab`, component: 'modules/online/cgform/auto/tab/OnlCgformTabList', url: 'cgformTabList' },
  {
    title: `${MENU}内嵌`,
    component: 'modules/online/cgform/auto/innerTable/OnlCgformInnerTableList',
    url: 'cgformInnerTableList',
  },
];

let mainId = '';
let staff = { username: '', password: '' };

test.beforeAll(async ({ request }) => {
  const { token } = await apiLogin(request, ADMIN);
  const post = <T>(url: string, data: unknown) => apiPost<T>(request, token, url, data);
  mainId = (
    await post<{ id: string }>(`${API}/addAll`, {
      head: { tableName: MAIN, tableTxt: '在线订单', tableType: 1 },
      fields: [
        field('order_no', '订单号', { fieldMustInput: '1', isQuery: 1, sortFlag: 1 }),
        field('customer', '客户', { isQuery: 1 }),
        field('secret_note', '内部备注'),
        field('buyer_sex', '买方性别', {
          fieldShowType: 'list',
          dictField: 'sex',
          dbLength: 2,
          fieldMustInput: '1',
          isShowList: 0,
        }),
      ],
    })
  ).id;
  const subId = (
    await post<{ id: string }>(`${API}/addAll`, {
      head: { tableName: SUB, tableTxt: '订单明细', tableType: 2, relationType: 0 },
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
  // A custom js button whose function tries to read the token: the sandbox has no storage to read.
  await post('/online/cgform/button/add', {
    cgformHeadId: mainId,
    buttonCode: 'peek',
    buttonName: '窥探',
    optType: 'js',
    buttonStyle: 'button',
    orderNum: 1,
  });
  await post(`/online/cgform/head/enhanceJs/${mainId}?type=list`, {
    cgJsType: 'list',
    cgJs: `function peek(rows) {
      var seen;
      try { seen = typeof localStorage === 'undefined' ? 'none' : localStorage.getItem('Access-Token'); }
      catch (e) { seen = 'refused'; }
      return '存储:' + String(seen) + '，网络:' + typeof fetch;
    }`,
  });
  // A menu entry per theme pointing at the form.
  for (const [index, theme] of THEMES.entries()) {
    await post('/sys/permission/add', {
      menuType: 0,
      name: theme.title,
      url: `/online/${theme.url}/${mainId}`,
      component: theme.component,
      sortNo: 900 + index,
      route: true,
    });
  }
  const menuIds = withDb((db) =>
    THEMES.map(
      (theme) =>
        (
          db.prepare('SELECT id FROM sys_permission WHERE url = ?').get(`/online/${theme.url}/${mainId}`) as {
            id: string;
          }
        ).id,
    ),
  );
  // 内部备注 hidden for roles not granted it (the designer's 表单权限).
  const res = await request.put(`/hcs${API}/authFields/${mainId}`, {
    headers: { 'X-Access-Token': token },
    data: [{ field: 'secret_note', control: 'hidden' }],
  });
  expect(((await res.json()) as { success: boolean }).success).toBe(true);
  // A role of this test's own with the menu entries, and a staff member in it.
  const username = `ofr_${tag}`;
  staff = await createUser({
    username,
    realname: `在线员${tag}`,
    password: 'Online-form-2026',
    role: 'staff',
    departIds: [],
  });
  withDb((db) => {
    db.prepare(
      "INSERT INTO sys_role (id, role_name, role_code, create_by, create_time) VALUES (?, ?, ?, 'e2e', '2026-11-01 08:00:00')",
    ).run(ROLE, `在线表单${tag}`, `ofr_${tag}`);
    const user = db.prepare('SELECT id FROM sys_user WHERE username = ?').get(username) as { id: string };
    db.prepare('INSERT INTO sys_user_role (id, user_id, role_id) VALUES (?, ?, ?)').run(
      newId(),
      user.id,
      ROLE,
    );
    for (const id of menuIds) {
      db.prepare('INSERT INTO sys_role_permission (id, role_id, permission_id) VALUES (?, ?, ?)').run(
        newId(),
        ROLE,
        id,
      );
    }
  });
});

test.afterAll(() => {
  withDb((db) => {
    const ids = db.prepare('SELECT id FROM sys_permission WHERE url LIKE ?').all(`/online/%/${mainId}`) as {
      id: string;
    }[];
    for (const { id } of ids) {
      db.prepare('DELETE FROM sys_role_permission WHERE permission_id = ?').run(id);
      db.prepare('DELETE FROM sys_permission WHERE id = ? OR parent_id = ?').run(id, id);
    }
    db.prepare('DELETE FROM sys_role_permission WHERE role_id = ?').run(ROLE);
  });
});

async function openMenu(page: Page, title: string) {
  await page.getByRole('menuitem', { name: title, exact: true }).click();
}

test('a staff member uses a generated form from the menu, without the field hidden from them', async ({
  browser,
}, info) => {
  const { context, page } = await signInBrowser(browser, staff, DESK_DEVICE);
  await openMenu(page, MENU);
  const search = page.getByRole('search');
  await expect(search.getByLabel('订单号')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: /客户/ })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: /内部备注/ })).toHaveCount(0);

  // 新增 with two sub rows.
  await page
    .getByRole('button', { name: /新\s*增/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: '新增' });
  await expect(dialog.getByLabel('订单号')).toBeVisible();
  await expect(dialog.getByLabel('内部备注')).toHaveCount(0);
  // Saved empty: each error is tied to its control, the toolkit's select as much as a text field.
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog.locator('.ant-form-item-explain-error')).toHaveText(['请输入订单号', '请选择买方性别']);
  expect(await untiedErrors(dialog)).toEqual([]);
  await dialog.getByLabel('订单号').fill(`E2E-${tag}`);
  await dialog.getByLabel('买方性别').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('男', { exact: true }).click();
  await dialog.getByLabel('客户').fill('甲客户');
  const grid = dialog.getByRole('grid', { name: '订单明细' });
  await dialog.getByRole('button', { name: /新\s*增/ }).click();
  await grid.getByRole('textbox', { name: '产品 第1行' }).fill('钢笔');
  await dialog.getByRole('button', { name: /新\s*增/ }).click();
  await grid.getByRole('textbox', { name: '产品 第2行' }).fill('墨水');
  await expectAccessible(page, '.ant-modal');
  await page.screenshot({ path: info.outputPath('online-form-add-desktop.png') });
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('添加成功！')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Search finds it.
  await search.getByLabel('订单号').fill(tag);
  await search.getByRole('button', { name: /查\s*询/ }).click();
  const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: `E2E-${tag}` });
  await expect(row).toHaveCount(1);
  await expectAccessible(page);
  await page.screenshot({ path: info.outputPath('online-form-list-desktop.png') });

  // The custom js button runs in the sandbox: no storage, no network.
  await page.getByRole('button', { name: /窥\s*探/ }).click();
  await expect(page.getByText('存储:none，网络:undefined')).toBeVisible();

  // 编辑: the sub rows come back.
  await page.getByRole('button', { name: `编辑“E2E-${tag}”` }).click();
  const edit = page.getByRole('dialog', { name: '编辑' });
  await expect(edit.getByLabel('订单号')).toHaveValue(`E2E-${tag}`);
  await expect(
    edit.getByRole('grid', { name: '订单明细' }).getByRole('textbox', { name: '产品 第2行' }),
  ).toHaveValue('墨水');
  await edit.getByLabel('客户').fill('乙客户');
  await edit.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('编辑成功!')).toBeVisible();
  await expect(row).toContainText('乙客户');

  // The other themes open from their menu entries, each accessible.
  for (const theme of THEMES.slice(1)) {
    await openMenu(page, theme.title);
    await expect(
      page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: `E2E-${tag}` }),
    ).toHaveCount(1);
    if (theme.url === 'cgformErpList') {
      // Choosing the main row (a click, once the page has settled) shows its sub tables.
      await expect(async () => {
        await page
          .getByRole('main')
          .getByRole('cell', { name: `E2E-${tag}`, exact: true })
          .click();
        await expect(page.getByRole('tab', { name: '订单明细' })).toBeVisible({ timeout: 2000 });
      }).toPass();
      await expect(page.getByText('钢笔')).toBeVisible();
    }
    if (theme.url === 'cgformInnerTableList') {
      await page
        .getByRole('button', { name: /展开行|Expand row/ })
        .first()
        .click();
      await expect(page.getByText('墨水')).toBeVisible();
    }
    await expectAccessible(page);
    await page.screenshot({ path: info.outputPath(`online-form-${theme.url}-desktop.png`) });
  }

  // 删除.
  await openMenu(page, MENU);
  await page.getByRole('button', { name: `删除“E2E-${tag}”` }).click();
  await page
    .getByRole('tooltip')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.getByText('删除成功!')).toBeVisible();
  await context.close();
});

test('the generated list reads as cards on a phone', async ({ browser, request }, info) => {
  const { token } = await apiLogin(request, ADMIN);
  await apiPost(request, token, `${API}/form/${mainId}`, {
    orderNo: `P-${tag}`,
    customer: '丙客户',
    buyerSex: '1',
    [SUB]: [{ product: '纸张', num: 2 }],
  });
  const { context, page } = await signInBrowser(browser, staff, PHONE_DEVICE);
  await page.goto(`/online/cgformList/${mainId}`);
  await expect(page.getByText(`P-${tag}`)).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: info.outputPath('online-form-list-phone.png') });
  await page
    .getByRole('button', { name: /新\s*增/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: '新增' });
  await expect(dialog.getByLabel('订单号')).toBeVisible();
  // An empty grid's scroller has nothing to focus (the grid's own matter): a row first.
  await dialog.getByRole('button', { name: /新\s*增/ }).click();
  await expect(dialog.getByRole('textbox', { name: '产品 第1行' })).toBeVisible();
  await expectAccessible(page, '.ant-modal');
  await page.screenshot({ path: info.outputPath('online-form-add-phone.png') });
  await context.close();
});

test('the tree theme loads a node’s children and adds one under it', async ({ browser, request }, info) => {
  const { token } = await apiLogin(request, ADMIN);
  const post = <T>(url: string, data: unknown) => apiPost<T>(request, token, url, data);
  const treeName = `e2e_ft_${tag}`;
  const treeId = (
    await post<{ id: string }>(`${API}/addAll`, {
      head: {
        tableName: treeName,
        tableTxt: '在线分类',
        tableType: 0,
        isTree: 'Y',
        treeParentIdField: 'pid',
        treeIdField: 'has_child',
        treeFieldname: 'name',
      },
      fields: [
        field('name', '名称', { fieldMustInput: '1', isQuery: 1 }),
        field('pid', '父级', { isShowList: 0 }),
        field('has_child', '有下级', { dbLength: 3, isShowForm: 0 }),
      ],
    })
  ).id;
  await post(`${API}/doDbSynch/${treeId}/normal`, {});
  const root = (await post<{ id: string }>(`${API}/form/${treeId}`, { name: `根${tag}` })).id;
  await post(`${API}/form/${treeId}`, { name: `子${tag}`, pid: root });
  const title = `在线分类${tag}`;
  await post('/sys/permission/add', {
    menuType: 0,
    name: title,
    url: `/online/cgformTreeList/${treeId}`,
    component: 'modules/online/cgform/auto/OnlCgformTreeList',
    sortNo: 990,
    route: true,
  });
  withDb((db) => {
    const menu = db
      .prepare('SELECT id FROM sys_permission WHERE url = ?')
      .get(`/online/cgformTreeList/${treeId}`) as { id: string };
    db.prepare('INSERT INTO sys_role_permission (id, role_id, permission_id) VALUES (?, ?, ?)').run(
      newId(),
      ROLE,
      menu.id,
    );
  });
  const { context, page } = await signInBrowser(browser, staff, DESK_DEVICE);
  await openMenu(page, title);
  const rootRow = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: `根${tag}` });
  await expect(rootRow).toHaveCount(1);
  // Only the roots are listed; the child comes with its parent's expansion.
  await expect(page.getByText(`子${tag}`)).toHaveCount(0);
  await rootRow.getByRole('button', { name: /展开行|Expand row/ }).click();
  await expect(page.getByText(`子${tag}`)).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: info.outputPath('online-form-tree-desktop.png') });
  await rootRow.getByRole('button', { name: `添加下级“根${tag}”` }).click();
  const dialog = page.getByRole('dialog', { name: '新增' });
  await expect(dialog.getByLabel('名称')).toBeVisible();
  await expect(dialog.getByLabel('父级')).toHaveCount(0);
  await dialog.getByLabel('名称').fill(`孙${tag}`);
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('添加成功！')).toBeVisible();
  withDb((db) => {
    const row = db.prepare(`SELECT pid FROM ol_${treeName} WHERE name = ?`).get(`孙${tag}`) as {
      pid: string;
    };
    expect(row.pid).toBe(root);
  });
  await context.close();
  withDb((db) => {
    const menu = db
      .prepare('SELECT id FROM sys_permission WHERE url = ?')
      .get(`/online/cgformTreeList/${treeId}`) as { id: string };
    db.prepare('DELETE FROM sys_role_permission WHERE permission_id = ?').run(menu.id);
    db.prepare('DELETE FROM sys_permission WHERE id = ?').run(menu.id);
  });
});
