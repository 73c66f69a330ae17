import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { hashPassword } from '../../core/auth/password.ts';
import type { Database } from '../../core/db/schema.ts';
import { isUniqueViolation } from '../../core/db/uniqueViolation.ts';
import { newId } from '../../core/ids.ts';
import { BusinessError } from '../../core/result.ts';
import { formatDateTime } from '../../core/time.ts';
import { findUserById, type UserRow } from '../user/profile.ts';
import { insertSelfMadeAccount } from '../user/selfMadeAccount.ts';

/** An outside account: the provider's id for the person, and the name it gave. */
export interface ExternalAccount {
  providerCode: string;
  externalId: string;
  externalName: string | null;
}

export const BindingMessages = {
  takenByOther: '该第三方账号已绑定其他用户',
  alreadyBound: '该账号已绑定此登录方式，请先解绑',
  notBound: '未绑定该登录方式',
  onlyWayIn: '该账号由此登录方式创建，还没有其他登录方式：请先在安全设置中绑定密保手机，再解绑',
  roleMissing: '新账号的角色不存在，请联系管理员',
} as const;

/** The user an outside account is bound to: undefined when unbound, 'gone' when that user was deleted. */
export async function boundUser(
  db: Kysely<Database>,
  account: ExternalAccount,
): Promise<UserRow | 'gone' | undefined> {
  const row = await db
    .selectFrom('sysThirdAccount')
    .select('userId')
    .where('providerCode', '=', account.providerCode)
    .where('externalId', '=', account.externalId)
    .executeTakeFirst();
  if (!row) return undefined;
  return (await findUserById(db, row.userId)) ?? 'gone';
}

/** Binds an outside account to a user: refused when either side is bound already. */
export async function bindAccount(
  db: Kysely<Database>,
  userId: string,
  account: ExternalAccount,
): Promise<void> {
  const existing = await db
    .selectFrom('sysThirdAccount')
    .select(['userId', 'externalId'])
    .where('providerCode', '=', account.providerCode)
    .where((eb) => eb.or([eb('externalId', '=', account.externalId), eb('userId', '=', userId)]))
    .execute();
  if (existing.some((row) => row.externalId === account.externalId && row.userId !== userId)) {
    throw new BusinessError(BindingMessages.takenByOther);
  }
  if (existing.some((row) => row.userId === userId)) {
    // The same outside account again: nothing to do.
    if (existing.some((row) => row.userId === userId && row.externalId === account.externalId)) return;
    throw new BusinessError(BindingMessages.alreadyBound);
  }
  try {
    await db
      .insertInto('sysThirdAccount')
      .values({ id: newId(), userId, ...account, createTime: formatDateTime() })
      .execute();
  } catch (error) {
    // Another request bound one side first.
    if (isUniqueViolation(error)) throw new BusinessError(BindingMessages.takenByOther);
    throw error;
  }
}

/**
 * A new account for a first sign-in (first-login mode 自动创建账号): a generated username, the outside
 * name as its real name, an unusable password (it signs in through its provider until someone sets one),
 * the provider's role; bound to the outside account in the same transaction.
 */
export async function createBoundAccount(
  db: Kysely<Database>,
  account: ExternalAccount,
  roleCode: string | null,
): Promise<UserRow> {
  const role = roleCode
    ? await db.selectFrom('sysRole').select('id').where('roleCode', '=', roleCode).executeTakeFirst()
    : undefined;
  if (!role) throw new BusinessError(BindingMessages.roleMissing);
  const password = await hashPassword(randomBytes(32).toString('base64url'));
  const id = newId();
  const now = formatDateTime();
  const username = `${account.providerCode.slice(0, 11)}_${randomBytes(3).toString('hex')}`;
  await db.transaction().execute(async (trx) => {
    await insertSelfMadeAccount(trx, {
      id,
      username,
      realname: (account.externalName ?? username).slice(0, 100),
      password,
      email: null,
      phone: null,
      status: 1,
      createBy: account.providerCode,
      roleId: role.id,
    });
    await trx
      .insertInto('sysThirdAccount')
      .values({ id: newId(), userId: id, ...account, createTime: now })
      .execute();
  });
  const user = await findUserById(db, id);
  if (!user) throw new Error('created account not found');
  return user;
}

/** A login provider as the 账号绑定 tab lists it for the signed-in user. */
export interface BindingEntry {
  code: string;
  name: string;
  bound: boolean;
  externalName: string | null;
  boundAt: string | null;
}

/** The enabled providers, and any the user is still bound to, with the user's binding to each. */
export async function userBindings(db: Kysely<Database>, userId: string): Promise<BindingEntry[]> {
  const rows = await db
    .selectFrom('sysThirdLoginProvider as p')
    .leftJoin('sysThirdAccount as a', (join) =>
      join.onRef('a.providerCode', '=', 'p.code').on('a.userId', '=', userId),
    )
    .select(['p.code', 'p.name', 'a.id as bindingId', 'a.externalName', 'a.createTime as boundAt'])
    .where((eb) => eb.or([eb('p.status', '=', 1), eb('a.id', 'is not', null)]))
    .orderBy('p.createTime')
    .orderBy('p.id')
    .execute();
  return rows.map((row) => ({
    code: row.code,
    name: row.name,
    bound: row.bindingId !== null,
    externalName: row.externalName ?? null,
    boundAt: row.boundAt ?? null,
  }));
}

/**
 * Removes the user's binding to a provider; refused when there is none, and when it is the only way into an
 * account that provider created (its password was never known to anyone, and it has no phone for a code).
 */
export async function unbindAccount(
  db: Kysely<Database>,
  userId: string,
  providerCode: string,
): Promise<void> {
  const user = await findUserById(db, userId);
  if (user?.createBy === providerCode && !user.phone) {
    const others = await db
      .selectFrom('sysThirdAccount')
      .select('id')
      .where('userId', '=', userId)
      .where('providerCode', '<>', providerCode)
      .executeTakeFirst();
    if (!others) throw new BusinessError(BindingMessages.onlyWayIn);
  }
  const removed = await db
    .deleteFrom('sysThirdAccount')
    .where('userId', '=', userId)
    .where('providerCode', '=', providerCode)
    .executeTakeFirst();
  if (Number(removed.numDeletedRows) === 0) throw new BusinessError(BindingMessages.notBound);
}
