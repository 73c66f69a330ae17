import { Button, Space } from 'antd';
import type { DepartNode } from '../../../api/depart.ts';
import {
  queryDepartDataRule,
  queryDepartPermission,
  queryDepartPermissionTree,
  saveDepartDataRule,
  saveDepartPermission,
} from '../../../api/departPermission.ts';
import { GrantTreePanel } from '../grant/GrantTreePanel.tsx';
import { useGrantTree } from '../grant/useGrantTree.ts';
import './DepartAccess.css';

/**
 * 部门权限: the menus and buttons a department may hand out to its roles, with the data rules per menu
 * its roles may choose from. Taking one away takes it from the department's roles too.
 */
export function DepartPermissionTab({ depart }: { depart: DepartNode }) {
  const departId = depart.id;
  const grants = useGrantTree(departId, {
    loadTree: queryDepartPermissionTree,
    loadGranted: () => queryDepartPermission(departId),
    save: (input) => saveDepartPermission(departId, input),
  });
  return (
    <div className="hcs-depart-permission">
      <div className="hcs-depart-permission__bar">
        <p className="hcs-depart-permission__intro">勾选该部门可分配给其部门角色的菜单和按钮。</p>
        <Space>
          <Button onClick={grants.reset} disabled={grants.loading}>
            重置
          </Button>
          <Button
            type="primary"
            loading={grants.saving}
            disabled={grants.loading}
            onClick={() => void grants.save()}
          >
            保存
          </Button>
        </Space>
      </div>
      <GrantTreePanel
        grants={grants}
        dataRules={{
          load: (permissionId) => queryDepartDataRule(permissionId, departId),
          save: (permissionId, dataRuleIds) => saveDepartDataRule({ permissionId, departId, dataRuleIds }),
        }}
      />
    </div>
  );
}
