import { defineResource } from '../resource/define.ts';
import { codePattern } from '../resource/fields.ts';

/** 职务 (系统管理 → 职务管理). */
export const positionResource = defineResource({
  title: '职务',
  table: 'sys_position',
  path: '/sys/position',
  permissionPrefix: 'system:position',
  menuComponent: 'system/SysPositionList',
  defaultSort: 'createTime',
  fields: {
    code: {
      label: '职务编码',
      type: 'string',
      input: {
        required: true,
        max: 64,
        pattern: codePattern('职务编码'),
        unique: true,
      },
      list: { width: 180 },
      search: true,
      superQuery: true,
      detail: true,
      sheet: { width: 20 },
    },
    name: {
      label: '职务名称',
      type: 'string',
      input: { required: true, max: 100 },
      list: { width: 200 },
      search: true,
      superQuery: true,
      detail: true,
      sheet: { width: 24 },
    },
    postRank: {
      label: '职级',
      type: 'string',
      dict: 'position_rank',
      input: { required: true },
      list: { width: 120 },
      search: true,
      superQuery: true,
      detail: true,
      sheet: { width: 12 },
    },
    createBy: { label: '创建人', type: 'string' },
    createTime: { label: '创建时间', type: 'datetime', list: { width: 180 }, superQuery: true, detail: true },
    updateTime: { label: '更新时间', type: 'datetime' },
  },
});
