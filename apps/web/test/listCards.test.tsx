import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TableColumnsType } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cardLayoutOf } from '../src/components/list/cardLayout.ts';
import { activeFilterCount } from '../src/components/list/FilterSheet.tsx';
import { CardExpander, ListRowActions } from '../src/components/list/index.ts';
import { PHONE_QUERY } from '../src/layouts/main/layoutConstants.ts';
import {
  FIRST_PAGE_QUERY,
  grant,
  listCallsOf,
  listConfig,
  pageOf,
  type Row,
  renderList,
  rows,
} from './support/listHarness.tsx';
import { mediaMatches } from './support/mediaQuery.ts';

const api = vi.hoisted(() => ({
  getAction: vi.fn(),
  httpAction: vi.fn(),
  downloadFile: vi.fn(),
  uploadAction: vi.fn(),
}));
vi.mock('../src/api/request.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../src/api/request.ts')>()),
  ...api,
}));

const screenIs = (on: boolean) => mediaMatches(PHONE_QUERY, on);

const lastList = () => listCallsOf(api.getAction).at(-1);
const cards = () => screen.getByRole('list', { name: '职务' });
const cardOf = (text: string) => screen.getByText(text).closest('li') as HTMLElement;

beforeEach(() => {
  vi.clearAllMocks();
  grant();
  screenIs(true);
  api.getAction.mockResolvedValue(pageOf(rows(2)));
});

describe('cardLayoutOf', () => {
  interface Order {
    no: string;
    who: string;
    status: number;
    status_dictText: string;
    deadline: string | null;
    a: string;
    b: string;
    c: string;
    d: string;
  }
  const order: Order = {
    no: 'GD1',
    who: '王奶奶',
    status: 2,
    status_dictText: '已派单',
    deadline: null,
    a: 'A',
    b: 'B',
    c: 'C',
    d: 'D',
  };
  const columns: TableColumnsType<Order> = [
    { title: '编号', dataIndex: 'no' },
    { title: '对象', dataIndex: 'who' },
    { title: '状态', dataIndex: 'status_dictText' },
    { title: '截止', key: 'deadline', dataIndex: 'deadline', render: (v: string | null) => v ?? '未定' },
    { title: 'A', dataIndex: 'a' },
    { title: 'B', dataIndex: 'b' },
    { title: 'C', dataIndex: 'c' },
    { title: 'D', dataIndex: 'd' },
  ];

  it('by default takes the first column as the title and the next four as lines', () => {
    const layout = cardLayoutOf(columns);
    expect(layout.title?.render(order, 0)).toBe('GD1');
    expect(layout.tag).toBeNull();
    expect(layout.fields.map((f) => f.label)).toEqual(['对象', '状态', '截止', 'A']);
    // A column's own render is used; an empty cell reads —.
    expect(layout.fields[2]?.render(order, 0)).toBe('未定');
    expect(cardLayoutOf<{ a: string }>([{ title: 'A', dataIndex: 'a' }]).title?.render({ a: '' }, 0)).toBe(
      '—',
    );
  });

  it('follows a spec: a title, a tag found by field name (its _dictText column too) and own lines', () => {
    const layout = cardLayoutOf(columns, {
      title: 'who',
      tag: 'status',
      fields: ['deadline', { key: 'ab', label: 'A/B', render: (o) => `${o.a}/${o.b}` }, 'missing'],
    });
    expect(layout.title?.render(order, 0)).toBe('王奶奶');
    expect(layout.tag?.render(order, 0)).toBe('已派单');
    expect(layout.fields.map((f) => f.key)).toEqual(['deadline', 'ab']);
    expect(layout.fields[1]?.render(order, 0)).toBe('A/B');
  });

  it('counts the filters that hold a value', () => {
    expect(activeFilterCount({ a: '', b: undefined, c: 'x', d: ['', ''], e: ['2026-01-01', ''], f: 0 })).toBe(
      3,
    );
  });
});

describe('a list page on a phone', { timeout: 20_000 }, () => {
  it('shows the rows as cards with a title, lines, one large 详情 and the other actions in 更多', async () => {
    renderList(listConfig(), {
      rowActions: (record, s, omit) => (
        <ListRowActions record={record} state={s} name={record.name} omit={omit} />
      ),
    });
    await screen.findByText('C1');
    expect(document.querySelector('.ant-table')).toBeNull();
    expect(within(cards()).getAllByRole('listitem')).toHaveLength(2);
    const first = cardOf('C1');
    expect(within(first).getByText('职务名称')).toBeTruthy();
    expect(within(first).getByText('职务1')).toBeTruthy();
    expect(within(first).getByText('中级')).toBeTruthy();

    await userEvent.click(within(first).getByRole('button', { name: '更多操作“职务1”' }));
    expect(await screen.findByRole('button', { name: '删除“职务1”' })).toBeTruthy();
    // 详情 is the card's large button, so 更多 leaves it out.
    expect(screen.getAllByRole('button', { name: '详情“职务1”' })).toHaveLength(1);

    await userEvent.click(within(first).getByRole('button', { name: '详情“职务1”' }));
    expect(await screen.findByText('详细信息')).toBeTruthy();
  });

  it('takes a page’s own large action', async () => {
    const onClick = vi.fn();
    renderList(listConfig(), {
      primaryAction: (record: Row) => ({ key: 'edit', label: '编辑', onClick: () => onClick(record.id) }),
    });
    await screen.findByText('C1');
    await userEvent.click(within(cardOf('C2')).getByRole('button', { name: '编辑“职务2”' }));
    expect(onClick).toHaveBeenCalledWith('r2');
  });

  it('opens a card’s own part under it (a tree node’s children, a record’s sub rows) by its counted button', async () => {
    renderList(listConfig(), {
      cardExtra: (record: Row) => (
        <CardExpander label="明细" name={record.name} count={record.id === 'r1' ? 2 : 0}>
          <p>{`${record.name}的明细`}</p>
        </CardExpander>
      ),
    });
    await screen.findByText('C1');
    const open = within(cardOf('C1')).getByRole('button', { name: '明细 (2)“职务1”' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('职务1的明细')).toBeNull();
    await userEvent.click(open);
    expect(open.getAttribute('aria-expanded')).toBe('true');
    const part = screen.getByRole('region', { name: '明细：职务1' });
    expect(open.getAttribute('aria-controls')).toBe(part.id);
    expect(within(part).getByText('职务1的明细')).toBeTruthy();
    // Nothing to show: the button says so and stays shut.
    expect(
      within(cardOf('C2')).getByRole('button', { name: '明细 (0)“职务2”' }).hasAttribute('disabled'),
    ).toBe(true);
  });

  it('selects cards for the batch actions', async () => {
    renderList();
    await screen.findByText('C1');
    await userEvent.click(within(cardOf('C2')).getByRole('checkbox', { name: '选择“职务2”' }));
    expect(screen.getByRole('status').textContent).toMatch(/已选择\s*1\s*项/);
    await userEvent.click(within(cardOf('C2')).getByRole('checkbox', { name: '选择“职务2”' }));
    expect(screen.getByRole('status').textContent).toMatch(/已选择\s*0\s*项/);
  });

  it('pages with the applied sort', async () => {
    api.getAction.mockImplementation(async (_url: string, q: { pageNo: number }) =>
      q.pageNo === 2 ? pageOf([], 15) : pageOf(rows(10), 15),
    );
    renderList();
    await screen.findByText('C1');
    expect(screen.getByText('第 1-10 条 / 共 15 条')).toBeTruthy();
    await userEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(lastList()).toMatchObject({ pageNo: 2, column: 'createTime', order: 'desc' }));
  });

  it('shows the empty state', async () => {
    api.getAction.mockResolvedValue(pageOf([]));
    renderList();
    await waitFor(() => expect(listCallsOf(api.getAction)).toEqual([FIRST_PAGE_QUERY]));
    expect((await screen.findAllByText('暂无数据')).length).toBeGreaterThan(0);
  });

  it('filters in a bottom sheet opened by 筛选, which then counts the filters set', async () => {
    renderList();
    await screen.findByText('C1');
    expect(screen.queryByRole('search')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '筛选' }));
    const sheet = await screen.findByRole('search', { name: '查询职务' });
    await userEvent.type(within(sheet).getByLabelText('职务名称'), '社工');
    await userEvent.click(within(sheet).getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(lastList()).toEqual({ ...FIRST_PAGE_QUERY, name: '社工' }));
    expect(await screen.findByRole('button', { name: '筛选（1 个条件）' })).toBeTruthy();
  });

  it('keeps the table where the list opts out', async () => {
    renderList(listConfig({ card: false }));
    await screen.findByText('C1');
    expect(document.querySelector('.ant-table')).not.toBeNull();
    expect(screen.getByRole('search')).toBeTruthy();
  });

  it('keeps the table on a wide screen', async () => {
    screenIs(false);
    renderList();
    await screen.findByText('C1');
    expect(document.querySelector('.ant-table')).not.toBeNull();
    expect(screen.queryByRole('list', { name: '职务' })).toBeNull();
  });
});
