import type { AccountProfile, AccountProfileInput } from '@hcs/shared';
import type { AppContext } from '../../core/context.ts';
import type { AuthContext } from '../../core/http/fastifyTypes.ts';
import { BusinessError } from '../../core/result.ts';
import { formatDateTime } from '../../core/time.ts';
import { consumeSmsCode, SmsMode } from '../sms/codes.ts';
import { withPositionNames } from '../user/positionNames.ts';
import { findUserById, userDeparts } from '../user/profile.ts';

async function me(ctx: AppContext, auth: AuthContext) {
  const user = await findUserById(ctx.db.kysely, auth.userId);
  if (!user) throw new BusinessError('用户不存在');
  return user;
}

/** 个人中心 / 基本设置: the caller as they see themselves, with their departments, positions and roles. */
export async function readProfile(ctx: AppContext, auth: AuthContext): Promise<AccountProfile> {
  const db = ctx.db.kysely;
  const user = await me(ctx, auth);
  const [departs, [withPositions], roles] = await Promise.all([
    userDeparts(db, user.id),
    withPositionNames(db, [{ post: user.post }]),
    db
      .selectFrom('sysUserRole as ur')
      .innerJoin('sysRole as r', 'r.id', 'ur.roleId')
      .select('r.roleName')
      .where('ur.userId', '=', user.id)
      .orderBy('r.roleName')
      .execute(),
  ]);
  return {
    id: user.id,
    username: user.username,
    realname: user.realname,
    sex: user.sex,
    birthday: user.birthday,
    email: user.email,
    avatar: user.avatar,
    phone: user.phone,
    departNames: departs.map((d) => d.departName),
    positionNames: (withPositions?.position ?? '').split(',').filter((p) => p !== ''),
    roleNames: roles.map((r) => r.roleName),
  };
}

async function updateMe(
  ctx: AppContext,
  auth: AuthContext,
  values: Partial<AccountProfileInput> & { phone?: string },
) {
  await ctx.db.kysely
    .updateTable('sysUser')
    .set({ ...values, updateBy: auth.username, updateTime: formatDateTime() })
    .where('id', '=', auth.userId)
    .where('delFlag', '=', 0)
    .execute();
}

/** 基本设置: only the caller's own record, only the fields of AccountProfileInput (the schema refuses others). */
export async function updateProfile(ctx: AppContext, auth: AuthContext, input: AccountProfileInput) {
  await updateMe(ctx, auth, input);
  return readProfile(ctx, auth);
}

export async function updateEmail(ctx: AppContext, auth: AuthContext, email: string | null) {
  await updateMe(ctx, auth, { email });
}

/** 密保手机: the new number, proved by the code texted to it (smsmode '3'), and no other user's. */
export async function changePhone(ctx: AppContext, auth: AuthContext, phone: string, code: string) {
  const user = await me(ctx, auth);
  if (user.phone === phone) throw new BusinessError('新手机号与当前手机号相同');
  const taken = await ctx.db.kysely
    .selectFrom('sysUser')
    .select('id')
    .where('phone', '=', phone)
    .where('delFlag', '=', 0)
    .where('id', '!=', auth.userId)
    .executeTakeFirst();
  if (taken) throw new BusinessError('该手机号已被其他账号使用');
  const verdict = await consumeSmsCode(ctx, { mobile: phone, mode: SmsMode.changePhone, code });
  if (verdict === 'wrong') throw new BusinessError('验证码错误');
  if (verdict === 'expired') throw new BusinessError('验证码已失效，请重新获取');
  await updateMe(ctx, auth, { phone });
}
