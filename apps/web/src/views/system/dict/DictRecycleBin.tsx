import type { ApiResult } from '@hcs/shared';
import { App, Button, Modal, Popconfirm, Space, Table, type TableColumnsType } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { MOBILE_QUERY } from '../../../layouts/main/layoutConstants.ts';
import { useMediaQuery } from '../../../utils/useMediaQuery.ts';
import { dictRecycleBin, purgeDict, reloadLocalDicts, restoreDict, type SysDict } from './dictApi.ts';
import './DictList.css';

interface Props {
  open: boolean;
  onClose(): void;
  /** A dictionary came back to the list. */
  onRestored(): void;
}

const PURGE_CONFIRM = '确定彻底删除吗？此操作不可恢复';

/** 字典回收站: deleted dictionaries, to restore (还原) or delete for good with their items (彻底删除). */
export function DictRecycleBin({ open, onClose, onRestored }: Props) {
  const { message } = App.useApp();
  const phone = useMediaQuery(MOBILE_QUERY);
  const [dicts, setDicts] = useState<SysDict[]>([]);
  const [loading, setLoading] = useState(false);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const res = await dictRecycleBin();
      if (res.success) setDicts(res.result);
      else void message.warning(res.message);
    } catch {
      // The request client has already shown why.
    } finally {
      setLoading(false);
    }
  }, [message]);

  useEffect(() => {
    if (open) void load();
  }, [open, load]);

  const run = async (call: Promise<ApiResult<null>>, restored: boolean) => {
    try {
      const res = await call;
      if (!res.success) {
        void message.warning(res.message);
        return;
      }
      void message.success(res.message);
      if (restored) {
        onRestored();
        await reloadLocalDicts();
      }
      await load();
    } catch {
      // The request client has already shown why.
    }
  };

  const columns: TableColumnsType<SysDict> = [
    { title: '字典名称', dataIndex: 'dictName' },
    { title: '字典编码', dataIndex: 'dictCode' },
    { title: '描述', dataIndex: 'description', ellipsis: true },
    { title: '删除时间', dataIndex: 'updateTime', width: 170 },
    {
      title: '操作',
      key: 'action',
      width: 160,
      render: (_v, d) => (
        <Space size={0}>
          <Button
            type="link"
            size="small"
            aria-label={`还原“${d.dictName}”`}
            onClick={() => run(restoreDict(d.id), true)}
          >
            还原
          </Button>
          <Popconfirm title={PURGE_CONFIRM} onConfirm={() => run(purgeDict(d.id), false)}>
            <Button type="link" size="small" danger aria-label={`彻底删除“${d.dictName}”`}>
              彻底删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Modal
      title="字典回收站"
      open={open}
      width={phone ? '100%' : 900}
      onCancel={onClose}
      destroyOnHidden
      footer={<Button onClick={onClose}>关闭</Button>}
    >
      <div className="hcs-dict-recycle__table">
        <Table<SysDict>
          rowKey="id"
          size="middle"
          loading={loading}
          columns={columns}
          dataSource={dicts}
          pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }}
        />
      </div>
    </Modal>
  );
}
