import type { DeptRole } from '../../../api/departPermission.ts';
import type { ListPageConfig } from '../../../components/list/index.ts';

/** The roles of one department (部门角色); the whole tab needs system:depart:role, so no prefix. */
export function deptRoleListConfig(deptId: string): ListPageConfig<DeptRole> {
  return {
    title: '部门角色',
    urls: {
      list: '/sys/sysDepartRole/list',
      delete: '/sys/sysDepartRole/delete',
      deleteBatch: '/sys/sysDepartRole/deleteBatch',
    },
    extraParams: { deptId },
    columns: [
      { title: '部门角色名称', dataIndex: 'roleName', key: 'roleName', sorter: true },
      { title: '部门角色编码', dataIndex: 'roleCode', key: 'roleCode', sorter: true },
      { title: '描述', dataIndex: 'description', key: 'description', ellipsis: true },
      { title: '创建时间', dataIndex: 'createTime', key: 'createTime', sorter: true, width: 180 },
    ],
    queryFields: [
      { name: 'roleName', label: '部门角色名称', type: 'input', placeholder: '请输入部门角色名称' },
      { name: 'roleCode', label: '部门角色编码', type: 'input', placeholder: '请输入部门角色编码' },
    ],
    detailFields: [
      { field: 'roleName', label: '部门角色名称' },
      { field: 'roleCode', label: '部门角色编码' },
      { field: 'description', label: '描述' },
      { field: 'createTime', label: '创建时间' },
    ],
  };
}
