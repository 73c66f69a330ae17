import { Table, type TableColumnsType } from 'antd';
import type { Key, ReactNode } from 'react';
import type { ListPageState } from '../../../components/list/index.ts';
import { selectAllCheckboxProps, selectAllTitle } from '../../../components/table/selectAllTitle.tsx';
import type { PermissionEntry } from './permissionApi.ts';

interface Props {
  state: ListPageState<PermissionEntry>;
  expandedKeys: Key[];
  onExpandedKeysChange(keys: Key[]): void;
  actions(record: PermissionEntry): ReactNode;
}

/** The menu tree as a table: expandable branches, row selection and an 操作 column; no paging. */
export function PermissionTable({ state, expandedKeys, onExpandedKeysChange, actions }: Props) {
  const columns: TableColumnsType<PermissionEntry> = [
    ...state.config.columns,
    {
      title: '操作',
      key: 'action',
      fixed: 'end',
      width: 140,
      render: (_: unknown, record: PermissionEntry) => actions(record),
    },
  ];

  return (
    <Table<PermissionEntry>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={state.dataSource}
      loading={state.loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      expandable={{
        expandedRowKeys: expandedKeys,
        onExpandedRowsChange: (keys) => onExpandedKeysChange([...keys]),
      }}
      rowSelection={{
        selectedRowKeys: state.selectedRowKeys,
        onChange: (keys: Key[], rows: PermissionEntry[]) =>
          state.setSelectedRowKeys(keys, rows.filter(Boolean)),
        getCheckboxProps: (record: PermissionEntry) => ({ 'aria-label': `选择“${record.name}”` }),
        columnTitle: selectAllTitle,
        getTitleCheckboxProps: selectAllCheckboxProps,
      }}
    />
  );
}
