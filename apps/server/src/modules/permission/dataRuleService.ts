import type { Selectable, Transaction } from 'kysely';
import type { AppContext } from '../../core/context.ts';
import type { Database, SysPermissionDataRuleTable } from '../../core/db/schema.ts';
import type { AuthContext } from '../../core/http/fastifyTypes.ts';
import { newId } from '../../core/ids.ts';
import { ruleCondition } from '../../core/permission/dataScope.ts';
import { entityForMenuComponent } from '../../core/query/entity.ts';
import { BusinessError } from '../../core/result.ts';
import { formatDateTime } from '../../core/time.ts';
import type { DataRuleInput } from './dataRuleSchema.ts';

export type DataRuleRow = Selectable<SysPermissionDataRuleTable>;

/** The system variables a rule value may hold (they stand for the signed-in user when a list is read). */
const VARIABLES = new Set([
  'sys_user_code',
  'sys_user_id',
  'sys_user_name',
  'sys_org_code',
  'sys_date',
  'sys_time',
]);

/** Someone the variables can stand for while a rule is checked. */
const SAMPLE_CALLER = { userId: 'u', username: 'u', realname: 'u', orgCode: 'A01' };

/** IN values are comma separated: `a, b，c` → `a,b,c`. */
function normalised(input: DataRuleInput): DataRuleInput {
  if (input.ruleConditions !== 'IN') return input;
  const ruleValue = input.ruleValue
    .split(/[,，]/)
    .map((v) => v.trim())
    .filter((v) => v !== '')
    .join(',');
  return { ...input, ruleValue };
}

async function menuOf(db: Transaction<Database>, permissionId: string) {
  const menu = await db
    .selectFrom('sysPermission')
    .select(['id', 'component', 'menuType'])
    .where('id', '=', permissionId)
    .where('delFlag', '=', 0)
    .executeTakeFirst();
  if (!menu || menu.menuType === 2) throw new BusinessError('菜单不存在');
  return menu;
}

/**
 * A rule must name a field of the menu's list (when the menu's page has a registered list) with a value
 * the field can hold, and only known system variables.
 */
function check(component: string | null, input: DataRuleInput): void {
  if (input.ruleValue === '') throw new BusinessError('请输入规则值');
  for (const [, name] of input.ruleValue.matchAll(/#\{([^}]*)\}/g)) {
    if (!VARIABLES.has(name ?? '')) throw new BusinessError(`不支持的系统变量：#{${name}}`);
  }
  const entity = entityForMenuComponent(component);
  if (!entity) return;
  const field = entity.fields[input.ruleColumn];
  if (!field || field.queryable === false) throw new BusinessError(`规则字段不存在：${input.ruleColumn}`);
  if (!ruleCondition(entity, { id: '', ...input }, SAMPLE_CALLER)) {
    throw new BusinessError(`规则值或条件与规则字段的类型不符：${input.ruleColumn}`);
  }
}

/** The menu's ruleFlag: 1 while it has data rules. */
async function refreshRuleFlag(db: Transaction<Database>, permissionId: string): Promise<void> {
  const rule = await db
    .selectFrom('sysPermissionDataRule')
    .select('id')
    .where('permissionId', '=', permissionId)
    .executeTakeFirst();
  await db
    .updateTable('sysPermission')
    .set({ ruleFlag: rule ? 1 : 0 })
    .where('id', '=', permissionId)
    .execute();
}

export async function addDataRule(ctx: AppContext, auth: AuthContext, raw: DataRuleInput): Promise<void> {
  const input = normalised(raw);
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const menu = await menuOf(trx, input.permissionId);
    check(menu.component, input);
    await trx
      .insertInto('sysPermissionDataRule')
      .values({
        id: newId(),
        ...input,
        createBy: auth.username,
        createTime: formatDateTime(),
        updateBy: null,
        updateTime: null,
      })
      .execute();
    await refreshRuleFlag(trx, menu.id);
  });
}

/** Edits a rule; it stays with the menu it belongs to. */
export async function editDataRule(
  ctx: AppContext,
  auth: AuthContext,
  id: string,
  raw: DataRuleInput,
): Promise<void> {
  const input = normalised(raw);
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('sysPermissionDataRule')
      .select(['id', 'permissionId'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!current) throw new BusinessError('未找到对应的数据规则');
    const menu = await menuOf(trx, current.permissionId);
    check(menu.component, input);
    const { permissionId: _ignored, ...values } = input;
    await trx
      .updateTable('sysPermissionDataRule')
      .set({ ...values, updateBy: auth.username, updateTime: formatDateTime() })
      .where('id', '=', id)
      .execute();
  });
}

const GRANT_TABLES = ['sysRolePermission', 'sysDepartPermission', 'sysDepartRolePermission'] as const;

/** Deletes a rule and takes it out of the grants that chose it. */
export async function deleteDataRule(ctx: AppContext, id: string): Promise<void> {
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const rule = await trx
      .selectFrom('sysPermissionDataRule')
      .select(['id', 'permissionId'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!rule) throw new BusinessError('未找到对应的数据规则');
    await trx.deleteFrom('sysPermissionDataRule').where('id', '=', id).execute();
    for (const table of GRANT_TABLES) {
      const grants = await trx
        .selectFrom(table)
        .select(['id', 'dataRuleIds'])
        .where('permissionId', '=', rule.permissionId)
        .where('dataRuleIds', 'is not', null)
        .execute();
      for (const grant of grants) {
        const ids = (grant.dataRuleIds ?? '').split(',').filter((r) => r !== '');
        if (!ids.includes(id)) continue;
        const rest = ids.filter((r) => r !== id).join(',');
        await trx
          .updateTable(table)
          .set({ dataRuleIds: rest === '' ? null : rest })
          .where('id', '=', grant.id)
          .execute();
      }
    }
    await refreshRuleFlag(trx, rule.permissionId);
  });
}

const contains = (value: string, wanted: string | undefined) => {
  const text = (wanted ?? '')
    .replace(/^\*+|\*+$/g, '')
    .trim()
    .toLowerCase();
  return text === '' || value.toLowerCase().includes(text);
};

/** A menu's rules, oldest first; optionally only those whose name and column contain the given texts. */
export async function dataRulesOf(
  ctx: AppContext,
  permissionId: string,
  filter: { ruleName?: string; ruleColumn?: string } = {},
): Promise<DataRuleRow[]> {
  const rows = await ctx.db.kysely
    .selectFrom('sysPermissionDataRule')
    .selectAll()
    .where('permissionId', '=', permissionId)
    .orderBy('createTime')
    .orderBy('id')
    .execute();
  return rows.filter(
    (r) => contains(r.ruleName, filter.ruleName) && contains(r.ruleColumn, filter.ruleColumn),
  );
}
