import { type RecordScopeProbe, recordIds } from '../support/recordScope.ts';
import { audienceBody } from '../support/woFixtures.ts';

/** A reveal (查看完整) of a new audience's ID number: the one way a log row is written. */
const reveal = async (
  ...[server, admin, name]: [Parameters<RecordScopeProbe['rows']>[0], string, string]
) => {
  const added = await server.post<string>('/wo/audience/add', audienceBody({ name }), admin);
  if (!added.body.success) throw new Error(added.body.message);
  const shown = await server.get(`/wo/audience/reveal?id=${added.body.result}&field=idCardNo`, admin);
  if (!shown.body.success) throw new Error(shown.body.message);
  const row = await server.ctx.db.kysely
    .selectFrom('sysSensitiveLog')
    .select('id')
    .where('dataId', '=', added.body.result)
    .executeTakeFirstOrThrow();
  return { id: row.id, marker: name };
};

/** 敏感信息查看日志: read and exported only (a reveal writes it). */
export const probe: RecordScopeProbe = {
  component: 'system/SensitiveLogList',
  rule: { column: 'dataName', condition: 'RIGHT_LIKE', value: '日志内' },
  rows: async (server, admin) => ({
    inside: await reveal(server, admin, '日志内对象'),
    outside: await reveal(server, admin, '日志外对象'),
  }),
  listIds: async (server, token) =>
    recordIds((await server.get('/sys/sensitiveLog/list?pageSize=1000', token)).body.result),
  queryById: (id) => ({ method: 'GET', path: `/sys/sensitiveLog/queryById?id=${id}` }),
  edit: null,
  delete: null,
  deleteBatch: null,
  exportPath: '/sys/sensitiveLog/exportXls',
  stored: (server, id) =>
    server.ctx.db.kysely.selectFrom('sysSensitiveLog').selectAll().where('id', '=', id).executeTakeFirst(),
};
