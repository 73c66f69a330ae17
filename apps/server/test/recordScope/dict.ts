import { addedRecord, type RecordScopeProbe, recordIds } from '../support/recordScope.ts';
import type { TestServer } from '../support/testServer.ts';

const add = async (server: TestServer, admin: string, dictCode: string) => {
  const dictName = `字典${dictCode}`;
  const { id } = await addedRecord(
    server,
    admin,
    '/sys/dict',
    { dictName, dictCode, description: '' },
    `dictCode=${dictCode}`,
    dictName,
  );
  const item = await server.post(
    '/sys/dictItem/add',
    { dictId: id, itemText: `项${dictCode}`, itemValue: '1' },
    admin,
  );
  if (!item.body.success) throw new Error(item.body.message);
  return { id, marker: dictName };
};

export const probe: RecordScopeProbe = {
  component: 'system/DictList',
  rule: { column: 'dictCode', condition: 'RIGHT_LIKE', value: 'scope_in' },
  rows: async (server, admin) => ({
    inside: await add(server, admin, 'scope_in_1'),
    outside: await add(server, admin, 'scope_out_1'),
  }),
  listIds: async (server, token) =>
    recordIds((await server.get('/sys/dict/list?pageSize=1000', token)).body.result),
  queryById: (id) => ({ method: 'GET', path: `/sys/dict/queryById?id=${id}` }),
  edit: (id) => ({
    method: 'PUT',
    path: '/sys/dict/edit',
    body: { id, dictName: '改过的字典', dictCode: 'scope_out_x', description: '改过' },
  }),
  delete: (id) => ({ method: 'GET', path: `/sys/dict/delete?id=${id}` }),
  deleteBatch: (ids) => ({ method: 'GET', path: `/sys/dict/deleteBatch?ids=${ids.join(',')},` }),
  exportPath: '/sys/dict/exportXls',
  // 删除 moves a dictionary into the recycle bin: there it is gone from the list.
  stored: (server, id) =>
    server.ctx.db.kysely
      .selectFrom('sysDict')
      .selectAll()
      .where('id', '=', id)
      .where('delFlag', '=', 0)
      .executeTakeFirst(),
};
