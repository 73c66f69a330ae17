import type { TableDictSpec } from '../../core/dict/tableDicts.ts';

/** Categories as a table dictionary and a tree (sys_category,name,id; the category select's loaders). */
export const categoryTableDict = {
  table: 'sys_category',
  text: ['name', 'code'],
  code: ['id', 'code'],
  where: { id: 'string', code: 'string', pid: 'string', has_child: 'string' },
  orderBy: 'code',
  tree: { pid: 'pid', rootPid: '0', hasChild: 'has_child' },
} as const satisfies TableDictSpec;
