import { addedRecord, type RecordScopeProbe, recordIds } from '../support/recordScope.ts';
import type { TestServer } from '../support/testServer.ts';

const add = (server: TestServer, admin: string, roleCode: string) =>
  addedRecord(
    server,
    admin,
    '/sys/role',
    { roleName: `角色${roleCode}`, roleCode, description: null },
    `roleCode=${roleCode}`,
    `角色${roleCode}`,
  );

export const probe: RecordScopeProbe = {
  component: 'system/RoleList',
  rule: { column: 'roleCode', condition: 'RIGHT_LIKE', value: 'scope_in' },
  rows: async (server, admin) => ({
    inside: await add(server, admin, 'scope_in_1'),
    outside: await add(server, admin, 'scope_out_1'),
  }),
  listIds: async (server, token) =>
    recordIds((await server.get('/sys/role/list?pageSize=1000', token)).body.result),
  queryById: (id) => ({ method: 'GET', path: `/sys/role/queryById?id=${id}` }),
  edit: (id) => ({
    method: 'PUT',
    path: '/sys/role/edit',
    body: { id, roleName: '改过的角色', roleCode: 'scope_out_x', description: '改过' },
  }),
  delete: (id) => ({ method: 'GET', path: `/sys/role/delete?id=${id}` }),
  deleteBatch: (ids) => ({ method: 'GET', path: `/sys/role/deleteBatch?ids=${ids.join(',')},` }),
  exportPath: '/sys/role/exportXls',
  stored: (server, id) =>
    server.ctx.db.kysely.selectFrom('sysRole').selectAll().where('id', '=', id).executeTakeFirst(),
};
