import type { OnlineFormHead } from '@hcs/shared';
import { Alert, Modal, Radio, Space, Typography } from 'antd';
import { useState } from 'react';
import { useServerAction } from '../../../../../utils/serverAction.ts';
import { deleteForm } from './designApi.ts';

interface Props {
  head: OnlineFormHead | null;
  onClose(): void;
  onDeleted(): void;
}

/**
 * 删除 of a form asks what to delete: 删除 (the definition, its table and every record in it) or 移除 (the
 * definition only; the table and its records stay in the database).
 */
export function DeleteDialog({ head, onClose, onDeleted }: Props) {
  const act = useServerAction();
  const [withTable, setWithTable] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!head || withTable === null) return;
    setBusy(true);
    try {
      if (await act(deleteForm(head.id, withTable), { success: true })) onDeleted();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={head !== null}
      title={`删除表单${head ? `“${head.tableTxt}”` : ''}`}
      okText={withTable ? '删除表与数据' : '移除'}
      okButtonProps={{ danger: true, disabled: withTable === null }}
      confirmLoading={busy}
      onOk={confirm}
      onCancel={onClose}
      destroyOnHidden
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Radio.Group
          aria-label="删除方式"
          value={withTable}
          onChange={(event) => setWithTable(event.target.value as boolean)}
        >
          <Space direction="vertical">
            <Radio value={true}>
              删除：删除表单定义，并删除数据库表 ol_{head?.tableName} 及其中的全部数据
            </Radio>
            <Radio value={false}>移除：只删除表单定义，数据库表和数据保留</Radio>
          </Space>
        </Radio.Group>
        {withTable ? <Alert type="error" showIcon title="表中的全部数据将被永久删除，无法恢复。" /> : null}
        {head?.tableType === 1 ? (
          <Typography.Text type="secondary">主表仍有附表时不能删除，请先删除它的附表。</Typography.Text>
        ) : null}
      </Space>
    </Modal>
  );
}
