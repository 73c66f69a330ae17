import type { RegisterResult } from '@hcs/shared';
import { hashPassword } from '../../core/auth/password.ts';
import type { AppContext } from '../../core/context.ts';
import { isUniqueViolation } from '../../core/db/uniqueViolation.ts';
import { newId } from '../../core/ids.ts';
import { BusinessError } from '../../core/result.ts';
import { RegisterClosedMessage, readLoginSetting } from '../loginSetting/service.ts';
import { consumeSmsCode, SmsMode } from '../sms/codes.ts';
import { smsCodeRefusal } from '../sms/refusals.ts';
import { insertSelfMadeAccount } from '../user/selfMadeAccount.ts';
import { writeAccountLog } from './accountLog.ts';
import type { RegisterInput } from './schema.ts';

export const RegisterMessages = {
  closed: RegisterClosedMessage,
  usernameTaken: '用户账号已存在',
  phoneTaken: '该手机号已注册',
  emailTaken: '该邮箱已被使用',
} as const;

/** The first taken value among username, phone and e-mail (any user, the recycle bin too). */
async function takenMessage(ctx: AppContext, input: RegisterInput): Promise<string | null> {
  const db = ctx.db.kysely;
  const taken = async (column: 'username' | 'phone' | 'email', value: string) =>
    (await db.selectFrom('sysUser').select('id').where(column, '=', value).executeTakeFirst()) !== undefined;
  if (await taken('username', input.username)) return RegisterMessages.usernameTaken;
  if (await taken('phone', input.phone)) return RegisterMessages.phoneTaken;
  if (input.email && (await taken('email', input.email))) return RegisterMessages.emailTaken;
  return null;
}

/**
 * 注册: a new account with the code sent to a free number (smsmode 1), given the role of the settings;
 * when the settings ask for approval it stays frozen until an administrator enables it.
 */
export async function register(ctx: AppContext, input: RegisterInput, ip: string): Promise<RegisterResult> {
  const setting = await readLoginSetting(ctx);
  if (!setting.registerEnabled) throw new BusinessError(RegisterMessages.closed);
  const taken = await takenMessage(ctx, input);
  if (taken) throw new BusinessError(taken);
  const verdict = await consumeSmsCode(ctx, {
    mobile: input.phone,
    mode: SmsMode.register,
    code: input.smscode,
  });
  if (verdict !== 'ok') throw new BusinessError(smsCodeRefusal(verdict));

  const id = newId();
  const pending = setting.registerApproval;
  const password = await hashPassword(input.password);
  try {
    await ctx.db.kysely.transaction().execute(async (trx) => {
      const role = setting.registerRoleId
        ? await trx
            .selectFrom('sysRole')
            .select('id')
            .where('id', '=', setting.registerRoleId)
            .executeTakeFirst()
        : undefined;
      await insertSelfMadeAccount(trx, {
        id,
        username: input.username,
        realname: input.username,
        password,
        email: input.email,
        phone: input.phone,
        status: pending ? 2 : 1,
        createBy: input.username,
        roleId: role?.id ?? null,
      });
    });
  } catch (error) {
    // Another registration took the name or number between the check and the insert.
    if (isUniqueViolation(error))
      throw new BusinessError((await takenMessage(ctx, input)) ?? RegisterMessages.usernameTaken);
    throw error;
  }
  await writeAccountLog(ctx, {
    content: `用户注册: ${input.username}${pending ? '（待管理员审核）' : ''}`,
    userId: id,
    username: input.username,
    ip,
    path: '/sys/user/register',
    edit: false,
  });
  return { username: input.username, status: pending ? 'pending' : 'active' };
}
