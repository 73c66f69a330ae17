import { addedRecord, type RecordScopeProbe, recordIds } from '../support/recordScope.ts';
import type { TestServer } from '../support/testServer.ts';

const RULES = JSON.stringify([{ digits: '*', pattern: '[A-Z]+', message: '只能是大写字母' }]);

const add = (server: TestServer, admin: string, ruleCode: string) =>
  addedRecord(
    server,
    admin,
    '/sys/checkRule',
    { ruleName: `规则${ruleCode}`, ruleCode, ruleJson: RULES },
    `ruleCode=${ruleCode}`,
    `规则${ruleCode}`,
  );

export const probe: RecordScopeProbe = {
  component: 'system/CheckRuleList',
  rule: { column: 'ruleCode', condition: 'RIGHT_LIKE', value: 'scope_in' },
  rows: async (server, admin) => ({
    inside: await add(server, admin, 'scope_in_1'),
    outside: await add(server, admin, 'scope_out_1'),
  }),
  listIds: async (server, token) =>
    recordIds((await server.get('/sys/checkRule/list?pageSize=1000', token)).body.result),
  queryById: (id) => ({ method: 'GET', path: `/sys/checkRule/queryById?id=${id}` }),
  edit: (id) => ({
    method: 'PUT',
    path: '/sys/checkRule/edit',
    body: { id, ruleName: '改过的规则', ruleCode: 'scope_out_x', ruleJson: RULES },
  }),
  delete: (id) => ({ method: 'GET', path: `/sys/checkRule/delete?id=${id}` }),
  deleteBatch: (ids) => ({ method: 'DELETE', path: `/sys/checkRule/deleteBatch?ids=${ids.join(',')}` }),
  exportPath: '/sys/checkRule/exportXls',
  stored: (server, id) =>
    server.ctx.db.kysely.selectFrom('sysCheckRule').selectAll().where('id', '=', id).executeTakeFirst(),
};
