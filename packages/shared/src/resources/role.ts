import { defineResource } from '../resource/define.ts';

/** 角色 (系统管理 → 角色管理): what its users may open and do, granted menu by menu (授权). */
export const roleResource = defineResource({
  title: '角色',
  table: 'sys_role',
  path: '/sys/role',
  permissionPrefix: 'system:role',
  menuComponent: 'system/RoleList',
  defaultSort: 'createTime',
  fields: {
    roleName: {
      label: '角色名称',
      type: 'string',
      input: { required: true, max: 100 },
      list: {},
      search: true,
      superQuery: true,
      detail: true,
      sheet: { width: 18 },
    },
    roleCode: {
      label: '角色编码',
      type: 'string',
      input: {
        required: true,
        max: 64,
        pattern: {
          regex: /^[A-Za-z][A-Za-z0-9_]*$/,
          message: '角色编码须以字母开头，只含字母、数字和下划线',
        },
        unique: true,
      },
      list: {},
      search: true,
      superQuery: true,
      detail: true,
      sheet: { width: 18 },
    },
    description: {
      label: '描述',
      type: 'string',
      multiline: { minRows: 3, maxRows: 6 },
      input: { max: 255 },
      list: {},
      superQuery: true,
      detail: true,
      sheet: { width: 30 },
    },
    createBy: { label: '创建人', type: 'string' },
    createTime: { label: '创建时间', type: 'datetime', list: { width: 180 }, superQuery: true, detail: true },
    updateTime: { label: '更新时间', type: 'datetime' },
  },
});
