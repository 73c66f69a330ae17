import { Table, type TableColumnsType } from 'antd';
import type { Key, ReactNode } from 'react';
import type { ListPageState } from '../../../components/list/index.ts';
import { selectAllCheckboxProps, selectAllTitle } from '../../../components/table/selectAllTitle.tsx';
import type { CategoryRow } from './categoryApi.ts';
import type { CategoryNode } from './useCategoryTree.ts';

interface Props {
  state: ListPageState<CategoryRow>;
  tree: CategoryNode[];
  expandedKeys: Key[];
  onExpandedKeysChange(keys: Key[]): void;
  onExpand(open: boolean, row: CategoryNode): void;
  actions(record: CategoryNode): ReactNode;
}

/** The categories as a lazy tree table: the roots paged by the list, deeper levels loaded on expand. */
export function CategoryTable({ state, tree, expandedKeys, onExpandedKeysChange, onExpand, actions }: Props) {
  const columns: TableColumnsType<CategoryNode> = [
    ...(state.config.columns as TableColumnsType<CategoryNode>),
    {
      title: '操作',
      key: 'action',
      fixed: 'end',
      width: 200,
      render: (_: unknown, record: CategoryNode) => (record.placeholder ? null : actions(record)),
    },
  ];

  return (
    <Table<CategoryNode>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={tree}
      loading={state.loading}
      pagination={state.pagination}
      onChange={state.onTableChange}
      scroll={{ x: 'max-content' }}
      expandable={{
        expandedRowKeys: expandedKeys,
        onExpandedRowsChange: (keys) => onExpandedKeysChange([...keys]),
        onExpand,
      }}
      rowSelection={{
        selectedRowKeys: state.selectedRowKeys,
        checkStrictly: true,
        preserveSelectedRowKeys: true,
        onChange: (keys: Key[], rows: CategoryNode[]) =>
          state.setSelectedRowKeys(
            keys,
            rows.filter((r) => r && !r.placeholder),
          ),
        getCheckboxProps: (record: CategoryNode) => ({
          'aria-label': `选择“${record.name}”`,
          disabled: record.placeholder === true,
        }),
        columnTitle: selectAllTitle,
        getTitleCheckboxProps: selectAllCheckboxProps,
      }}
    />
  );
}
