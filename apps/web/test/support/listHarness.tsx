import type { AllAuthEntry, AuthEntry } from '@hcs/shared';
import { render } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import type { ReactNode } from 'react';
import { type Location, MemoryRouter, type NavigateFunction, useLocation, useNavigate } from 'react-router';
import {
  ListPage,
  type ListPageConfig,
  type ListPageProps,
  type ListPageState,
  ListRowActions,
  useListPage,
} from '../../src/components/list/index.ts';
import { useSessionStore } from '../../src/stores/session.ts';
import { QueryWrapper } from './queryClient.tsx';

export interface Row {
  id: string;
  code: string;
  name: string;
  postRank: string;
  postRank_dictText?: string;
}

export function rows(count: number, from = 1): Row[] {
  return Array.from({ length: count }, (_, i) => {
    const n = from + i;
    return { id: `r${n}`, code: `C${n}`, name: `职务${n}`, postRank: '3', postRank_dictText: '中级' };
  });
}

/** A page of rows as the list read resolves with it. */
export function pageOf(records: Row[], total = records.length) {
  return { records, total, size: 10, current: 1, pages: Math.ceil(total / 10) };
}

export function listConfig(overrides: Partial<ListPageConfig<Row>> = {}): ListPageConfig<Row> {
  return {
    title: '职务',
    urls: {
      list: '/test/list',
      delete: '/test/delete',
      deleteBatch: '/test/deleteBatch',
      exportXls: '/test/exportXls',
      importExcel: '/test/importExcel',
    },
    permissionPrefix: 'test:position',
    queryFields: [
      { name: 'code', label: '职务编码', type: 'input' },
      { name: 'name', label: '职务名称', type: 'input', match: 'eq' },
      {
        name: 'postRank',
        label: '职级',
        type: 'select',
        options: [
          { value: '1', text: '员级' },
          { value: '3', text: '中级' },
        ],
      },
      { name: 'remark', label: '备注', type: 'input', advanced: true },
    ],
    columns: [
      { title: '职务编码', dataIndex: 'code', sorter: true },
      { title: '职务名称', dataIndex: 'name' },
      { title: '职级', dataIndex: 'postRank', render: (_v, r) => r.postRank_dictText },
    ],
    superQueryFields: [
      { field: 'code', label: '职务编码', type: 'string' },
      {
        field: 'postRank',
        label: '职级',
        type: 'dict',
        options: [
          { value: '1', text: '员级' },
          { value: '3', text: '中级' },
          { value: '5', text: '正高级' },
        ],
      },
    ],
    ...overrides,
  };
}

const ACTIONS = ['add', 'edit', 'delete', 'export', 'import'];

/** Grants `actions` of the test prefix (all by default); the others are enabled rules the user lacks. */
export function grant(actions: string[] = ACTIONS): void {
  const allAuth: AllAuthEntry[] = ACTIONS.map((a) => ({
    action: `test:position:${a}`,
    type: '1',
    describe: a,
    status: '1',
  }));
  const auth: AuthEntry[] = actions.map((a) => ({ action: `test:position:${a}`, type: '1', describe: a }));
  useSessionStore.setState({ auth, allAuth });
}

/** The page's state as the last render saw it. */
export const latest: { state: ListPageState<Row> | null } = { state: null };

export function current(): ListPageState<Row> {
  if (!latest.state) throw new Error('the list page was not rendered');
  return latest.state;
}

function Harness({ config, urlState, ...props }: ListPageProps<Row>) {
  const state = useListPage(config, { urlState });
  latest.state = state;
  return (
    <ListPage
      config={config}
      state={state}
      rowActions={(record, s) => <ListRowActions record={record} state={s} name={record.name} />}
      {...props}
    />
  );
}

function wrap(children: ReactNode) {
  return (
    <ConfigProvider locale={zhCN}>
      <App>{children}</App>
    </ConfigProvider>
  );
}

export function renderList(
  config: ListPageConfig<Row> = listConfig(),
  props: Omit<ListPageProps<Row>, 'config'> = {},
) {
  return render(wrap(<Harness config={config} {...props} />), { wrapper: QueryWrapper });
}

/** Where the router is, and how to move it, as the last render saw them. */
export const router: { location: Location | null; navigate: NavigateFunction | null } = {
  location: null,
  navigate: null,
};

function RouterProbe() {
  router.location = useLocation();
  router.navigate = useNavigate();
  return null;
}

/** The search of the router's location now (`?a=1&b=2`, decoded for reading). */
export function shownSearch(): string {
  return decodeURIComponent(router.location?.search ?? '');
}

/** The list as a route's main list (its state in the URL, unless `urlState` is false) at `path`. */
export function renderRoutedList(
  path: string,
  config: ListPageConfig<Row> = listConfig(),
  props: Omit<ListPageProps<Row>, 'config'> = { urlState: true },
) {
  return render(
    wrap(
      <MemoryRouter initialEntries={[path]}>
        <RouterProbe />
        <Harness config={config} {...props} />
      </MemoryRouter>,
    ),
    { wrapper: QueryWrapper },
  );
}

/** The parameters of a harness list's first page, as the list client sends them. */
export const FIRST_PAGE_QUERY = {
  column: 'createTime',
  order: 'desc',
  field: 'id,,,code,name,postRank',
  pageNo: 1,
  pageSize: 10,
};

/** The parameters of every request the harness list made through a mocked getAction. */
export const listCallsOf = (getAction: { mock: { calls: unknown[][] } }): Record<string, unknown>[] =>
  getAction.mock.calls.filter((c) => c[0] === '/test/list').map((c) => c[1] as Record<string, unknown>);
