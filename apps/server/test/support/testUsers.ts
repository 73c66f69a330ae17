import { hashPassword } from '../../src/core/auth/password.ts';
import { newId } from '../../src/core/ids.ts';
import { DEMO_PASSWORD, type TestServer } from './testServer.ts';

export interface TestUserOptions {
  phone?: string | null;
  /** 1 active, 2 frozen. */
  status?: number;
  /** 1: in the recycle bin. */
  delFlag?: number;
}

/** A user straight in the database (no department, no role), able to sign in with DEMO_PASSWORD; its id. */
export async function addTestUser(
  server: TestServer,
  username: string,
  options: TestUserOptions = {},
): Promise<string> {
  const id = newId();
  await server.ctx.db.kysely
    .insertInto('sysUser')
    .values({
      id,
      username,
      realname: username,
      password: await hashPassword(DEMO_PASSWORD),
      avatar: null,
      birthday: null,
      sex: null,
      email: null,
      phone: options.phone ?? null,
      orgCode: null,
      status: options.status ?? 1,
      delFlag: options.delFlag ?? 0,
      workNo: null,
      post: null,
      telephone: null,
      userIdentity: null,
      departIds: null,
      relTenantIds: null,
      createBy: 'test',
      createTime: null,
      updateBy: null,
      updateTime: null,
    })
    .execute();
  return id;
}
