import { defineResource } from '../resource/define.ts';

/**
 * 分类字典 (系统管理 → 分类字典): a tree. A category is added under a parent (`pid`, '0' for a root) and
 * gets the next code of its level (A01, A01A01 …); afterwards only its name changes. The screen reads the
 * tree level by level (rootList, childList), not as one paged list, and searches it its own way (a code
 * matches the codes it starts).
 */
export const categoryResource = defineResource({
  title: '分类字典',
  table: 'sys_category',
  path: '/sys/category',
  permissionPrefix: 'system:category',
  defaultSort: 'code',
  without: ['list', 'import', 'export'],
  fields: {
    name: {
      label: '分类名称',
      type: 'string',
      input: { required: true, max: 100 },
      list: { width: 260 },
    },
    code: { label: '分类编码', type: 'string', list: { width: 200 } },
    pid: { label: '上级分类', type: 'string', input: { max: 32, apiOnly: true, fixed: true } },
    /** '1' when it has children: kept by every add and delete. */
    hasChild: { label: '有下级', type: 'string' },
    createBy: { label: '创建人', type: 'string' },
    createTime: { label: '创建时间', type: 'datetime', list: { width: 180 } },
    updateBy: { label: '更新人', type: 'string' },
    updateTime: { label: '更新时间', type: 'datetime' },
  },
});
