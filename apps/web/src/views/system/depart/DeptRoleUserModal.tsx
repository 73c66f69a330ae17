import { App, Checkbox, Empty, Modal, Spin } from 'antd';
import { useEffect, useId, useState } from 'react';
import { type DeptRole, queryUserDeptRoles, saveUserDeptRoles } from '../../../api/departPermission.ts';
import { useServerAction } from '../../../utils/serverAction.ts';
import { READ_AFRESH, useApiQuery } from '../../../utils/serverState.ts';
import './DepartAccess.css';

const NO_ROLES: DeptRole[] = [];
const NO_IDS: string[] = [];

interface Props {
  open: boolean;
  departId: string;
  /** The member whose roles are chosen. */
  user: { id: string; realname: string } | null;
  onClose(): void;
}

/** 分配部门角色: which of the department's roles a member of it has. */
export function DeptRoleUserModal({ open, departId, user, onClose }: Props) {
  const { message } = App.useApp();
  const act = useServerAction();
  const labelId = useId();
  const [saving, setSaving] = useState(false);
  const [checked, setChecked] = useState<string[]>([]);
  const userId = open ? (user?.id ?? null) : null;
  const choice = useApiQuery({
    queryKey: ['userDeptRoles', departId, userId],
    load: () => queryUserDeptRoles(departId, userId ?? ''),
    enabled: userId !== null,
    onRefusal: (text) => void message.warning(text),
    ...READ_AFRESH,
  });
  const loading = choice.isFetching;
  const roles: DeptRole[] = choice.data?.deptRoleList ?? NO_ROLES;
  const saved = choice.data?.userRoles ?? NO_IDS;

  useEffect(() => {
    if (choice.data) setChecked(choice.data.userRoles);
  }, [choice.data]);

  const submit = async () => {
    if (!user) return;
    setSaving(true);
    const done = await act(
      saveUserDeptRoles({ departId, userId: user.id, newRoleIds: checked, oldRoleIds: saved }),
      { success: true },
    );
    setSaving(false);
    if (done) onClose();
  };

  return (
    <Modal
      title={`分配部门角色 — ${user?.realname ?? ''}`}
      open={open}
      confirmLoading={saving}
      okButtonProps={{ disabled: loading || roles.length === 0 }}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Spin spinning={loading}>
        <p id={labelId} className="hcs-dept-role-user__label">
          部门角色
        </p>
        {roles.length > 0 ? (
          <Checkbox.Group
            className="hcs-dept-role-user__list"
            role="group"
            aria-labelledby={labelId}
            value={checked}
            onChange={(values) => setChecked(values.map(String))}
            options={roles.map((r) => ({ value: r.id, label: r.roleName }))}
          />
        ) : (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={loading ? '加载中...' : '该部门暂无部门角色'}
          />
        )}
      </Spin>
    </Modal>
  );
}
