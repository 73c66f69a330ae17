import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, useSearchParams } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { KeepAliveOutlet } from '../src/components/keepalive/KeepAliveOutlet.tsx';
import {
  defaultListState,
  LIST_NAVIGATION,
  type ListState,
  readListUrl,
  withoutListParams,
  writeListUrl,
} from '../src/components/list/listUrlState.ts';
import { tabPath } from '../src/components/multitab/tabRules.ts';
import {
  current,
  FIRST_PAGE_QUERY,
  grant,
  listCallsOf,
  listConfig,
  pageOf,
  type Row,
  renderRoutedList,
  router,
  shownSearch,
} from './support/listHarness.tsx';

const api = vi.hoisted(() => ({ getAction: vi.fn(), downloadFile: vi.fn(), uploadAction: vi.fn() }));
vi.mock('../src/api/request.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../src/api/request.ts')>()),
  ...api,
}));

const FIRST = FIRST_PAGE_QUERY;
const listCalls = () => listCallsOf(api.getAction);

const form = () => within(screen.getByRole('search'));
const codeField = () => form().getByLabelText('职务编码') as HTMLInputElement;
const activePage = () => document.querySelector('.ant-pagination-item-active')?.getAttribute('title');
const codeHeader = () => screen.getByRole('columnheader', { name: /职务编码/ });

/** One row per answer, named after the page and the code searched, so a test sees which list shows. */
function answer(_url: string, query: Record<string, unknown>) {
  const pageNo = Number(query.pageNo);
  const code = typeof query.code === 'string' ? query.code.replaceAll('*', '') : '';
  const row: Row = { id: `r${pageNo}`, code: `C${pageNo}`, name: `第${pageNo}页${code}`, postRank: '3' };
  return Promise.resolve(pageOf([row], 25));
}

beforeEach(() => {
  vi.clearAllMocks();
  grant();
  api.getAction.mockImplementation(answer);
});

describe('a route list in the URL', { timeout: 20_000 }, () => {
  it('opens at the page, size, sort and query its URL gives, with one request', async () => {
    renderRoutedList('/list?page=2&size=20&sort=-code&q.code=ab&q.postRank=3');
    expect(await screen.findByText('第2页ab')).toBeTruthy();
    expect(listCalls()).toEqual([
      { ...FIRST, column: 'code', order: 'desc', code: '*ab*', postRank: '3', pageNo: 2, pageSize: 20 },
    ]);
    expect(codeField().value).toBe('ab');
    expect(codeHeader().getAttribute('aria-sort')).toBe('descending');
    expect(activePage()).toBe('2');
    expect(screen.getByText('20 条/页')).toBeTruthy();
  });

  it('writes each move to the URL, only what differs from the defaults, beside the page’s own parameters', async () => {
    renderRoutedList('/list?id=7');
    await screen.findByText('第1页');
    await userEvent.type(codeField(), 'ab');
    await userEvent.click(form().getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(shownSearch()).toBe('?id=7&q.code=ab'));
    await userEvent.click(codeHeader());
    await waitFor(() => expect(shownSearch()).toBe('?id=7&sort=code&q.code=ab'));
    await userEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(shownSearch()).toBe('?id=7&page=2&sort=code&q.code=ab'));
    expect(await screen.findByText('第2页ab')).toBeTruthy();

    act(() => current().superQuery.apply([{ field: 'postRank', rule: 'in', val: '1,3' }], 'or'));
    await waitFor(() =>
      expect(shownSearch()).toBe(
        '?id=7&sort=code&q.code=ab&sq=[{"field":"postRank","rule":"in","val":"1,3"}]&sqm=or',
      ),
    );
    await userEvent.click(form().getByRole('button', { name: /重\s*置/ }));
    await waitFor(() =>
      expect(shownSearch()).toBe('?id=7&sq=[{"field":"postRank","rule":"in","val":"1,3"}]&sqm=or'),
    );
    act(() => current().superQuery.clear());
    await waitFor(() => expect(shownSearch()).toBe('?id=7'));
    expect(listCalls().at(-1)).toEqual(FIRST);
  });

  it('goes back and forward through the lists shown, the query form with them', async () => {
    renderRoutedList('/list');
    await screen.findByText('第1页');
    await userEvent.type(codeField(), 'ab{Enter}');
    await screen.findByText('第1页ab');
    await userEvent.click(screen.getByTitle('2'));
    await screen.findByText('第2页ab');

    act(() => router.navigate?.(-1));
    expect(await screen.findByText('第1页ab')).toBeTruthy();
    expect(activePage()).toBe('1');
    expect(codeField().value).toBe('ab');
    act(() => router.navigate?.(-1));
    expect(await screen.findByText('第1页')).toBeTruthy();
    expect(codeField().value).toBe('');
    act(() => router.navigate?.(2));
    expect(await screen.findByText('第2页ab')).toBeTruthy();
    expect(codeField().value).toBe('ab');
  });

  it('leaves out what the URL gives wrongly, says so, and applies the rest', async () => {
    renderRoutedList('/list?page=x&size=15&sort=remark&q.code=ab&q.nope=1&sq=[oops');
    expect(
      await screen.findByText(
        '链接中的列表参数有误，已按默认处理：页码、每页条数、排序、查询条件“nope”、高级查询',
      ),
    ).toBeTruthy();
    await screen.findByText('第1页ab');
    expect(listCalls()).toEqual([{ ...FIRST, code: '*ab*' }]);
  });

  it('shows the last page when the URL points past it', async () => {
    api.getAction.mockImplementation(async (url: string, query: Record<string, unknown>) =>
      Number(query.pageNo) > 3 ? pageOf([], 25) : answer(url, query),
    );
    renderRoutedList('/list?page=9');
    expect(await screen.findByText('第3页')).toBeTruthy();
    await waitFor(() => expect(shownSearch()).toBe('?page=3'));
  });

  it('leaves the URL alone for a list that is not the route’s (a dialog’s, a drawer’s)', async () => {
    renderRoutedList('/list?tab=2', listConfig(), {});
    await screen.findByText('第1页');
    await userEvent.type(codeField(), 'ab{Enter}');
    await screen.findByText('第1页ab');
    await userEvent.click(screen.getByTitle('2'));
    await screen.findByText('第2页ab');
    expect(shownSearch()).toBe('?tab=2');
  });
});

describe('list URL parameters', () => {
  const config = listConfig({
    queryFields: [
      ...(listConfig().queryFields ?? []),
      { name: 'createTime', label: '创建时间', type: 'dateRange' },
      { name: 'age', label: '年龄', type: 'number' },
    ],
  });

  it('read back what they wrote', () => {
    const state: ListState = {
      query: {
        values: { code: 'a b', createTime: ['', '2026-01-31'], age: 30 },
        sort: { column: 'code', order: 'asc' },
        superParams: [{ field: 'code', rule: 'like', val: '职&务' }],
        matchType: 'and',
      },
      page: { pageNo: 4, pageSize: 30 },
    };
    const written = writeListUrl(new URLSearchParams('tab=x'), state, config);
    expect(written.get('tab')).toBe('x');
    expect(readListUrl(written, config)).toEqual({ state, invalid: [] });
  });

  it('write nothing for the defaults, and drop the list’s old ones', () => {
    const old = new URLSearchParams('page=3&q.code=x&id=1');
    expect(writeListUrl(old, defaultListState(config), config).toString()).toBe('id=1');
  });

  it('are not part of a page’s identity (its tab, its kept-alive copy)', () => {
    expect(withoutListParams('/system/user?page=2&q.realname=张&id=7&sort=-code')).toBe('/system/user?id=7');
    expect(withoutListParams('/system/user?page=2&size=20')).toBe('/system/user');
    expect(withoutListParams('/test/home?tab=grid')).toBe('/test/home?tab=grid');
    const tabs = [{ key: '/system/user', title: '用户管理', path: '/system/user?page=2' }];
    expect(tabPath(tabs, '/system/user')).toBe('/system/user?page=2');
    expect(tabPath(tabs, '/other')).toBe('/other');
  });
});

describe('a kept-alive list page', () => {
  function Shell() {
    const { pathname, search } = useLocation();
    const key = withoutListParams(`${pathname}${search}`);
    return <KeepAliveOutlet activeKey={key} keepAlive={key === '/form'} retainKeys={['/form', '/other']} />;
  }

  function ListLike() {
    const [params] = useSearchParams();
    const navigate = useNavigate();
    return (
      <>
        <input aria-label="草稿" defaultValue="" />
        <span data-testid="page">{params.get('page') ?? '1'}</span>
        <button type="button" onClick={() => navigate('?page=2', { state: LIST_NAVIGATION })}>
          下一页
        </button>
      </>
    );
  }

  function Probe() {
    router.location = useLocation();
    router.navigate = useNavigate();
    return null;
  }

  it('stays one page while its list moves, and a menu link to it brings it back as it was left', () => {
    render(
      <MemoryRouter initialEntries={['/form']}>
        <Probe />
        <Routes>
          <Route element={<Shell />}>
            <Route path="/form" element={<ListLike />} />
            <Route path="/other" element={<p>其他页面</p>} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    fireEvent.change(screen.getByLabelText('草稿'), { target: { value: '未保存' } });
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(screen.getByTestId('page').textContent).toBe('2');
    expect((screen.getByLabelText('草稿') as HTMLInputElement).value).toBe('未保存');

    act(() => router.navigate?.('/other'));
    expect(screen.getByText('其他页面')).toBeTruthy();
    act(() => router.navigate?.('/form'));
    expect(router.location?.search).toBe('?page=2');
    expect(screen.getByTestId('page').textContent).toBe('2');
    expect((screen.getByLabelText('草稿') as HTMLInputElement).value).toBe('未保存');
  });
});
