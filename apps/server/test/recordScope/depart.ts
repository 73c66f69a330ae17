import type { RecordScopeProbe } from '../support/recordScope.ts';

type Server = Parameters<RecordScopeProbe['rows']>[0];

interface Node {
  id: string;
  departName: string;
  children?: Node[];
}

const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);
const tree = async (server: Server, token: string) =>
  flat((await server.get<Node[]>('/sys/sysDepart/queryTreeList', token)).body.result ?? []);

const add = async (server: Server, admin: string, departName: string) => {
  const added = await server.post('/sys/sysDepart/add', { departName, orgCategory: '2' }, admin);
  if (!added.body.success) throw new Error(added.body.message);
  const id = (await tree(server, admin)).find((n) => n.departName === departName)?.id;
  if (!id) throw new Error(`department ${departName} not found`);
  return { id, marker: departName };
};

export const probe: RecordScopeProbe = {
  component: 'system/DepartList',
  rule: { column: 'departName', condition: 'RIGHT_LIKE', value: 'scope_in' },
  rows: async (server, admin) => ({
    inside: await add(server, admin, 'scope_in_部门'),
    outside: await add(server, admin, 'scope_out_部门'),
  }),
  // 部门管理 lists the organisation as a tree.
  listIds: async (server, token) => (await tree(server, token)).map((n) => n.id),
  queryById: (id) => ({ method: 'GET', path: `/sys/sysDepart/queryById?id=${id}` }),
  edit: (id) => ({
    method: 'PUT',
    path: '/sys/sysDepart/edit',
    body: {
      id,
      departName: '改过的部门',
      orgCategory: '2',
      departOrder: 0,
      mobile: '',
      fax: '',
      address: '',
      memo: '',
    },
  }),
  delete: (id) => ({ method: 'DELETE', path: `/sys/sysDepart/delete?id=${id}` }),
  // The screen deletes one branch at a time; the server still serves the family's batch delete.
  deleteBatch: (ids) => ({ method: 'DELETE', path: `/sys/sysDepart/deleteBatch?ids=${ids.join(',')}` }),
  exportPath: '/sys/sysDepart/exportXls?column=orgCode&order=asc',
  stored: (server, id) =>
    server.ctx.db.kysely.selectFrom('sysDepart').selectAll().where('id', '=', id).executeTakeFirst(),
};
