// biome-ignore-all lint/suspicious/noTemplateCurlyInString: report links name the row's fields as ${field}.
import {
  checkReportHref,
  fillReportHref,
  type ReportColumnsAndData,
  type ReportItemInput,
  type ReportQueryItem,
  type ReportRecord,
  StorageKeys,
} from '@hcs/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useSearchParams } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearReportCache } from '../src/api/onlineReport.ts';
import type { GridColumn, GridRow } from '../src/components/grid/index.ts';
import { validateCell } from '../src/components/grid/validateCell.ts';
import { reportQueryFields } from '../src/components/report/reportQueryFields.ts';
import { REPORT_ROW_KEY, withRowKeys } from '../src/components/report/reportRows.ts';
import { setLocal } from '../src/utils/storage.ts';
import OnlCgreportAutoList, {
  fixedReportParams,
  reportIdOf,
} from '../src/views/modules/online/cgreport/auto/OnlCgreportAutoList.tsx';
import { itemRows, itemsOf, reportItemColumns } from '../src/views/modules/online/cgreport/reportGrids.ts';
import { ApiServer, ok, type RecordedRequest } from './support/apiServer.ts';
import { recordEffects } from './support/effects.ts';
import { renderInApp } from './support/renderInApp.tsx';
import { untilSpinnersStop } from './support/spinners.ts';

const server = new ApiServer();
const API = '/hcs/online/cgreport/api';
const ID = 'rpt1';

const users: ReportRecord[] = Array.from({ length: 12 }, (_, i) => {
  const n = String(i + 1).padStart(2, '0');
  return { username: `u${n}`, realname: `用户${n}`, sex: 1, create_time: `2026-01-${n} 08:00:00` };
});

const setup: ReportColumnsAndData = {
  columns: [
    { dataIndex: 'username', title: '用户账号', align: 'center', sorter: true, width: 120 },
    { dataIndex: 'realname', title: '姓名', align: 'center' },
    { dataIndex: 'sex', title: '性别', align: 'center', customRender: 'sex' },
    { dataIndex: 'create_time', title: '创建时间', align: 'center', sorter: true },
  ],
  dictOptions: {
    sex: [
      { value: '1', text: '男' },
      { value: '2', text: '女' },
    ],
  },
  cgRpConfigId: ID,
  cgRpConfigName: '男性用户报表',
  data: { total: 12, records: users.slice(0, 10) },
};

const queryInfo: ReportQueryItem[] = [
  { field: 'realname', label: '姓名', mode: 'single', view: 'text' },
  { field: 'sex', label: '性别', mode: 'single', view: 'list', dictCode: 'sex', hidden: true, value: '1' },
  { field: 'create_time', label: '创建时间', mode: 'group', view: 'datetime' },
];

function pageOf(req: RecordedRequest) {
  const pageNo = Number(req.query.get('pageNo') ?? 1);
  const pageSize = Number(req.query.get('pageSize') ?? 10);
  return {
    body: ok({ total: users.length, records: users.slice((pageNo - 1) * pageSize, pageNo * pageSize) }),
  };
}

const requestsTo = (name: string) => server.requests.filter((r) => r.path === `${API}/${name}/${ID}`);
const lastData = () => requestsTo('getData').at(-1)?.query;

function renderPage(path: string) {
  renderInApp(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/online/cgreport/:id" element={<OnlCgreportAutoList />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeAll(() => server.start());
afterAll(() => server.stop());
beforeEach(() => {
  server.reset();
  recordEffects();
  clearReportCache();
  setLocal(StorageKeys.token, 'token-1');
  server
    .json(`${API}/getColumnsAndData/${ID}`, ok(setup))
    .json(`${API}/getQueryInfo/${ID}`, ok(queryInfo))
    .on(`${API}/getData/${ID}`, pageOf)
    .json('/hcs/sys/dict/getDictItems/sex', ok(setup.dictOptions.sex));
});

describe('report page helpers', () => {
  it('takes the id from the last segment and keeps only the report’s own URL parameters', () => {
    expect(reportIdOf('/online/cgreport/abc123')).toBe('abc123');
    expect(reportIdOf('/online/cgreport/abc%20d/')).toBe('abc d');
    const search = new URLSearchParams('sex=1&self_dept=A01&page=2&sort=-username&q.realname=张&empty=');
    expect(fixedReportParams(search)).toEqual({ sex: '1', self_dept: 'A01' });
  });

  it('leaves hidden query items out of the form', () => {
    expect(reportQueryFields(queryInfo).map((f) => f.name)).toEqual(['realname', 'create_time']);
  });

  it('keys rows by their values, numbering repeats', () => {
    const keyed = withRowKeys([{ a: 'x' }, { a: 'x' }, { a: 'y' }]);
    expect(keyed.map((r) => r[REPORT_ROW_KEY])).toEqual(['x', 'x#1', 'y']);
  });
});

describe('OnlCgreportAutoList', { timeout: 30_000 }, () => {
  it('shows the title, the query form without the fixed field, rows with dictionary texts', async () => {
    renderPage(`/online/cgreport/${ID}?sex=1`);
    expect(await screen.findByRole('heading', { name: '男性用户报表' })).toBeTruthy();
    await screen.findByText('用户01');
    expect(screen.getAllByText('男').length).toBeGreaterThan(0);
    expect(screen.getByText('第 1-10 条 / 共 12 条')).toBeTruthy();
    // The URL's sex=1 goes to the query info (which hides sex) and to every page of rows.
    expect(requestsTo('getQueryInfo').at(-1)?.query.get('sex')).toBe('1');
    expect(requestsTo('getColumnsAndData').at(-1)?.query.get('sex')).toBe('1');
    expect(lastData()?.get('sex')).toBe('1');
    const form = screen.getByRole('search');
    expect(within(form).getByLabelText('姓名')).toBeTruthy();
    expect(within(form).queryByLabelText('性别')).toBeNull();
    expect(screen.getByRole('button', { name: /导\s*出/ })).toBeTruthy();
  });

  it('searches by text, sorts on the server, pages', async () => {
    const user = userEvent.setup();
    renderPage(`/online/cgreport/${ID}`);
    await screen.findByText('用户01');
    await untilSpinnersStop();
    expect(lastData()?.get('column') ?? '').toBe('');

    const form = screen.getByRole('search');
    await user.type(within(form).getByLabelText('姓名'), '用户0');
    await user.click(within(form).getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(lastData()?.get('realname')).toBe('*用户0*'));

    await user.click(screen.getByRole('columnheader', { name: /用户账号/ }));
    await waitFor(() => {
      expect(lastData()?.get('column')).toBe('username');
      expect(lastData()?.get('order')).toBe('asc');
    });

    await untilSpinnersStop();
    await user.click(screen.getByTitle('2'));
    await screen.findByText('用户11');
    expect(lastData()?.get('pageNo')).toBe('2');
  });
});

describe('linked columns (field_href)', { timeout: 30_000 }, () => {
  const linked: ReportColumnsAndData = {
    ...setup,
    columns: [
      {
        dataIndex: 'username',
        title: '用户账号',
        align: 'center',
        href: '/system/user?username=${username}&sex=${sex}',
      },
      {
        dataIndex: 'realname',
        title: '姓名',
        align: 'center',
        href: 'https://example.com/p/${realname}?from=hcs',
      },
      {
        dataIndex: 'sex',
        title: '性别',
        align: 'center',
        customRender: 'sex',
        href: 'javascript:alert(${sex})',
      },
      {
        dataIndex: 'create_time',
        title: '创建时间',
        align: 'center',
        href: '//evil.example.com/${create_time}',
      },
    ],
  };

  it('fills the link from the row, URL-encoded, and never renders another scheme or site', () => {
    const row = { username: 'a b&c', realname: '用户/01', sex: 1 };
    expect(fillReportHref('/system/user?username=${username}&sex=${sex}', row)).toEqual({
      url: '/system/user?username=a%20b%26c&sex=1',
      kind: 'internal',
    });
    expect(fillReportHref('https://example.com/p/${realname}', row)).toEqual({
      url: 'https://example.com/p/%E7%94%A8%E6%88%B7%2F01',
      kind: 'external',
    });
    expect(fillReportHref('/x?missing=${nothing}&proto=${constructor}', row)?.url).toBe('/x?missing=&proto=');
    for (const href of [
      'javascript:alert(1)',
      ' /x',
      '//evil.example.com',
      '/\\evil.example.com',
      'https://${username}/',
    ]) {
      expect(fillReportHref(href, row), href).toBeNull();
    }
    expect(checkReportHref('/x?u=${username}', ['username'])).toBeNull();
    expect(checkReportHref('/x?u=${password}', ['username'])).toBe('中的占位符 ${password} 不是报表的字段');
  });

  it('the designer keeps a link per field and checks it as the server does', async () => {
    const rows = itemRows([
      { ...designItem('username'), fieldHref: '/system/user?u=${username}' },
      designItem('realname'),
    ]);
    expect(rows.map((r) => r.fieldHref)).toEqual(['/system/user?u=${username}', '']);
    expect(itemsOf(rows).map((i) => i.fieldHref)).toEqual(['/system/user?u=${username}', undefined]);
    const column = reportItemColumns([]).find((c) => c.key === 'fieldHref');
    expect(column?.title).toBe('链接');
    const check = (value: string) =>
      validateCell(column as GridColumn, { ...rows[1], fieldHref: value } as GridRow, rows);
    expect(await check('/x?n=${realname}')).toBeNull();
    expect(await check('javascript:alert(1)')).toBe('链接只能是以 / 开头的站内路径或 http(s) 网址');
    expect(await check('/x?n=${phone}')).toBe('链接中的占位符 ${phone} 不是报表的字段');
  });

  it('shows a linked cell as a link: internal paths inside the app, http(s) in a new tab', async () => {
    server.json(`${API}/getColumnsAndData/${ID}`, ok(linked));
    const user = userEvent.setup();
    renderInApp(
      <MemoryRouter initialEntries={[`/online/cgreport/${ID}`]}>
        <Routes>
          <Route path="/online/cgreport/:id" element={<OnlCgreportAutoList />} />
          <Route path="/system/user" element={<UserPage />} />
        </Routes>
      </MemoryRouter>,
    );
    const inner = await screen.findByRole('link', { name: 'u01' });
    expect(inner.getAttribute('href')).toBe('/system/user?username=u01&sex=1');
    expect(inner.getAttribute('target')).toBeNull();

    const outer = screen.getByRole('link', { name: /^用户01/ });
    expect(outer.getAttribute('href')).toBe('https://example.com/p/%E7%94%A8%E6%88%B701?from=hcs');
    expect(outer.getAttribute('target')).toBe('_blank');
    expect(outer.getAttribute('rel')).toBe('noopener noreferrer');
    expect(outer.textContent).toBe('用户01（在新窗口打开）');

    // The client checks again: a javascript: or //host template is shown as text, never as a link.
    expect(screen.getAllByText('男').every((cell) => cell.closest('a') === null)).toBe(true);
    expect(screen.getByText('2026-01-01 08:00:00').closest('a')).toBeNull();
    expect(document.querySelectorAll('a[href^="javascript"], a[href^="//"]').length).toBe(0);

    await user.click(inner);
    expect(await screen.findByText('用户页 u01 1')).toBeTruthy();
  });
});

function UserPage() {
  const [search] = useSearchParams();
  return <p>{`用户页 ${search.get('username')} ${search.get('sex')}`}</p>;
}

function designItem(fieldName: string): ReportItemInput {
  return {
    fieldName,
    fieldTxt: fieldName,
    fieldWidth: null,
    fieldType: 'String',
    searchMode: null,
    isOrder: 0,
    isSearch: 0,
    dictCode: null,
    isShow: 1,
    orderNum: 0,
  };
}
