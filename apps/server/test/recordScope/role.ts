import type { PageResult } from '@hcs/shared';
import { type RecordScopeProbe, recordIds } from '../support/recordScope.ts';
import type { TestServer } from '../support/testServer.ts';

const add = async (server: TestServer, admin: string, roleCode: string) => {
  const roleName = `角色${roleCode}`;
  const added = await server.post('/sys/role/add', { roleName, roleCode, description: null }, admin);
  if (!added.body.success) throw new Error(added.body.message);
  const found = await server.get<PageResult<{ id: string }>>(`/sys/role/list?roleCode=${roleCode}`, admin);
  const id = found.body.result.records[0]?.id;
  if (!id) throw new Error(`role ${roleCode} not found`);
  return { id, marker: roleName };
};

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
