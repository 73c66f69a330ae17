import type { TableDictSpec } from '../../core/dict/tableDicts.ts';

/** Users as a table dictionary (sys_user,realname,username …): live users of the caller's tenant. */
export const userTableDict: TableDictSpec = {
  table: 'sys_user',
  text: ['realname', 'username'],
  code: ['id', 'username'],
  where: { id: 'string', username: 'string', realname: 'string', sex: 'number', status: 'number' },
  deleteFlag: 'del_flag',
  tenantColumn: 'rel_tenant_ids',
};
