import { Card, Empty, Tabs } from 'antd';
import { addUsersToDepart, type DepartNode, removeUsersFromDepart } from '../../../api/depart.ts';
import { useAuth } from '../../../utils/permission.ts';
import { MemberUsers } from '../members/MemberUsers.tsx';
import { DepartInfoForm } from './DepartInfoForm.tsx';

interface Props {
  depart: DepartNode | null;
  parentName: string;
  onSaved(): void;
}

/** The selected department: 基本信息 to edit it, 部门用户 for who belongs to it. */
export function DepartDetail({ depart, parentName, onSaved }: Props) {
  const auth = useAuth();
  if (!depart) {
    return (
      <Card variant="borderless" className="hcs-depart-detail">
        <Empty description="请选择一个部门" />
      </Card>
    );
  }
  const canSeeUsers = auth.has('system:depart:users');
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
                    />
                  ),
                },
              ]
            : []),
        ]}
      />
    </Card>
  );
}
