import type { OnlineFormHead } from '@hcs/shared';
import { Alert, App, Modal, Radio, Skeleton, Table } from 'antd';
import { useState } from 'react';
import { getAction, putAction } from '../../../../../api/request.ts';
import { useServerAction } from '../../../../../utils/serverAction.ts';
import { failureText, READ_AFRESH, useApiQuery } from '../../../../../utils/serverState.ts';
import { onlineUrls } from '../auto/onlineApi.ts';

/** How a field is controlled for roles not granted it (spec §6: hidden is type 1, read-only type 2). */
export type FieldControl = 'none' | 'hidden' | 'readonly';

export interface FieldAuthRow {
  /** The designed field (db name). */
  field: string;
  label: string;
  control: FieldControl;
}

export const FIELD_CONTROL_TEXT: Record<FieldControl, string> = {
  none: '不控制',
  hidden: '隐藏',
  readonly: '只读',
};

export interface FieldAuthDialogProps {
  open: boolean;
  /** The form whose fields are controlled; null while none is chosen. */
  head: Pick<OnlineFormHead, 'id' | 'tableName' | 'tableTxt'> | null;
  onClose(): void;
  /** After a save. */
  onSaved?: () => void;
}

function FieldAuthBody({
  head,
  onClose,
  onSaved,
}: {
  head: NonNullable<FieldAuthDialogProps['head']>;
  onClose(): void;
  onSaved?: () => void;
}) {
  const act = useServerAction();
  const { message } = App.useApp();
  const loaded = useApiQuery<FieldAuthRow[]>({
    queryKey: ['online-auth-fields', head.id],
    load: () => getAction<FieldAuthRow[]>(onlineUrls.authFields(head.id)),
    ...READ_AFRESH,
  });
  const [changed, setChanged] = useState<Record<string, FieldControl>>({});
  const [saving, setSaving] = useState(false);
  const rows = (loaded.data ?? []).map((row) => ({ ...row, control: changed[row.field] ?? row.control }));

  const save = async () => {
    if (Object.keys(changed).length === 0) {
      void message.info('没有修改');
      onClose();
      return;
    }
    setSaving(true);
    const done = await act(
      putAction<FieldAuthRow[]>(
        onlineUrls.authFields(head.id),
        rows.map(({ field, control }) => ({ field, control })),
      ),
      { success: true },
    );
    setSaving(false);
    if (done) {
      onSaved?.();
      onClose();
    }
  };

  return (
    <Modal
      open
      title={`表单权限：${head.tableTxt}`}
      width={720}
      okText="保存"
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      mask={{ closable: false }}
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        message="隐藏：未授权的角色看不到该字段；只读：未授权的角色只能查看不能修改。在角色授权中勾选字段即为授权。"
      />
      {loaded.isError ? (
        <Alert type="error" showIcon message={`加载失败：${failureText(loaded.error)}`} />
      ) : !loaded.data ? (
        <Skeleton active />
      ) : (
        <Table<FieldAuthRow>
          rowKey="field"
          size="small"
          pagination={false}
          scroll={{ y: 420 }}
          dataSource={rows}
          columns={[
            { title: '字段', dataIndex: 'field', width: 180 },
            { title: '名称', dataIndex: 'label', width: 180 },
            {
              title: '权限控制',
              dataIndex: 'control',
              render: (control: FieldControl, row) => (
                <Radio.Group
                  aria-label={`${row.label || row.field}的权限控制`}
                  value={control}
                  onChange={(event) =>
                    setChanged((now) => ({ ...now, [row.field]: event.target.value as FieldControl }))
                  }
                  options={(Object.keys(FIELD_CONTROL_TEXT) as FieldControl[]).map((value) => ({
                    value,
                    label: FIELD_CONTROL_TEXT[value],
                  }))}
                />
              ),
            },
          ]}
        />
      )}
    </Modal>
  );
}

/**
 * 表单权限 (the designer's field permissions, GET/PUT /online/cgform/api/authFields/{headId}): per field
 * 不控制 / 隐藏 / 只读 for the roles not granted it. Needs online:form:auth.
 */
export function FieldAuthDialog({ open, head, onClose, onSaved }: FieldAuthDialogProps) {
  if (!open || !head) return null;
  return <FieldAuthBody key={head.id} head={head} onClose={onClose} {...(onSaved ? { onSaved } : {})} />;
}
