import { addedRecord, type RecordScopeProbe, recordIds } from '../support/recordScope.ts';
import type { TestServer } from '../support/testServer.ts';

const add = (server: TestServer, admin: string, code: string) =>
  addedRecord(
    server,
    admin,
    '/sys/position',
    { code, name: `职务${code}`, postRank: '1' },
    `code=${code}`,
    `职务${code}`,
  );

export const probe: RecordScopeProbe = {
  component: 'system/SysPositionList',
  rule: { column: 'code', condition: 'RIGHT_LIKE', value: 'scope_in' },
  rows: async (server, admin) => ({
    inside: await add(server, admin, 'scope_in_1'),
    outside: await add(server, admin, 'scope_out_1'),
  }),
  listIds: async (server, token) =>
    recordIds((await server.get('/sys/position/list?pageSize=1000', token)).body.result),
  queryById: (id) => ({ method: 'GET', path: `/sys/position/queryById?id=${id}` }),
  edit: (id) => ({
    method: 'PUT',
    path: '/sys/position/edit',
    body: { id, code: 'scope_out_x', name: '改过的职务', postRank: '2' },
  }),
  delete: (id) => ({ method: 'DELETE', path: `/sys/position/delete?id=${id}` }),
  deleteBatch: (ids) => ({ method: 'DELETE', path: `/sys/position/deleteBatch?ids=${ids.join(',')}` }),
  exportPath: '/sys/position/exportXls',
  stored: (server, id) =>
    server.ctx.db.kysely.selectFrom('sysPosition').selectAll().where('id', '=', id).executeTakeFirst(),
};
