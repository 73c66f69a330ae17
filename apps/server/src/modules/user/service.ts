import type { UserInfo } from '@hcs/shared';
import { hashPassword, verifyPassword } from '../../core/auth/password.ts';
import type { AppContext } from '../../core/context.ts';
import type { AuthContext } from '../../core/http/fastifyTypes.ts';
import { BusinessError, forbidden } from '../../core/result.ts';
import { formatDateTime } from '../../core/time.ts';
import { findUserById, toUserInfo, userDeparts } from './profile.ts';

async function requireUser(ctx: AppContext, userId: string) {
  const user = await findUserById(ctx.db.kysely, userId);
  if (!user) throw new BusinessError('用户不存在');
  return user;
}

export async function currentUserDeparts(ctx: AppContext, auth: AuthContext) {
  const user = await requireUser(ctx, auth.userId);
  return { list: await userDeparts(ctx.db.kysely, auth.userId), orgCode: user.orgCode };
}

/** Switches the user's current department to one they belong to. */
export async function selectDepart(
  ctx: AppContext,
  auth: AuthContext,
  orgCode: string,
): Promise<{ userInfo: UserInfo }> {
  const departs = await userDeparts(ctx.db.kysely, auth.userId);
  if (!departs.some((d) => d.orgCode === orgCode)) throw new BusinessError('您不属于该部门，无法切换');
  await ctx.db.kysely
    .updateTable('sysUser')
    .set({ orgCode, updateBy: auth.username, updateTime: formatDateTime() })
    .where('id', '=', auth.userId)
    .execute();
  return { userInfo: toUserInfo(await requireUser(ctx, auth.userId)) };
}

/** Changes the caller's own password after checking the old one; every other session is revoked. */
export async function updateOwnPassword(
  ctx: AppContext,
  auth: AuthContext,
  input: { username: string; oldpassword: string; password: string },
): Promise<void> {
  if (input.username !== auth.username) throw forbidden('只能修改自己的密码');
  const user = await requireUser(ctx, auth.userId);
  if (!(await verifyPassword(user.password, input.oldpassword))) throw new BusinessError('旧密码输入错误');
  if (input.oldpassword === input.password) throw new BusinessError('新密码不能与旧密码相同');
  await ctx.db.kysely
    .updateTable('sysUser')
    .set({
      password: await hashPassword(input.password),
      updateBy: auth.username,
      updateTime: formatDateTime(),
    })
    .where('id', '=', auth.userId)
    .execute();
  await ctx.sessions.revokeOthers(auth.userId, auth.sessionId);
}
