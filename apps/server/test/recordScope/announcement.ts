import { addedRecord, type RecordScopeProbe, recordIds } from '../support/recordScope.ts';
import type { TestServer } from '../support/testServer.ts';

const fields = (titile: string) => ({
  titile,
  msgContent: '<p>记录范围</p>',
  priority: 'M',
  msgCategory: '1',
  msgType: 'ALL',
});

const add = (server: TestServer, admin: string, titile: string) =>
  addedRecord(
    server,
    admin,
    '/sys/annountCement',
    fields(titile),
    `titile=${encodeURIComponent(titile)}`,
    titile,
  );

/** 系统通告 (drafts, so neither record reaches the scoped user as a recipient). */
export const probe: RecordScopeProbe = {
  component: 'system/AnnouncementList',
  rule: { column: 'titile', condition: 'RIGHT_LIKE', value: '范围内通告' },
  rows: async (server, admin) => ({
    inside: await add(server, admin, '范围内通告甲'),
    outside: await add(server, admin, '范围外通告乙'),
  }),
  listIds: async (server, token) =>
    recordIds((await server.get('/sys/annountCement/list?pageSize=1000', token)).body.result),
  queryById: (id) => ({ method: 'GET', path: `/sys/annountCement/queryById?id=${id}` }),
  edit: (id) => ({
    method: 'PUT',
    path: '/sys/annountCement/edit',
    body: { id, ...fields('范围内通告改') },
  }),
  delete: (id) => ({ method: 'GET', path: `/sys/annountCement/delete?id=${id}` }),
  deleteBatch: (ids) => ({ method: 'GET', path: `/sys/annountCement/deleteBatch?ids=${ids.join(',')},` }),
  exportPath: '/sys/annountCement/exportXls',
  stored: (server, id) =>
    server.ctx.db.kysely
      .selectFrom('sysAnnouncement')
      .selectAll()
      .where('id', '=', id)
      .where('delFlag', '=', 0)
      .executeTakeFirst(),
};
