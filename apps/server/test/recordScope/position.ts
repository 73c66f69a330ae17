import type { PageResult } from '@hcs/shared';
import { type RecordScopeProbe, recordIds } from '../support/recordScope.ts';

const add = async (...[server, admin, code]: [Parameters<RecordScopeProbe['rows']>[0], string, string]) => {
  const added = await server.post('/sys/position/add', { code, name: `职务${code}`, postRank: '1' }, admin);
  if (!added.body.success) throw new Error(added.body.message);
  const found = await server.get<PageResult<{ id: string }>>(`/sys/position/list?code=${code}`, admin);
  const id = found.body.result.records[0]?.id;
  if (!id) throw new Error(`position ${code} not found`);
  return { id, marker: `职务${code}` };
};

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
