import { Button } from 'antd';
import type { Key, ReactNode } from 'react';
import { useMemo } from 'react';
import { cardLayoutOf } from './cardLayout.ts';
import { rowName } from './ListTable.tsx';
import { RecordCards } from './RecordCards.tsx';
import type { CardAction, ListPageState } from './types.ts';

interface Props<T> {
  state: ListPageState<T>;
  rowActions?: (record: T, state: ListPageState<T>, omit?: string) => ReactNode;
  primaryAction?: (record: T, state: ListPageState<T>) => CardAction | null;
  selectable: boolean;
  extra?: (record: T) => ReactNode;
}

/** A list page's rows as cards on a phone: the same data, paging, selection and actions as its table. */
export function ListCards<T extends object>({
  state,
  rowActions,
  primaryAction,
  selectable,
  extra,
}: Props<T>) {
  const { config, sort } = state;
  const rowKey = config.rowKey ?? 'id';
  const layout = useMemo(() => cardLayoutOf(config.columns, config.card || undefined), [config]);
  const nameField = config.card ? config.card.name : undefined;
  const nameOf = (record: T) =>
    nameField
      ? String((record as Record<string, unknown>)[nameField] ?? '')
      : rowName(record, rowKey, config.nameField);
  const primaryOf = (record: T): CardAction | null =>
    primaryAction
      ? primaryAction(record, state)
      : { key: 'detail', label: '详情', onClick: () => state.showDetail(record) };

  return (
    <RecordCards<T>
      label={config.title}
      records={state.dataSource}
      rowKey={rowKey}
      layout={layout}
      loading={state.loading}
      nameOf={nameOf}
      primary={(record) => {
        const action = primaryOf(record);
        return action ? (
          <Button
            type="primary"
            size="large"
            block
            autoInsertSpace={false}
            loading={action.loading}
            aria-label={`${action.label}“${nameOf(record)}”`}
            onClick={action.onClick}
          >
            {action.label}
          </Button>
        ) : null;
      }}
      more={rowActions ? (record) => rowActions(record, state, primaryOf(record)?.key) : undefined}
      extra={extra}
      selection={
        selectable
          ? {
              keys: state.selectedRowKeys,
              onChange: (keys: Key[], rows: T[]) => state.setSelectedRowKeys(keys, rows),
            }
          : undefined
      }
      pagination={state.pagination}
      onPageChange={(current, pageSize) =>
        state.onTableChange(
          { current, pageSize },
          {},
          { field: sort.column, order: sort.order === 'asc' ? 'ascend' : 'descend' },
          { action: 'paginate', currentDataSource: state.dataSource },
        )
      }
    />
  );
}
