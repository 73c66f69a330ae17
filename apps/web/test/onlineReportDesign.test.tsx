import {
  type ReportHeadRecord,
  type ReportItemInput,
  type ReportItemRecord,
  type ReportParamRecord,
  type ReportSaveBody,
  StorageKeys,
} from '@hcs/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocal } from '../src/utils/storage.ts';
import { ReportFormModal } from '../src/views/modules/online/cgreport/ReportFormModal.tsx';
import {
  itemRows,
  itemsOf,
  mergeParsedItems,
  mergeParsedParams,
} from '../src/views/modules/online/cgreport/reportGrids.ts';
import { ApiServer, fail, ok } from './support/apiServer.ts';
import { recordEffects } from './support/effects.ts';
import { mockGridLayout } from './support/gridLayout.ts';
import { renderInApp } from './support/renderInApp.tsx';

const server = new ApiServer();
const HEAD = '/hcs/online/cgreport/head';

const item = (fieldName: string, over: Partial<ReportItemInput> = {}): ReportItemInput => ({
  fieldName,
  fieldTxt: fieldName,
  fieldWidth: null,
  fieldType: 'String',
  dictCode: null,
  isShow: 1,
  isSearch: 0,
  searchMode: 'single',
  isOrder: 0,
  orderNum: 0,
  ...over,
});

const head: ReportHeadRecord = {
  id: 'rpt1',
  code: 'user_report',
  name: '用户报表',
  cgrSql: 'select username, realname, sex from sys_user',
  returnValField: null,
  returnTxtField: null,
  dbSource: null,
  content: null,
  createBy: 'admin',
  createTime: '2026-01-01 00:00:00',
  updateBy: null,
  updateTime: null,
};
const savedItems: ReportItemRecord[] = [
  { ...item('username', { fieldTxt: '用户账号', fieldWidth: 150, isOrder: 1 }), id: 'i1', cgrheadId: 'rpt1' },
  {
    ...item('sex', { fieldTxt: '性别', dictCode: 'sex', isSearch: 1 }),
    id: 'i2',
    cgrheadId: 'rpt1',
    orderNum: 1,
  },
  { ...item('gone', { fieldTxt: '旧字段' }), id: 'i3', cgrheadId: 'rpt1', orderNum: 2 },
];
const savedParams: ReportParamRecord[] = [];

beforeAll(() => {
  mockGridLayout();
  return server.start();
});
afterAll(() => server.stop());
beforeEach(() => {
  server.reset();
  recordEffects();
  setLocal(StorageKeys.token, 'token-1');
  server
    .json(`${HEAD}/queryById`, ok(head))
    .json('/hcs/online/cgreport/item/listByHeadId', ok(savedItems))
    .json('/hcs/online/cgreport/param/listByHeadId', ok(savedParams))
    .json(
      '/hcs/sys/dataSource/list',
      ok({ records: [{ id: 'd1', code: 'rpt_db', name: '报表库' }], total: 1 }),
    )
    .json('/hcs/sys/dict/list', ok({ records: [{ dictCode: 'sex', dictName: '性别' }], total: 1 }));
});

describe('解析SQL merge', () => {
  it('keeps what was set for fields the SQL still returns, adds new ones, drops the rest', () => {
    const current = [item('username', { fieldTxt: '用户账号', isOrder: 1 }), item('gone')];
    const parsed = [item('realname', { orderNum: 0 }), item('username', { orderNum: 1 })];
    expect(mergeParsedItems(current, parsed)).toEqual([
      item('realname', { orderNum: 0 }),
      item('username', { fieldTxt: '用户账号', isOrder: 1, orderNum: 1 }),
    ]);
    expect(
      mergeParsedParams(
        [{ paramName: 'dept', paramTxt: '部门', paramValue: 'A01', orderNum: 0 }],
        [
          { paramName: 'name', paramTxt: null, paramValue: null, orderNum: 0 },
          { paramName: 'dept', paramTxt: null, paramValue: null, orderNum: 1 },
        ],
      ),
    ).toEqual([
      { paramName: 'name', paramTxt: null, paramValue: null, orderNum: 0 },
      { paramName: 'dept', paramTxt: '部门', paramValue: 'A01', orderNum: 1 },
    ]);
  });

  it('turns grid rows back into fields: flags 1/0, numbers, empty dictionary as null, no ids', () => {
    const rows = itemRows([item('a', { fieldWidth: 120, dictCode: 'sex' })]).map((r) => ({
      ...r,
      isShow: 0,
      fieldWidth: '80',
      dictCode: '',
      orderNum: '3',
    }));
    expect(itemsOf(rows)).toEqual([item('a', { isShow: 0, fieldWidth: 80, dictCode: null, orderNum: 3 })]);
    expect(rows[0]?.id).toMatch(/^tmp_/);
  });
});

describe('ReportFormModal', { timeout: 40_000 }, () => {
  it('解析SQL fills the grid keeping the saved settings; 确定 sends head, fields and params', async () => {
    const user = userEvent.setup();
    server.json(
      `${HEAD}/parseSql`,
      ok({
        fields: [item('username'), item('realname', { orderNum: 1 }), item('sex', { orderNum: 2 })],
        params: [],
      }),
    );
    server.json(`${HEAD}/edit`, ok(null, '编辑成功!'));
    const onSaved = vi.fn();
    renderInApp(<ReportFormModal open record={head} onClose={vi.fn()} onSaved={onSaved} />);
    expect(await screen.findByDisplayValue('user_report')).toBeTruthy();
    expect(screen.getByDisplayValue('用户报表')).toBeTruthy();
    expect(await screen.findByDisplayValue('旧字段')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /解析SQL/ }));
    expect(await screen.findByText('解析成功：3 个字段，0 个参数')).toBeTruthy();
    const parse = server.requests.find((r) => r.path === `${HEAD}/parseSql`);
    expect(JSON.parse(parse?.body ?? '{}')).toEqual({ sql: head.cgrSql });
    await waitFor(() => expect(screen.queryByDisplayValue('旧字段')).toBeNull());
    expect(screen.getAllByDisplayValue('realname')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const edit = server.requests.find((r) => r.path === `${HEAD}/edit`);
    expect(edit?.method).toBe('PUT');
    const body = JSON.parse(edit?.body ?? '{}') as ReportSaveBody;
    expect(body.head).toEqual({
      id: 'rpt1',
      code: 'user_report',
      name: '用户报表',
      cgrSql: head.cgrSql,
      dbSource: null,
    });
    expect(body.items.map((i) => i.fieldName)).toEqual(['username', 'realname', 'sex']);
    expect(body.items[0]).toMatchObject({ fieldTxt: '用户账号', fieldWidth: 150, isOrder: 1 });
    expect(body.items[2]).toMatchObject({ fieldTxt: '性别', dictCode: 'sex', isSearch: 1 });
    expect(body.params).toEqual([]);
  });

  it('shows a refused 解析SQL as the server words it and changes nothing', async () => {
    const user = userEvent.setup();
    server.json(`${HEAD}/parseSql`, fail('报表SQL只能是一条 SELECT 语句'));
    renderInApp(<ReportFormModal open record={head} onClose={vi.fn()} onSaved={vi.fn()} />);
    expect(await screen.findByDisplayValue('旧字段')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /解析SQL/ }));
    expect(await screen.findByText('报表SQL只能是一条 SELECT 语句')).toBeTruthy();
    expect(screen.getByDisplayValue('旧字段')).toBeTruthy();
  });

  it('a new report needs its code, name, SQL and at least one field', async () => {
    const user = userEvent.setup();
    renderInApp(<ReportFormModal open record={null} onClose={vi.fn()} onSaved={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('请输入报表编码')).toBeTruthy();
    expect(screen.getByText('请输入报表名称')).toBeTruthy();
    expect(screen.getByText('请输入报表SQL')).toBeTruthy();
    expect(screen.getByText('报表至少需要一个字段，请先解析SQL')).toBeTruthy();
    await user.type(screen.getByLabelText('报表编码'), 'bad code!');
    expect(await screen.findByText('报表编码只能包含字母、数字和下划线')).toBeTruthy();
    expect(server.requests.some((r) => r.path.endsWith('/add'))).toBe(false);
  });

  it('预览 runs the SQL as it stands in the form, its fields’ texts and dictionaries as set', async () => {
    const user = userEvent.setup();
    server
      .json(`${HEAD}/preview`, ok({ total: 25, records: [{ username: 'u1', sex: 1, gone: 'x' }] }))
      .json('/hcs/sys/dict/getDictItems/sex', ok([{ value: '1', text: '男' }]));
    renderInApp(<ReportFormModal open record={head} onClose={vi.fn()} onSaved={vi.fn()} />);
    expect(await screen.findByDisplayValue('旧字段')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /预\s*览/ }));
    // (The test setup gives every modal title the same id, so the dialog is found by its title's text.)
    const title = await screen.findByText('预览', { selector: '.ant-modal-title' });
    const dialog = title.closest('.ant-modal') as HTMLElement;
    expect(await within(dialog).findByText('男')).toBeTruthy();
    expect(within(dialog).getByText('共 25 条，预览前 1 条')).toBeTruthy();
    expect(within(dialog).getByRole('columnheader', { name: '用户账号' })).toBeTruthy();
    const sent = server.requests.find((r) => r.path === `${HEAD}/preview`);
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({
      sql: head.cgrSql,
      dbSource: null,
      params: [],
      pageSize: 10,
    });
  });
});
