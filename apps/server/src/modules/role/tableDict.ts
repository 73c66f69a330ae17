import type { TableDictSpec } from '../../core/dict/tableDicts.ts';

/** Roles as a table dictionary (sys_role,role_name,role_code …). */
export const roleTableDict: TableDictSpec = {
  table: 'sys_role',
  text: ['role_name', 'role_code'],
  code: ['id', 'role_code'],
  where: { id: 'string', role_code: 'string' },
};
