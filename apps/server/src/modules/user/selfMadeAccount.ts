import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../core/db/schema.ts';
import { newId } from '../../core/ids.ts';
import { formatDateTime } from '../../core/time.ts';

/** An account a person makes for themselves (注册, a first third-party sign-in) rather than an administrator. */
export interface SelfMadeAccount {
  id: string;
  username: string;
  realname: string;
  /** The password's hash. */
  password: string;
  email: string | null;
  phone: string | null;
  /** 1 active, 2 frozen (waiting for an administrator's approval). */
  status: 1 | 2;
  /** Who made it: the person's own name, or the provider's code. */
  createBy: string;
  /** The one role it starts with, when the settings name one. */
  roleId: string | null;
}

/** Adds the account, in no department and no tenant, with its role; part of the caller's transaction. */
export async function insertSelfMadeAccount(
  trx: Kysely<Database> | Transaction<Database>,
  account: SelfMadeAccount,
): Promise<void> {
  const { roleId, ...user } = account;
  await trx
    .insertInto('sysUser')
    .values({
      ...user,
      avatar: null,
      birthday: null,
      sex: null,
      orgCode: null,
      delFlag: 0,
      workNo: null,
      post: null,
      telephone: null,
      userIdentity: 1,
      departIds: null,
      relTenantIds: null,
      createTime: formatDateTime(),
      updateBy: null,
      updateTime: null,
    })
    .execute();
  if (roleId)
    await trx.insertInto('sysUserRole').values({ id: newId(), userId: account.id, roleId }).execute();
}
