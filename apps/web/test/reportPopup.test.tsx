import { type ReportColumnsResult, type ReportQueryItem, type ReportRecord, StorageKeys } from '@hcs/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearReportCache, getRpColumns, REPORT_CACHE_MS } from '../src/api/onlineReport.ts';
import { PopupField } from '../src/components/report/PopupField.tsx';
import {
  mapPopupRows,
  POPUP_CONFIG_MISMATCH,
  POPUP_CONFIG_MISSING,
  popupConfigError,
} from '../src/components/report/popupMapping.ts';
import { ReportPopupModal } from '../src/components/report/ReportPopupModal.tsx';
import { reportQueryFields } from '../src/components/report/reportQueryFields.ts';
import { REPORT_ROW_KEY_MAX, reportRowKey } from '../src/components/report/reportRows.ts';
import { setLocal } from '../src/utils/storage.ts';
import { ApiServer, fail, ok, type RecordedRequest } from './support/apiServer.ts';
import { recordEffects } from './support/effects.ts';
import { renderInApp } from './support/renderInApp.tsx';
import { untilSpinnersStop } from './support/spinners.ts';

const server = new ApiServer();
const API = '/hcs/online/cgreport/api';
const REPORT_ID = 'rpt1';

const users: ReportRecord[] = Array.from({ length: 12 }, (_, i) => {
  const n = String(i + 1).padStart(2, '0');
  return { username: `u${n}`, realname: `用户${n}`, sex: i % 2 === 0 ? 1 : 2 };
});

const columns: ReportColumnsResult = {
  columns: [
    { dataIndex: 'username', title: '用户账号', align: 'center', sorter: true, width: 120 },
    { dataIndex: 'realname', title: '姓名', align: 'center' },
    { dataIndex: 'sex', title: '性别', align: 'center', customRender: 'sex' },
  ],
  dictOptions: {
    sex: [
      { value: '1', text: '男' },
      { value: '2', text: '女' },
    ],
  },
  cgRpConfigId: REPORT_ID,
  cgRpConfigName: '用户报表',
};

const queryInfo: ReportQueryItem[] = [
  { field: 'realname', label: '姓名', mode: 'single', view: 'text' },
  { field: 'sex', label: '性别', mode: 'single', view: 'list', dictCode: 'sex' },
];

/** A page of `users` as the server would answer getData (only pageNo/pageSize matter here). */
function pageOf(req: RecordedRequest) {
  const pageNo = Number(req.query.get('pageNo') ?? 1);
  const pageSize = Number(req.query.get('pageSize') ?? 10);
  return {
    body: ok({ total: users.length, records: users.slice((pageNo - 1) * pageSize, pageNo * pageSize) }),
  };
}

function serveReport(options: { queryInfo?: ReturnType<typeof fail> } = {}) {
  server
    .json(`${API}/getRpColumns/report_user`, ok(columns))
    .json(`${API}/getQueryInfo/${REPORT_ID}`, options.queryInfo ?? ok(queryInfo))
    .on(`${API}/getData/${REPORT_ID}`, pageOf)
    .json('/hcs/sys/dict/getDictItems/sex', ok(columns.dictOptions.sex));
}

const dataRequests = () => server.requests.filter((r) => r.path === `${API}/getData/${REPORT_ID}`);
const lastData = () => dataRequests().at(-1)?.query;

beforeAll(() => server.start());
afterAll(() => server.stop());
beforeEach(() => {
  server.reset();
  recordEffects();
  clearReportCache();
  setLocal(StorageKeys.token, 'token-1');
});
afterEach(() => vi.useRealTimers());

describe('popup configuration and mapping', () => {
  it('needs a code and as many destination fields as report fields', () => {
    expect(popupConfigError(undefined, { orgFields: 'a', destFields: 'a' })).toBe(POPUP_CONFIG_MISSING);
    expect(popupConfigError('r', { orgFields: '', destFields: 'a' })).toBe(POPUP_CONFIG_MISSING);
    expect(popupConfigError('r', { orgFields: 'a' })).toBe(POPUP_CONFIG_MISSING);
    expect(popupConfigError('r', { orgFields: 'a,b', destFields: 'a' })).toBe(POPUP_CONFIG_MISMATCH);
    expect(popupConfigError('r', { orgFields: 'a, b', destFields: 'x,y' })).toBeNull();
    expect(POPUP_CONFIG_MISSING).toBe('popup参数未正确配置!');
    expect(POPUP_CONFIG_MISMATCH).toBe('popup参数未正确配置,原始值和目标值数量不一致!');
  });

  it('maps report fields to form fields, several rows comma-joined', () => {
    const mapping = { orgFields: 'username,realname', destFields: 'account,name' };
    expect(mapPopupRows([users[0] ?? {}], mapping)).toEqual({ account: 'u01', name: '用户01' });
    expect(mapPopupRows([users[0] ?? {}, users[1] ?? {}], mapping)).toEqual({
      account: 'u01,u02',
      name: '用户01,用户02',
    });
  });

  it('keys a row by its values, cut to 50 characters', () => {
    expect(reportRowKey({ a: 'x', b: 1, c: null })).toBe('x1');
    const key = reportRowKey({ a: 'k'.repeat(40), b: 'm'.repeat(40) });
    expect(key).toHaveLength(REPORT_ROW_KEY_MAX);
    expect(REPORT_ROW_KEY_MAX).toBe(50);
  });

  it('builds the query form from the query info: single and group modes', () => {
    expect(
      reportQueryFields([
        { field: 'realname', label: '姓名', mode: 'single', view: 'text' },
        { field: 'sex', label: '性别', mode: 'single', view: 'list', dictCode: 'sex' },
        { field: 'createTime', label: '创建时间', mode: 'group', view: 'datetime' },
        { field: 'age', label: '年龄', mode: 'group', view: 'number' },
      ]),
    ).toEqual([
      { name: 'realname', label: '姓名', type: 'input' },
      { name: 'sex', label: '性别', type: 'dict', dictCode: 'sex' },
      { name: 'createTime', label: '创建时间', type: 'dateRange' },
      { name: 'age_begin', label: '年龄起', type: 'number', match: 'eq' },
      { name: 'age_end', label: '年龄止', type: 'number', match: 'eq' },
    ]);
  });
});

describe('report cache', () => {
  it('asks once for two calls within 30 s, again after; a failure is not kept', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-05-01T08:00:00Z'));
    serveReport();
    const columnRequests = () => server.requests.filter((r) => r.path.endsWith('/getRpColumns/report_user'));
    await getRpColumns('report_user');
    vi.setSystemTime(new Date(Date.now() + REPORT_CACHE_MS - 1000));
    expect((await getRpColumns('report_user')).cgRpConfigName).toBe('用户报表');
    expect(columnRequests()).toHaveLength(1);
    vi.setSystemTime(new Date(Date.now() + 2000));
    await getRpColumns('report_user');
    expect(columnRequests()).toHaveLength(2);
    expect(REPORT_CACHE_MS).toBe(30_000);

    server.json(`${API}/getRpColumns/broken`, fail('报表不存在'));
    await expect(getRpColumns('broken')).rejects.toThrow('报表不存在');
    await expect(getRpColumns('broken')).rejects.toThrow('报表不存在');
    expect(server.requests.filter((r) => r.path.endsWith('/getRpColumns/broken'))).toHaveLength(2);
  });
});

function renderPopup(props: { multi?: boolean; param?: Record<string, string> } = {}) {
  const onOk = vi.fn();
  const onClose = vi.fn();
  renderInApp(<ReportPopupModal open code="report_user" {...props} onOk={onOk} onClose={onClose} />);
  return { onOk, onClose };
}

/** Waits until the table has its answer (while loading it takes no clicks). */
const idle = untilSpinnersStop;

const okButton = () => screen.getByRole('button', { name: /确\s*定/ });

describe('ReportPopupModal', { timeout: 30_000 }, () => {
  it('is titled by the report, 1200 wide, and shows the rows with dictionary texts', async () => {
    serveReport();
    renderPopup();
    const dialog = await screen.findByRole('dialog', { name: '用户报表' });
    expect((dialog.closest('.ant-modal') as HTMLElement).style.width).toBe('1200px');
    await screen.findByText('用户01');
    expect(screen.getAllByText('女').length).toBeGreaterThan(0);
    expect(screen.getByText('第 1-10 条 / 共 12 条')).toBeTruthy();
    expect(lastData()?.get('pageNo')).toBe('1');
    expect(lastData()?.get('pageSize')).toBe('10');
  });

  it('warns 请选择一条记录 when nothing is chosen; a chosen row is returned and the popup closes', async () => {
    const user = userEvent.setup();
    serveReport();
    const { onOk, onClose } = renderPopup();
    await screen.findByText('用户01');
    await user.click(okButton());
    expect(await screen.findByText('请选择一条记录')).toBeTruthy();
    expect(onOk).not.toHaveBeenCalled();
    await user.click(screen.getByText('用户01'));
    await user.click(screen.getByText('用户02'));
    await user.click(okButton());
    expect(onOk).toHaveBeenCalledWith([users[1]]);
    expect(onClose).toHaveBeenCalled();
  });

  it('multiple mode keeps rows of several pages', async () => {
    const user = userEvent.setup();
    serveReport();
    const { onOk } = renderPopup({ multi: true });
    await user.click(await screen.findByText('用户01'));
    await user.click(screen.getByRole('checkbox', { name: '选择 u03' }));
    await user.click(screen.getByTitle('2'));
    await screen.findByText('用户11');
    await idle();
    await user.click(screen.getByText('用户11'));
    expect(screen.getByText('已选择 3 项')).toBeTruthy();
    await user.click(okButton());
    expect(onOk).toHaveBeenCalledWith([users[0], users[2], users[10]]);
  });

  it('sends filters, sort, paging and self_ parameters; param also fills a query field', async () => {
    const user = userEvent.setup();
    serveReport();
    renderPopup({ param: { status: '2', sex: "'1'" } });
    await screen.findByText('用户01');
    expect(lastData()?.get('self_status')).toBe('2');
    expect(lastData()?.get('sex')).toBe('1');
    const form = screen.getByRole('search', { name: '查询用户报表' });
    await user.type(within(form).getByLabelText('姓名'), '用户1');
    await user.click(within(form).getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(lastData()?.get('realname')).toBe('*用户1*'));
    await idle();
    await user.click(screen.getByRole('columnheader', { name: /用户账号/ }));
    await waitFor(() => expect(lastData()?.get('column')).toBe('username'));
    expect(lastData()?.get('order')).toBe('asc');
    await idle();
    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(lastData()?.get('pageNo')).toBe('2'));
    expect(lastData()?.get('realname')).toBe('*用户1*');
  });

  it('shows a query-info failure as a warning and still lists the rows', async () => {
    serveReport({ queryInfo: fail('查询条件加载失败') });
    renderPopup();
    expect(await screen.findByText('查询条件加载失败')).toBeTruthy();
    expect(document.querySelector('.ant-message-warning')).toBeTruthy();
    await screen.findByText('用户01');
    expect(screen.queryByRole('search')).toBeNull();
  });
});

function renderForm(field: ReactNode) {
  let values: Record<string, unknown> = {};
  function Harness() {
    const [form] = Form.useForm();
    return (
      <Form form={form} name="host" onValuesChange={(_, all: Record<string, unknown>) => (values = all)}>
        <Form.Item name="account" label="用户账号">
          {field}
        </Form.Item>
        <Form.Item name="name" label="姓名">
          <Input readOnly />
        </Form.Item>
      </Form>
    );
  }
  renderInApp(<Harness />);
  return { values: () => values };
}

describe('PopupField', { timeout: 30_000 }, () => {
  it('refuses a missing code or a count mismatch with its message, opening nothing', async () => {
    const user = userEvent.setup();
    renderForm(<PopupField orgFields="username" destFields="account" field="account" />);
    await user.click(screen.getByRole('textbox', { name: '用户账号' }));
    expect(await screen.findByText('popup参数未正确配置!')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses when report and form fields differ in number', async () => {
    const user = userEvent.setup();
    renderForm(<PopupField code="report_user" orgFields="username,realname" destFields="account" />);
    await user.click(screen.getByRole('button', { name: /选\s*择/ }));
    expect(await screen.findByText('popup参数未正确配置,原始值和目标值数量不一致!')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.requests).toHaveLength(0);
  });

  it('writes the chosen row into the form fields', async () => {
    const user = userEvent.setup();
    serveReport();
    const form = renderForm(
      <PopupField
        code="report_user"
        orgFields="username,realname"
        destFields="account,name"
        field="account"
      />,
    );
    await user.click(screen.getByRole('textbox', { name: '用户账号' }));
    await user.click(await screen.findByText('用户02'));
    await user.click(okButton());
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: '用户账号' }) as HTMLInputElement).value).toBe('u02'),
    );
    expect((document.getElementById('host_name') as HTMLInputElement).value).toBe('用户02');
    expect(form.values()).toMatchObject({ account: 'u02' });
  });

  it('multiple: each field gets the values comma-joined', async () => {
    const user = userEvent.setup();
    serveReport();
    renderForm(
      <PopupField
        code="report_user"
        orgFields="username,realname"
        destFields="account,name"
        field="account"
        multi
      />,
    );
    await user.click(screen.getByRole('button', { name: /选\s*择/ }));
    await user.click(await screen.findByText('用户01'));
    await user.click(screen.getByText('用户03'));
    await user.click(okButton());
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: '用户账号' }) as HTMLInputElement).value).toBe('u01,u03'),
    );
    expect((document.getElementById('host_name') as HTMLInputElement).value).toBe('用户01,用户03');
  });
});
