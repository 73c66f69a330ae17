import { Table, type TableColumnsType } from 'antd';
import type { Key, ReactNode } from 'react';
import { selectAllCheckboxProps, selectAllTitle } from '../table/selectAllTitle.tsx';
import type { ListPageState } from './types.ts';

interface Props<T> {
  state: ListPageState<T>;
  rowActions?: (record: T, state: ListPageState<T>) => ReactNode;
  selectable: boolean;
}

function rowName(record: object, rowKey: string): string {
  const values = record as Record<string, unknown>;
  for (const key of ['name', 'realname', 'username', 'departName', 'roleName', 'titile', 'title', 'code']) {
    const value = values[key];
    if (typeof value === 'string' && value !== '') return value;
  }
  return String(values[rowKey] ?? '');
}

/** The list's table: server paging, sort, row selection and an optional 操作 column. */
export function ListTable<T extends object>({ state, rowActions, selectable }: Props<T>) {
  const rowKey = state.config.rowKey ?? 'id';
  const columns: TableColumnsType<T> = rowActions
    ? [
        ...state.config.columns,
        {
          title: '操作',
          key: 'action',
          fixed: 'end',
          width: state.config.actionWidth ?? 160,
          render: (_: unknown, record: T) => rowActions(record, state),
        },
      ]
    : state.config.columns;

  return (
    <Table<T>
      rowKey={rowKey}
      size="middle"
      columns={columns}
      dataSource={state.dataSource}
      loading={state.loading}
      scroll={{ x: 'max-content' }}
      onChange={state.onTableChange}
      pagination={state.pagination}
      rowSelection={
        selectable
          ? {
              selectedRowKeys: state.selectedRowKeys,
              preserveSelectedRowKeys: true,
              onChange: (keys: Key[], rows: T[]) => state.setSelectedRowKeys(keys, rows.filter(Boolean)),
              getCheckboxProps: (record: T) => ({ 'aria-label': `选择“${rowName(record, rowKey)}”` }),
              columnTitle: selectAllTitle,
              getTitleCheckboxProps: selectAllCheckboxProps,
            }
          : undefined
      }
    />
  );
}
