import type { TableDictSpec } from '../../core/dict/tableDicts.ts';

/** Positions as a table dictionary (sys_position,name,code …). */
export const positionTableDict: TableDictSpec = {
  table: 'sys_position',
  text: ['name', 'code'],
  code: ['code', 'id'],
  where: { id: 'string', code: 'string', post_rank: 'string' },
};
