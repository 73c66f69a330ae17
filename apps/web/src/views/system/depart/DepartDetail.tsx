import { Button, Card, Empty, Tabs } from 'antd';
import { useState } from 'react';
import { addUsersToDepart, type DepartNode, removeUsersFromDepart } from '../../../api/depart.ts';
import { useAuth } from '../../../utils/permission.ts';
import { MemberUsers } from '../members/MemberUsers.tsx';
import type { MemberUser } from '../members/memberUser.ts';
import { DepartInfoForm } from './DepartInfoForm.tsx';
import { DepartPermissionTab } from './DepartPermissionTab.tsx';
import { DeptRoleTab } from './DeptRoleTab.tsx';
import { DeptRoleUserModal } from './DeptRoleUserModal.tsx';

interface Props {
  depart: DepartNode | null;
  parentName: string;
  onSaved(): void;
}

/**
 * The selected department: 基本信息 to edit it, 部门用户 for who belongs to it (and 分配部门角色), 部门权限
 * for what it may hand out, 部门角色 for its roles.
 */
export function DepartDetail({ depart, parentName, onSaved }: Props) {
  const auth = useAuth();
  const [assigning, setAssigning] = useState<{ open: boolean; user: MemberUser | null }>({
    open: false,
    user: null,
  });
  if (!depart) {
    return (
      <Card variant="borderless" className="hcs-depart-detail">
        <Empty description="请选择一个部门" />
      </Card>
    );
  }
  const canSeeUsers = auth.has('system:depart:users');
  const canManageRoles = auth.has('system:depart:role');
  return (
    <Card variant="borderless" className="hcs-depart-detail" title={depart.departName}>
      <Tabs
        // A new department starts on its own first tab with fresh forms and lists.
        key={depart.id}
        items={[
          {
            key: 'info',
            label: '基本信息',
            children: <DepartInfoForm depart={depart} parentName={parentName} onSaved={onSaved} />,
          },
          ...(canSeeUsers
            ? [
                {
                  key: 'users',
                  label: '部门用户',
                  children: (
                    <MemberUsers
                      title="部门用户"
                      filter={{ departId: depart.id }}
                      canManage
                      add={(ids) => addUsersToDepart(depart.id, ids)}
                      remove={(ids) => removeUsersFromDepart(depart.id, ids)}
                      extraRowActions={
                        canManageRoles
                          ? (user) => (
                              <Button
                                type="link"
                                size="small"
                                aria-label={`分配部门角色“${user.realname}”`}
                                onClick={() => setAssigning({ open: true, user })}
                              >
                                分配部门角色
                              </Button>
                            )
                          : undefined
                      }
                    />
                  ),
                },
              ]
            : []),
          ...(auth.has('system:depart:permission')
            ? [{ key: 'permission', label: '部门权限', children: <DepartPermissionTab depart={depart} /> }]
            : []),
          ...(canManageRoles
            ? [{ key: 'roles', label: '部门角色', children: <DeptRoleTab depart={depart} /> }]
            : []),
        ]}
      />
      <DeptRoleUserModal
        open={assigning.open}
        departId={depart.id}
        user={assigning.user}
        onClose={() => setAssigning((a) => ({ ...a, open: false }))}
      />
    </Card>
  );
}
