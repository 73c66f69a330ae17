import type { PageResult } from '@hcs/shared';
import { type RecordScopeProbe, recordIds } from '../support/recordScope.ts';

type Server = Parameters<RecordScopeProbe['rows']>[0];

const add = async (server: Server, admin: string, username: string, realname: string) => {
  const added = await server.post(
    '/sys/user/add',
    { username, realname, password: 'Scope-addr-2026', selecteddeparts: 'dep_south' },
    admin,
  );
  if (!added.body.success) throw new Error(added.body.message);
  const found = await server.get<PageResult<{ id: string }>>(`/sys/user/list?username=${username}`, admin);
  const id = found.body.result.records[0]?.id;
  if (!id) throw new Error(`user ${username} not found`);
  return { id, marker: realname };
};

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
