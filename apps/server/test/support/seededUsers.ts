import type { TestServer } from './testServer.ts';

/** The seeded accounts the tests log in as: 管理员, 主管 and 服务人员. */
export const SEEDED_USERS = ['admin', 'zhuguan', 'fuwu'] as const;
export type SeededUser = (typeof SEEDED_USERS)[number];

export interface SeededLogins {
  tokens: Record<SeededUser, string>;
  ids: Record<SeededUser, string>;
}

/** The sysUser id of a username. */
export async function userIdOf(server: TestServer, username: string): Promise<string> {
  const row = await server.ctx.db.kysely
    .selectFrom('sysUser')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Logs in each seeded user, one after another: their tokens and ids. */
export async function loginSeededUsers(server: TestServer): Promise<SeededLogins> {
  const tokens = { admin: '', zhuguan: '', fuwu: '' };
  const ids = { admin: '', zhuguan: '', fuwu: '' };
  for (const name of SEEDED_USERS) {
    tokens[name] = await server.tokenFor(name);
    ids[name] = await userIdOf(server, name);
  }
  return { tokens, ids };
}
