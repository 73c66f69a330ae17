import { type RecordScopeProbe, recordIds } from '../support/recordScope.ts';
import { audienceBody, orderBody } from '../support/woFixtures.ts';

type Server = Parameters<RecordScopeProbe['rows']>[0];

/** The audience both orders serve, which the edit keeps. */
let audienceId = '';

const add = async (server: Server, admin: string, audienceId: string, title: string) => {
  const added = await server.post<{ id: string }>(
    '/wo/workOrder/add',
    orderBody(audienceId, { title }),
    admin,
  );
  if (!added.body.success) throw new Error(added.body.message);
  return { id: added.body.result.id, marker: title };
};

/**
 * 工单 (both 待派单, the only state a delete accepts). The actions on one order (dispatch, accept,
 * complete, review, cancel) are tried outside the rule in workOrder.test.ts.
 */
export const probe: RecordScopeProbe = {
  component: 'wo/WorkOrderList',
  rule: { column: 'title', condition: 'RIGHT_LIKE', value: '范围内' },
  rows: async (server, admin) => {
    const audience = await server.post<string>(
      '/wo/audience/add',
      audienceBody({ name: '工单范围对象' }),
      admin,
    );
    if (!audience.body.success) throw new Error(audience.body.message);
    audienceId = audience.body.result;
    return {
      inside: await add(server, admin, audienceId, '范围内工单'),
      outside: await add(server, admin, audienceId, '范围外工单'),
    };
  },
  listIds: async (server, token) =>
    recordIds((await server.get('/wo/workOrder/list?pageSize=1000', token)).body.result),
  queryById: (id) => ({ method: 'GET', path: `/wo/workOrder/queryById?id=${id}` }),
  edit: (id) => ({
    method: 'PUT',
    path: '/wo/workOrder/edit',
    // The version both orders start at.
    body: { ...orderBody(audienceId, { title: '范围内改过', priority: 'H' }), id, version: 0 },
  }),
  delete: (id) => ({ method: 'GET', path: `/wo/workOrder/delete?id=${id}` }),
  deleteBatch: (ids) => ({ method: 'GET', path: `/wo/workOrder/deleteBatch?ids=${ids.join(',')},` }),
  exportPath: '/wo/workOrder/exportXls',
  stored: (server, id) =>
    server.ctx.db.kysely
      .selectFrom('woWorkOrder')
      .selectAll()
      .where('id', '=', id)
      .where('delFlag', '=', 0)
      .executeTakeFirst(),
};
