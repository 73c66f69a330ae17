import type { RecordScopeProbe } from '../support/recordScope.ts';

type Server = Parameters<RecordScopeProbe['rows']>[0];

const add = async (server: Server, admin: string, id: number, name: string) => {
  const added = await server.post(
    '/sys/tenant/add',
    { id, name, beginDate: '', endDate: '', status: 1 },
    admin,
  );
  if (!added.body.success) throw new Error(added.body.message);
  return { id: String(id), marker: name };
};

export const probe: RecordScopeProbe = {
  component: 'system/TenantList',
  rule: { column: 'name', condition: 'RIGHT_LIKE', value: 'scope_in' },
  rows: async (server, admin) => ({
    inside: await add(server, admin, 9101, 'scope_in_租户'),
    outside: await add(server, admin, 9102, 'scope_out_租户'),
  }),
  // Tenant ids are numbers; the test compares them as text.
  listIds: async (server, token) =>
    (
      (await server.get<{ records: { id: number }[] }>('/sys/tenant/list?pageSize=1000', token)).body.result
        ?.records ?? []
    ).map((t) => String(t.id)),
  // The screen edits from the list row; queryById is the family's read of one tenant.
  queryById: (id) => ({ method: 'GET', path: `/sys/tenant/queryById?id=${id}` }),
  edit: (id) => ({
    method: 'PUT',
    path: '/sys/tenant/edit',
    body: { id: Number(id), name: '改过的租户', beginDate: '', endDate: '', status: 0 },
  }),
  // The list deletes with GET, a batch as `ids=a,b,`.
  delete: (id) => ({ method: 'GET', path: `/sys/tenant/delete?id=${id}` }),
  deleteBatch: (ids) => ({ method: 'GET', path: `/sys/tenant/deleteBatch?ids=${ids.join(',')},` }),
  exportPath: '/sys/tenant/exportXls',
  stored: (server, id) =>
    server.ctx.db.kysely.selectFrom('sysTenant').selectAll().where('id', '=', Number(id)).executeTakeFirst(),
};
