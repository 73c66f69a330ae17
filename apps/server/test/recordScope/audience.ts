import { type RecordScopeProbe, recordIds } from '../support/recordScope.ts';
import { audienceBody } from '../support/woFixtures.ts';

const add = async (...[server, admin, name]: [Parameters<RecordScopeProbe['rows']>[0], string, string]) => {
  const added = await server.post<string>('/wo/audience/add', audienceBody({ name }), admin);
  if (!added.body.success) throw new Error(added.body.message);
  return { id: added.body.result, marker: name };
};

/** 服务对象. */
export const probe: RecordScopeProbe = {
  component: 'wo/AudienceList',
  rule: { column: 'name', condition: 'RIGHT_LIKE', value: '范围内' },
  rows: async (server, admin) => ({
    inside: await add(server, admin, '范围内对象'),
    outside: await add(server, admin, '范围外对象'),
  }),
  listIds: async (server, token) =>
    recordIds((await server.get('/wo/audience/list?pageSize=1000', token)).body.result),
  queryById: (id) => ({ method: 'GET', path: `/wo/audience/queryById?id=${id}` }),
  edit: (id) => ({
    method: 'PUT',
    path: '/wo/audience/edit',
    body: audienceBody({ id, name: '范围内改名' }),
  }),
  delete: (id) => ({ method: 'GET', path: `/wo/audience/delete?id=${id}` }),
  deleteBatch: (ids) => ({ method: 'GET', path: `/wo/audience/deleteBatch?ids=${ids.join(',')},` }),
  exportPath: '/wo/audience/exportXls',
  stored: (server, id) =>
    server.ctx.db.kysely
      .selectFrom('woAudience')
      .selectAll()
      .where('id', '=', id)
      .where('delFlag', '=', 0)
      .executeTakeFirst(),
};
