import { addedRecord, type RecordScopeProbe, recordIds } from '../support/recordScope.ts';
import type { TestServer } from '../support/testServer.ts';

const add = (server: TestServer, admin: string, username: string, realname: string) =>
  addedRecord(
    server,
    admin,
    '/sys/user',
    { username, realname, password: 'Scope-addr-2026', selecteddeparts: 'dep_south' },
    `username=${username}`,
    realname,
  );

// 通讯录 is a read-only list of users (list and export): it reads, changes and deletes no single record.
export const probe: RecordScopeProbe = {
  component: 'system/AddressList',
  rule: { column: 'username', condition: 'RIGHT_LIKE', value: 'addr_in' },
  rows: async (server, admin) => ({
    inside: await add(server, admin, 'addr_in_1', '通讯录范围内'),
    outside: await add(server, admin, 'addr_out_1', '通讯录范围外'),
  }),
  listIds: async (server, token) =>
    recordIds((await server.get('/sys/user/queryByOrgCodeForAddressList?pageSize=1000', token)).body.result),
  queryById: null,
  edit: null,
  delete: null,
  deleteBatch: null,
  exportPath: '/sys/user/exportAddressList',
  stored: (server, id) =>
    server.ctx.db.kysely
      .selectFrom('sysUser')
      .selectAll()
      .where('id', '=', id)
      .where('delFlag', '=', 0)
      .executeTakeFirst(),
};
