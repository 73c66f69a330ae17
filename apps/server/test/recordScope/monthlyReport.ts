import { DepartIds } from '../../src/core/db/migrations/0002_foundation_data.ts';
import { type RecordScopeProbe, recordIds } from '../support/recordScope.ts';

type Server = Parameters<RecordScopeProbe['rows']>[0];

const generate = async (server: Server, admin: string, month: string) => {
  const made = await server.post<{ id: string }>(
    '/wo/monthlyReport/generate',
    { month, departId: DepartIds.east },
    admin,
  );
  if (!made.body.success) throw new Error(made.body.message);
  const { title } = await server.ctx.db.kysely
    .selectFrom('woMonthlyReport')
    .select('title')
    .where('id', '=', made.body.result.id)
    .executeTakeFirstOrThrow();
  return { id: made.body.result.id, marker: title };
};

/**
 * 服务月报: one department's reports of two past months. Submit, review and each report's document
 * (exportXls?id=) are tried outside the rule in monthlyReport.test.ts.
 */
export const probe: RecordScopeProbe = {
  component: 'wo/MonthlyReportList',
  rule: { column: 'month', condition: '=', value: '2025-01' },
  rows: async (server, admin) => ({
    inside: await generate(server, admin, '2025-01'),
    outside: await generate(server, admin, '2025-02'),
  }),
  listIds: async (server, token) =>
    recordIds((await server.get('/wo/monthlyReport/list?pageSize=1000', token)).body.result),
  queryById: (id) => ({ method: 'GET', path: `/wo/monthlyReport/queryById?id=${id}` }),
  edit: (id) => ({
    method: 'PUT',
    path: '/wo/monthlyReport/edit',
    // Version 0: a report as generated.
    body: { id, version: 0, title: '改过的月报', summary: '<p>总结</p>', problems: null, nextPlan: null },
  }),
  delete: (id) => ({ method: 'GET', path: `/wo/monthlyReport/delete?id=${id}` }),
  deleteBatch: (ids) => ({ method: 'GET', path: `/wo/monthlyReport/deleteBatch?ids=${ids.join(',')},` }),
  // The list has no export of its rows (each report's document is read by id, like queryById).
  exportPath: null,
  stored: (server, id) =>
    server.ctx.db.kysely
      .selectFrom('woMonthlyReport')
      .selectAll()
      .where('id', '=', id)
      .where('delFlag', '=', 0)
      .executeTakeFirst(),
};
