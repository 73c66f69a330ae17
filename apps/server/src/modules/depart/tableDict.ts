import type { TableDictSpec } from '../../core/dict/tableDicts.ts';

/** Departments as a table dictionary and a tree (sys_depart,depart_name,id; loadTreeData). */
export const departTableDict: TableDictSpec = {
  table: 'sys_depart',
  text: ['depart_name', 'org_code'],
  code: ['id', 'org_code'],
  where: {
    id: 'string',
    org_code: 'string',
    parent_id: 'string',
    org_category: 'string',
    status: 'string',
  },
  orderBy: 'depart_order',
  tree: { pid: 'parent_id', rootPid: null },
  deleteFlag: 'del_flag',
};
