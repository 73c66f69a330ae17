import { App, Button, Modal, Popconfirm, Space, Table, type TableColumnsType } from 'antd';
import { type Key, useCallback, useEffect, useState } from 'react';
import type { Done } from '../../api/request.ts';
import { MOBILE_QUERY } from '../../layouts/main/layoutConstants.ts';
import { useServerAction } from '../../utils/serverAction.ts';
import { useMediaQuery } from '../../utils/useMediaQuery.ts';
import { selectAllCheckboxProps } from '../table/selectAllTitle.tsx';
import './ListPage.css';
import { namedPageItems } from '../table/namedPageItems.ts';

export interface RecycleBinProps<T extends { id: string }> {
  open: boolean;
  title: string;
  width?: number;
  /** The record's columns; the 操作 column (还原, 彻底删除) is added. */
  columns: TableColumnsType<T>;
  /** How a record is named in its buttons' labels: 还原…, 彻底删除…, 选择…. */
  nameOf(record: T): string;
  load(): Promise<T[]>;
  restore(ids: readonly string[]): Promise<Done<unknown>>;
  purge(ids: readonly string[]): Promise<Done<unknown>>;
  /** Several records at once: a checkbox per row, 批量还原 and 批量彻底删除. */
  batch?: boolean;
  onClose(): void;
  /** Records came back to the list. */
  onRestored(): void;
}

const PURGE_CONFIRM = '确定彻底删除吗？此操作不可恢复';

/** A 回收站: deleted records, to restore (还原) or delete for good (彻底删除). */
export function RecycleBin<T extends { id: string }>(props: RecycleBinProps<T>) {
  const { open, load: fetchDeleted, nameOf, onRestored } = props;
  const { modal } = App.useApp();
  const act = useServerAction();
  const phone = useMediaQuery(MOBILE_QUERY);
  const [records, setRecords] = useState<T[]>([]);
  const [loading, setLoading] = useState(false);
  const [selected, setSelected] = useState<Key[]>([]);

  const load = useCallback(async () => {
    setLoading(true);
    const deleted = await act(fetchDeleted());
    if (deleted) setRecords(deleted);
    setLoading(false);
  }, [fetchDeleted, act]);

  useEffect(() => {
    if (!open) return;
    setSelected([]);
    void load();
  }, [open, load]);

  const run = async (call: Promise<Done<unknown>>, restored: boolean) => {
    if (!(await act(call, { success: true }))) return;
    setSelected([]);
    if (restored) onRestored();
    await load();
  };
  const restore = (ids: string[]) => run(props.restore(ids), true);
  const purge = (ids: string[]) => run(props.purge(ids), false);
  const selectedIds = selected.map(String);

  const columns: TableColumnsType<T> = [
    ...props.columns,
    {
      title: '操作',
      key: 'action',
      width: 170,
      render: (_v, record) => (
        <Space size={0}>
          <Button
            type="link"
            size="small"
            aria-label={`还原${nameOf(record)}`}
            onClick={() => restore([record.id])}
          >
            还原
          </Button>
          <Popconfirm title={PURGE_CONFIRM} onConfirm={() => purge([record.id])}>
            <Button type="link" size="small" danger aria-label={`彻底删除${nameOf(record)}`}>
              彻底删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Modal
      title={props.title}
      open={open}
      width={phone ? '100%' : (props.width ?? 900)}
      onCancel={props.onClose}
      destroyOnHidden
      footer={<Button onClick={props.onClose}>关闭</Button>}
    >
      {selectedIds.length > 0 ? (
        <Space className="hcs-recycle-bin__bar" wrap>
          <span>已选择 {selectedIds.length} 项</span>
          <Button onClick={() => restore(selectedIds)}>批量还原</Button>
          <Button
            danger
            onClick={() => modal.confirm({ title: PURGE_CONFIRM, onOk: () => purge(selectedIds) })}
          >
            批量彻底删除
          </Button>
        </Space>
      ) : null}
      {/* Scrolls sideways on a phone without the table's own horizontal scroll (its hidden measuring
          row would hold a focusable checkbox). */}
      <div className="hcs-recycle-bin__table">
        <Table<T>
          rowKey="id"
          size="middle"
          loading={loading}
          columns={columns}
          dataSource={records}
          rowSelection={
            props.batch
              ? {
                  selectedRowKeys: selected,
                  onChange: setSelected,
                  getCheckboxProps: (record: T) => ({ 'aria-label': `选择${nameOf(record)}` }),
                  getTitleCheckboxProps: selectAllCheckboxProps,
                }
              : undefined
          }
          pagination={{
            itemRender: namedPageItems,
            pageSize: 10,
            showSizeChanger: false,
            hideOnSinglePage: true,
          }}
        />
      </div>
    </Modal>
  );
}
