import { defineResource } from '../resource/define.ts';

/** The most a tenant number may be. */
export const MAX_TENANT_ID = 1_000_000_000;

/**
 * 租户 (系统管理 → 租户管理): separate organisations on one installation. A tenant is known by the number
 * its administrator gives it (its id, fixed once chosen).
 */
export const tenantResource = defineResource({
  title: '租户',
  table: 'sys_tenant',
  path: '/sys/tenant',
  permissionPrefix: 'system:tenant',
  menuComponent: 'system/TenantList',
  defaultSort: 'createTime',
  fields: {
    name: {
      label: '租户名称',
      type: 'string',
      input: { required: true, max: 100 },
      list: { width: 220 },
      search: true,
      superQuery: true,
      detail: true,
      sheet: { width: 24 },
    },
    id: {
      label: '租户编号',
      type: 'number',
      input: { required: true, integer: true, range: { min: 1, max: MAX_TENANT_ID }, fixed: true },
      list: { width: 120 },
      search: true,
      superQuery: true,
      detail: true,
      sheet: { width: 10 },
    },
    beginDate: {
      label: '开始时间',
      type: 'date',
      input: {},
      list: { width: 160 },
      superQuery: true,
      detail: true,
      sheet: { width: 14 },
    },
    endDate: {
      label: '结束时间',
      type: 'date',
      input: {},
      list: { width: 160 },
      superQuery: true,
      detail: true,
      sheet: { width: 14 },
    },
    status: {
      label: '状态',
      type: 'number',
      dict: 'tenant_status',
      input: { required: true, default: 1 },
      list: { width: 100 },
      search: true,
      superQuery: true,
      detail: true,
      sheet: { width: 8 },
    },
    createTime: { label: '创建时间', type: 'datetime', superQuery: true, detail: true },
  },
  checks: [
    {
      field: 'endDate',
      reads: ['beginDate'],
      // Dates are kept as YYYY-MM-DD text, which sorts as time does.
      problem: ({ beginDate, endDate }) =>
        typeof beginDate === 'string' && typeof endDate === 'string' && beginDate && endDate < beginDate
          ? '结束日期不能早于开始日期'
          : null,
    },
  ],
});
