import { defineResource } from '../resource/define.ts';

/**
 * 部门 (系统管理 → 部门管理): the organisation as a tree. A department's code (机构编码) is made by the server
 * from its parent's (A01 → A01A01 …) and its place never changes; deleting one takes its subtree.
 */
export const departResource = defineResource({
  title: '部门',
  table: 'sys_depart',
  path: '/sys/sysDepart',
  permissionPrefix: 'system:depart',
  menuComponent: 'system/DepartList',
  defaultSort: 'orgCode',
  fields: {
    departName: {
      label: '机构名称',
      type: 'string',
      input: { required: true, max: 100 },
      detail: true,
      sheet: { width: 20 },
    },
    orgCode: { label: '机构编码', type: 'string', detail: true, sheet: { width: 16 } },
    /** The parent's code: how the export names the parent, and the import finds it. */
    parentOrgCode: { label: '上级机构编码', type: 'string', derived: true, sheet: { width: 16 } },
    orgCategory: {
      label: '机构类型',
      type: 'string',
      dict: 'org_category',
      input: { required: true, default: '2' },
      detail: true,
      sheet: { width: 10 },
    },
    departOrder: {
      label: '排序',
      type: 'number',
      input: { integer: true, range: { min: 0, max: 100_000 }, default: 0 },
      detail: true,
      sheet: { width: 8 },
    },
    mobile: { label: '电话', type: 'string', input: { max: 32 }, detail: true, sheet: { width: 14 } },
    address: { label: '地址', type: 'string', input: { max: 100 }, detail: true, sheet: { width: 24 } },
    fax: { label: '传真', type: 'string', input: { max: 32 }, detail: true },
    memo: {
      label: '备注',
      type: 'string',
      multiline: { minRows: 2, maxRows: 5 },
      input: { max: 500 },
      detail: true,
    },
    /** Chosen when adding (添加下级): a department keeps its place. */
    parentId: { label: '上级部门', type: 'string', choice: true, input: { max: 32, fixed: true } },
    departNameEn: { label: '英文名称', type: 'string', input: { max: 500, apiOnly: true } },
    departNameAbbr: { label: '缩写', type: 'string', input: { max: 500, apiOnly: true } },
    description: { label: '描述', type: 'string', input: { max: 500, apiOnly: true } },
    /** 1 a top-level department, 2 one under another: set by the server. */
    orgType: { label: '部门层级', type: 'string' },
    status: { label: '状态', type: 'string' },
    createBy: { label: '创建人', type: 'string' },
    createTime: { label: '创建时间', type: 'datetime' },
    updateTime: { label: '更新时间', type: 'datetime' },
  },
});
