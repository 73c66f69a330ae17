import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider, Table, type TableColumnsType } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { namedPageItems } from '../src/components/table/namedPageItems.ts';
import { type PlainColumn, PlainTable } from '../src/components/table/PlainTable.tsx';

interface Rank {
  id: string;
  name: string;
  completed: number;
  avgHours: number | null;
}

const ranks = (n: number): Rank[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `r${i}`,
    name: i === 1 ? '' : `人员${i}`,
    completed: 20 - i,
    avgHours: i % 2 ? null : 1.25 * i,
  }));

const hours = (v: number | null) => (v === null ? '—' : v.toFixed(1));

// The same columns for both tables, one in antd's shape and one in PlainTable's.
const antdColumns: TableColumnsType<Rank> = [
  { title: '排名', key: 'rank', width: 64, render: (_: unknown, __: Rank, i: number) => i + 1 },
  { title: '服务人员', dataIndex: 'name', key: 'name', render: (name: string) => name || '未指定' },
  { title: '完成工单', dataIndex: 'completed', key: 'completed', align: 'right' },
  { title: '平均用时', dataIndex: 'avgHours', key: 'avgHours', align: 'right', render: hours },
];
const plainColumns: PlainColumn<Rank>[] = [
  { title: '排名', key: 'rank', width: 64, render: (_, __, i) => i + 1 },
  { title: '服务人员', dataIndex: 'name', key: 'name', render: (_, r) => r.name || '未指定' },
  { title: '完成工单', dataIndex: 'completed', key: 'completed', align: 'right' },
  {
    title: '平均用时',
    dataIndex: 'avgHours',
    key: 'avgHours',
    align: 'right',
    render: (_, r) => hours(r.avgHours),
  },
];

function html(table: ReactElement): string {
  const { container, unmount } = render(<ConfigProvider locale={zhCN}>{table}</ConfigProvider>);
  const markup = container.innerHTML;
  unmount();
  expect(markup).toContain('<th class="ant-table-cell" scope="col">排名</th>');
  return markup;
}

describe('PlainTable', () => {
  const cases: { name: string; rows: Rank[]; loading: boolean }[] = [
    { name: 'rows', rows: ranks(3), loading: false },
    { name: 'rows while loading', rows: ranks(3), loading: true },
    { name: 'no rows', rows: [], loading: false },
    { name: 'no rows while loading', rows: [], loading: true },
  ];

  for (const { name, rows, loading } of cases) {
    it(`renders what antd's small Table renders: ${name}`, () => {
      const empty = <span className="x-empty">该期间没有完成的工单</span>;
      expect(
        html(
          <PlainTable<Rank>
            rowKey={(r) => r.id}
            columns={plainColumns}
            dataSource={rows}
            loading={loading}
            pageSize={10}
            emptyText={empty}
          />,
        ),
      ).toBe(
        html(
          <Table<Rank>
            rowKey={(r) => r.id}
            size="small"
            columns={antdColumns}
            dataSource={rows}
            loading={loading}
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            locale={{ emptyText: empty }}
          />,
        ),
      );
    });
  }

  it("shows antd's empty picture without an empty text, and no colgroup without widths", () => {
    const unsized = <C extends { width?: unknown }>(columns: readonly C[]): C[] =>
      columns.map((column) => ({ ...column, width: undefined }));
    expect(html(<PlainTable<Rank> rowKey="id" columns={unsized(plainColumns)} dataSource={[]} />)).toBe(
      html(
        <Table<Rank>
          rowKey="id"
          size="small"
          columns={unsized(antdColumns)}
          dataSource={[]}
          pagination={false}
        />,
      ),
    );
  });

  it("pages beyond pageSize rows with antd's pager, as the Table does", async () => {
    const plain = render(
      <PlainTable<Rank> rowKey="id" columns={plainColumns} dataSource={ranks(12)} pageSize={10} />,
    );
    expect(screen.getAllByRole('row')).toHaveLength(11);
    const pager = await waitFor(() => {
      const list = plain.container.querySelector('ul.ant-pagination');
      expect(list).not.toBeNull();
      return list as HTMLElement;
    });
    const antd = render(
      <Table<Rank>
        rowKey="id"
        size="small"
        columns={antdColumns}
        dataSource={ranks(12)}
        pagination={{ pageSize: 10, hideOnSinglePage: true, itemRender: namedPageItems }}
      />,
    );
    expect(pager.outerHTML).toBe(antd.container.querySelector('ul.ant-pagination')?.outerHTML);
    antd.unmount();

    fireEvent.click(screen.getByTitle('2'));
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('人员11')).toBeTruthy();
    // The rows shrink below the page shown: the last page remains.
    plain.rerender(
      <PlainTable<Rank> rowKey="id" columns={plainColumns} dataSource={ranks(5)} pageSize={10} />,
    );
    expect(screen.getAllByRole('row')).toHaveLength(6);
    expect(plain.container.querySelector('ul.ant-pagination')).toBeNull();
  });

  it('highlights the row under the pointer as antd does', () => {
    render(<PlainTable<Rank> rowKey="id" columns={plainColumns} dataSource={ranks(2)} />);
    const row = screen.getByText('人员0').closest('tr') as HTMLElement;
    fireEvent.mouseEnter(row);
    expect(row.querySelectorAll('.ant-table-cell-row-hover')).toHaveLength(4);
    fireEvent.mouseLeave(row);
    expect(row.querySelectorAll('.ant-table-cell-row-hover')).toHaveLength(0);
  });
});
