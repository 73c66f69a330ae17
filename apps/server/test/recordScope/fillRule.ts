import { addedRecord, type RecordScopeProbe, recordIds } from '../support/recordScope.ts';
import type { TestServer } from '../support/testServer.ts';

const add = (server: TestServer, admin: string, ruleCode: string) =>
  addedRecord(
    server,
    admin,
    '/sys/fillRule',
    { ruleName: `规则${ruleCode}`, ruleCode, ruleClass: 'dateSequence', ruleParams: '{"prefix":"RS"}' },
    `ruleCode=${ruleCode}`,
    `规则${ruleCode}`,
  );

export const probe: RecordScopeProbe = {
  component: 'system/FillRuleList',
  rule: { column: 'ruleCode', condition: 'RIGHT_LIKE', value: 'scope_in' },
  rows: async (server, admin) => ({
    inside: await add(server, admin, 'scope_in_1'),
    outside: await add(server, admin, 'scope_out_1'),
  }),
  listIds: async (server, token) =>
    recordIds((await server.get('/sys/fillRule/list?pageSize=1000', token)).body.result),
  queryById: (id) => ({ method: 'GET', path: `/sys/fillRule/queryById?id=${id}` }),
  edit: (id) => ({
    method: 'PUT',
    path: '/sys/fillRule/edit',
    body: {
      id,
      ruleName: '改过的规则',
      ruleCode: 'scope_out_x',
      ruleClass: 'dateSequence',
      ruleParams: null,
    },
  }),
  delete: (id) => ({ method: 'GET', path: `/sys/fillRule/delete?id=${id}` }),
  deleteBatch: (ids) => ({ method: 'GET', path: `/sys/fillRule/deleteBatch?ids=${ids.join(',')},` }),
  // The screen has no export (the module serves none).
  exportPath: null,
  stored: (server, id) =>
    server.ctx.db.kysely.selectFrom('sysFillRule').selectAll().where('id', '=', id).executeTakeFirst(),
};
