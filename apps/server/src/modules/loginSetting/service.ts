import type { LoginSetting } from '@hcs/shared';
import type { AppContext } from '../../core/context.ts';
import { BusinessError } from '../../core/result.ts';
import { formatDateTime } from '../../core/time.ts';
import type { LoginSettingInput } from './schema.ts';

const SETTING_ID = 'default';

export const RegisterClosedMessage = '系统未开放注册';

/** 登录与注册设置 as stored (registration closed when the row is missing). */
export async function readLoginSetting(ctx: AppContext): Promise<LoginSetting> {
  const row = await ctx.db.kysely
    .selectFrom('sysLoginSetting')
    .selectAll()
    .where('id', '=', SETTING_ID)
    .executeTakeFirst();
  return {
    registerEnabled: row?.registerEnabled === 1,
    registerRoleId: row?.registerRoleId ?? null,
    registerApproval: row ? row.registerApproval === 1 : true,
  };
}

/** The roles a new account may be given, for the settings screen. */
export function roleOptions(ctx: AppContext) {
  return ctx.db.kysely
    .selectFrom('sysRole')
    .select(['id', 'roleName', 'roleCode'])
    .orderBy('roleName')
    .execute();
}

export async function saveLoginSetting(ctx: AppContext, username: string, input: LoginSettingInput) {
  const db = ctx.db.kysely;
  const registerRoleId = input.registerRoleId || null;
  if (registerRoleId) {
    const role = await db
      .selectFrom('sysRole')
      .select('id')
      .where('id', '=', registerRoleId)
      .executeTakeFirst();
    if (!role) throw new BusinessError('所选角色不存在，请重新选择');
  }
  const values = {
    registerEnabled: input.registerEnabled ? 1 : 0,
    registerRoleId,
    registerApproval: input.registerApproval ? 1 : 0,
    updateBy: username,
    updateTime: formatDateTime(),
  };
  const updated = await db
    .updateTable('sysLoginSetting')
    .set(values)
    .where('id', '=', SETTING_ID)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) {
    await db
      .insertInto('sysLoginSetting')
      .values({ id: SETTING_ID, ...values })
      .execute();
  }
}
