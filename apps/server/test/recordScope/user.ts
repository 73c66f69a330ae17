import { addedRecord, type RecordScopeProbe, recordIds } from '../support/recordScope.ts';
import type { TestServer } from '../support/testServer.ts';

const add = (server: TestServer, admin: string, username: string, realname: string) =>
  addedRecord(
    server,
    admin,
    '/sys/user',
    {
      username,
      realname,
      password: 'Scope-user-2026',
      selectedroles: 'role_staff',
      selecteddeparts: 'dep_west',
    },
    `username=${username}`,
    realname,
  );

export const probe: RecordScopeProbe = {
  component: 'system/UserList',
  rule: { column: 'username', condition: 'RIGHT_LIKE', value: 'scope_in' },
  rows: async (server, admin) => ({
    inside: await add(server, admin, 'scope_in_u1', '范围内用户'),
    outside: await add(server, admin, 'scope_out_u1', '范围外用户'),
  }),
  listIds: async (server, token) =>
    recordIds((await server.get('/sys/user/list?pageSize=1000', token)).body.result),
  // The screen edits from the list row; queryById is the family's read of one user.
  queryById: (id) => ({ method: 'GET', path: `/sys/user/queryById?id=${id}` }),
  edit: (id) => ({
    method: 'PUT',
    path: '/sys/user/edit',
    body: {
      id,
      realname: '改过的用户',
      workNo: '',
      post: '',
      avatar: '',
      birthday: '',
      sex: '1',
      email: '',
      phone: '',
      telephone: '',
      status: '1',
      selectedroles: 'role_staff',
      selecteddeparts: 'dep_east',
    },
  }),
  // The list deletes with GET, a batch as `ids=a,b,`.
  delete: (id) => ({ method: 'GET', path: `/sys/user/delete?id=${id}` }),
  deleteBatch: (ids) => ({ method: 'GET', path: `/sys/user/deleteBatch?ids=${ids.join(',')},` }),
  exportPath: '/sys/user/exportXls',
  // A deleted user goes to the recycle bin: gone from 用户管理 while its row stays.
  stored: (server, id) =>
    server.ctx.db.kysely
      .selectFrom('sysUser')
      .selectAll()
      .where('id', '=', id)
      .where('delFlag', '=', 0)
      .executeTakeFirst(),
};
