import { App, Button, Modal, Popconfirm, Space, Table, type TableColumnsType } from 'antd';
import { type Key, useCallback, useEffect, useState } from 'react';
import { selectAllCheckboxProps } from '../../../components/table/selectAllTitle.tsx';
import { MOBILE_QUERY } from '../../../layouts/main/layoutConstants.ts';
import { useMediaQuery } from '../../../utils/useMediaQuery.ts';
import type { SysUser } from './types.ts';
import { UserAvatar } from './UserAvatar.tsx';
import { purgeUsers, recycleBin, restoreUsers } from './userApi.ts';

interface Props {
  open: boolean;
  onClose(): void;
  /** Users came back to the list. */
  onRestored(): void;
}

const PURGE_CONFIRM = '确定彻底删除吗？此操作不可恢复';

/** 用户回收站: deleted users, to restore (还原) or delete for good (彻底删除), one by one or selected. */
export function RecycleBinModal({ open, onClose, onRestored }: Props) {
  const { message, modal } = App.useApp();
  const phone = useMediaQuery(MOBILE_QUERY);
  const [users, setUsers] = useState<SysUser[]>([]);
  const [loading, setLoading] = useState(false);
  const [selected, setSelected] = useState<Key[]>([]);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const res = await recycleBin();
      if (res.success) setUsers(res.result);
      else void message.warning(res.message);
    } catch {
      // The request client has already shown why.
    } finally {
      setLoading(false);
    }
  }, [message]);

  useEffect(() => {
    if (!open) return;
    setSelected([]);
    void load();
  }, [open, load]);

  const run = async (call: Promise<{ success: boolean; message: string }>, restored: boolean) => {
    try {
      const res = await call;
      if (!res.success) {
        void message.warning(res.message);
        return;
      }
      void message.success(res.message);
      setSelected([]);
      if (restored) onRestored();
      await load();
    } catch {
      // The request client has already shown why.
    }
  };

  const restore = (ids: string[]) => run(restoreUsers(ids), true);
  const purge = (ids: string[]) => run(purgeUsers(ids), false);
  const selectedIds = selected.map(String);

  const columns: TableColumnsType<SysUser> = [
    { title: '用户账号', dataIndex: 'username' },
    { title: '用户姓名', dataIndex: 'realname' },
    {
      title: '头像',
      dataIndex: 'avatar',
      width: 80,
      render: (_v, u) => <UserAvatar avatar={u.avatar} realname={u.realname} username={u.username} />,
    },
    { title: '部门', dataIndex: 'orgCodeTxt' },
    {
      title: '操作',
      key: 'action',
      width: 170,
      render: (_v, u) => (
        <Space size={0}>
          <Button type="link" size="small" aria-label={`还原${u.username}`} onClick={() => restore([u.id])}>
            还原
          </Button>
          <Popconfirm title={PURGE_CONFIRM} onConfirm={() => purge([u.id])}>
            <Button type="link" size="small" aria-label={`彻底删除${u.username}`}>
              彻底删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Modal
      title="用户回收站"
      open={open}
      width={phone ? '100%' : 1000}
      onCancel={onClose}
      destroyOnHidden
      footer={<Button onClick={onClose}>关闭</Button>}
    >
      {selectedIds.length > 0 ? (
        <Space className="hcs-user-recycle__bar" wrap>
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
      <div className="hcs-user-recycle__table">
        <Table<SysUser>
          rowKey="id"
          size="middle"
          loading={loading}
          columns={columns}
          dataSource={users}
          rowSelection={{
            selectedRowKeys: selected,
            onChange: setSelected,
            getCheckboxProps: (u: SysUser) => ({ 'aria-label': `选择${u.username}` }),
            getTitleCheckboxProps: selectAllCheckboxProps,
          }}
          pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }}
        />
      </div>
    </Modal>
  );
}
