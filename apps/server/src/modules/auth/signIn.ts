import type { LoginResult, MultiDepart } from '@hcs/shared';
import { LoginEvent, writeLoginLog } from '../../core/audit/loginLog.ts';
import type { AppContext } from '../../core/context.ts';
import { BusinessError } from '../../core/result.ts';
import { formatDate } from '../../core/time.ts';
import { activeTenants, toUserInfo, type UserRow, userDeparts } from '../user/profile.ts';
import { LoginMessages } from './messages.ts';

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

/** Records a refused login in the login log, with the reason and the user when known. */
export type LoginFailureLog = (reason: string, userId?: string | null) => Promise<void>;

/**
 * The end every way in shares once the person is identified (password, phone code, third party, single
 * sign-on): refuse a frozen user or one whose tenants are all frozen, settle the current department, open a
 * session, sign its token and log the success.
 */
export async function completeLogin(
  ctx: AppContext,
  user: UserRow,
  client: ClientInfo,
  failLog: LoginFailureLog,
): Promise<LoginResult> {
  const db = ctx.db.kysely;
  if (user.status === 2) {
    await failLog(LoginMessages.frozen, user.id);
    throw new BusinessError(LoginMessages.frozen);
  }

  const tenantList = await activeTenants(db, user.relTenantIds, formatDate());
  if (user.relTenantIds && tenantList.length === 0) {
    await failLog(LoginMessages.tenantsFrozen, user.id);
    throw new BusinessError(LoginMessages.tenantsFrozen);
  }

  const departs = await userDeparts(db, user.id);
  const multiDepart: MultiDepart = departs.length === 0 ? 0 : departs.length === 1 ? 1 : 2;
  let orgCode = user.orgCode;
  const only = departs[0];
  if (multiDepart === 1 && only && orgCode !== only.orgCode) {
    orgCode = only.orgCode;
    await db.updateTable('sysUser').set({ orgCode }).where('id', '=', user.id).execute();
  }

  const session = await ctx.sessions.create(user.id, user.username, client.ip, client.userAgent);
  const token = await ctx.tokens.sign(
    { sessionId: session.id, userId: user.id, username: user.username },
    session.expiresAt,
  );
  await writeLoginLog(db, {
    event: LoginEvent.success,
    content: `用户名: ${user.username},登录成功！`,
    userId: user.id,
    username: user.username,
    ip: client.ip,
  });

  const result: LoginResult = {
    token,
    userInfo: toUserInfo({ ...user, orgCode }),
    sysAllDictItems: await ctx.dicts.all(),
    departs,
    multi_depart: multiDepart,
  };
  if (user.relTenantIds) result.tenantList = tenantList;
  return result;
}
