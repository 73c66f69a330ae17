import { Table, type TableColumnsType } from 'antd';
import type { Key, ReactNode } from 'react';
import { selectAllCheckboxProps, selectAllTitle } from '../table/selectAllTitle.tsx';
import { visibleColumns } from './columnChoice.ts';
import { DEFAULT_SORT, dataIndexOf } from './listParams.ts';
import type { ListPageProps, ListPageState } from './types.ts';

interface Props<T> {
  state: ListPageState<T>;
  rowActions?: (record: T, state: ListPageState<T>) => ReactNode;
  selectable: boolean;
  /** Columns the user hid with 列设置 (data index or key). */
  hiddenColumns?: readonly string[];
  /** More of the table's props (ListPageProps.tableProps). */
  tableProps?: ListPageProps<T>['tableProps'];
}

/** A row's name in accessible names (选择“…”). */
export function rowName(record: object, rowKey: string, nameField?: string): string {
  const values = record as Record<string, unknown>;
  for (const key of [
    ...(nameField ? [nameField] : []),
    'name',
    'realname',
    'username',
    'departName',
    'roleName',
    'titile',
    'title',
    'code',
  ]) {
    const value = values[key];
    if (typeof value === 'string' && value !== '') return value;
  }
  return String(values[rowKey] ?? '');
}

/**
 * The columns with the applied sort shown on its column (a list restored from its URL shows its sort);
 * the default sort shows on none, so a click on a column always sorts by it.
 */
function sortedColumns<T>(state: ListPageState<T>): TableColumnsType<T> {
  const { sort, config } = state;
  const fallback = config.defaultSort ?? DEFAULT_SORT;
  const chosen = sort.column !== fallback.column || sort.order !== fallback.order;
  return config.columns.map((column) => {
    if (!('sorter' in column) || !column.sorter || 'sortOrder' in column) return column;
    const on = chosen && dataIndexOf(column) === sort.column;
    return { ...column, sortOrder: on ? (sort.order === 'asc' ? 'ascend' : 'descend') : null };
  });
}

/** The list's table: server paging, sort, row selection and an optional 操作 column. */
export function ListTable<T extends object>({
  state,
  rowActions,
  selectable,
  hiddenColumns = [],
  tableProps,
}: Props<T>) {
  const rowKey = state.config.rowKey ?? 'id';
  const columns: TableColumnsType<T> = rowActions
    ? [
        ...visibleColumns(sortedColumns(state), hiddenColumns),
        {
          title: '操作',
          key: 'action',
          fixed: 'end',
          width: state.config.actionWidth ?? 160,
          render: (_: unknown, record: T) => rowActions(record, state),
        },
      ]
    : visibleColumns(sortedColumns(state), hiddenColumns);

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
              getCheckboxProps: (record: T) => ({
                'aria-label': `选择“${rowName(record, rowKey, state.config.nameField)}”`,
              }),
              columnTitle: selectAllTitle,
              getTitleCheckboxProps: selectAllCheckboxProps,
            }
          : undefined
      }
      {...tableProps}
    />
  );
}
