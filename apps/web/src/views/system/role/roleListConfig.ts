import type { Role } from '../../../api/role.ts';
import type { ListPageConfig } from '../../../components/list/index.ts';

export const roleListConfig: ListPageConfig<Role> = {
  title: '角色',
  urls: {
    list: '/sys/role/list',
    delete: '/sys/role/delete',
    deleteBatch: '/sys/role/deleteBatch',
    exportXls: '/sys/role/exportXls',
    importExcel: '/sys/role/importExcel',
  },
  permissionPrefix: 'system:role',
  // 编辑, 详情, 授权, 用户 and 删除 on one line.
  actionWidth: 230,
  columns: [
    { title: '角色名称', dataIndex: 'roleName', key: 'roleName', sorter: true },
    { title: '角色编码', dataIndex: 'roleCode', key: 'roleCode', sorter: true },
    { title: '描述', dataIndex: 'description', key: 'description', ellipsis: true },
    { title: '创建时间', dataIndex: 'createTime', key: 'createTime', sorter: true, width: 180 },
  ],
  queryFields: [
    { name: 'roleName', label: '角色名称', type: 'input', placeholder: '请输入角色名称' },
    { name: 'roleCode', label: '角色编码', type: 'input', placeholder: '请输入角色编码' },
  ],
  superQueryFields: [
    { field: 'roleName', label: '角色名称', type: 'string' },
    { field: 'roleCode', label: '角色编码', type: 'string' },
    { field: 'description', label: '描述', type: 'string' },
    { field: 'createTime', label: '创建时间', type: 'datetime' },
  ],
  detailFields: [
    { field: 'roleName', label: '角色名称' },
    { field: 'roleCode', label: '角色编码' },
    { field: 'description', label: '描述' },
    { field: 'createTime', label: '创建时间' },
  ],
};
