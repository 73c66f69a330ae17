import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema.ts';
import type { AuthContext } from '../../core/http/fastifyTypes.ts';
import { type DataScope, ruleCondition } from '../../core/permission/dataScope.ts';
import type { Condition } from '../../core/query/conditions.ts';
import type { EntitySpec } from '../../core/query/entity.ts';

/** Where a report's page is: the menu url of the family (`/online/cgreport/{id}`), with or without a query. */
export const reportMenuUrl = (id: string) => `/online/cgreport/${id}`;

interface Grant {
  permissionId: string;
  dataRuleIds: string | null;
}

/**
 * Data rules (数据规则) of a report: those of the menu entries that open the report's page
 * (url `/online/cgreport/{id}`, every such entry shares one component, so the url tells them apart),
 * chosen for the caller's role and department-role grants of those entries, applied to the report's
 * output fields (`entity`: a rule's column names an output field). Same semantics as the lists'
 * (core/permission/dataScope.ts): no grant of such an entry = no rule; a grant without rules shows
 * every row; otherwise a row shows when it passes every rule of one grant; a rule naming a field the
 * report does not output, or an unresolved variable, matches nothing.
 */
export async function reportDataScope(
  db: Kysely<Database>,
  auth: AuthContext,
  reportId: string,
  entity: EntitySpec,
): Promise<DataScope> {
  const url = reportMenuUrl(reportId);
  const menus = await db
    .selectFrom('sysPermission')
    .select(['id', 'url'])
    .where('url', 'like', '/online/cgreport/%')
    .where('menuType', '!=', 2)
    .where('delFlag', '=', 0)
    .execute();
  const entries = menus.filter((m) => m.url === url || m.url?.startsWith(`${url}?`)).map((m) => m.id);
  if (entries.length === 0) return null;
  const viaRoles = db
    .selectFrom('sysRolePermission as rp')
    .innerJoin('sysUserRole as ur', 'ur.roleId', 'rp.roleId')
    .select(['rp.permissionId', 'rp.dataRuleIds'])
    .where('ur.userId', '=', auth.userId)
    .where('rp.permissionId', 'in', entries);
  const viaDepartRoles = db
    .selectFrom('sysDepartRolePermission as drp')
    .innerJoin('sysDepartRoleUser as dru', 'dru.droleId', 'drp.roleId')
    .innerJoin('sysUserDepart as ud', (join) =>
      join.onRef('ud.userId', '=', 'dru.userId').onRef('ud.depId', '=', 'drp.departId'),
    )
    .select(['drp.permissionId', 'drp.dataRuleIds'])
    .where('dru.userId', '=', auth.userId)
    .where('drp.permissionId', 'in', entries);
  const grants: Grant[] = await viaRoles.unionAll(viaDepartRoles).execute();
  if (grants.length === 0) return null;

  const idsOf = (g: Grant) => (g.dataRuleIds ?? '').split(',').filter((id) => id !== '');
  if (grants.some((g) => idsOf(g).length === 0)) return null;
  const rules = await db
    .selectFrom('sysPermissionDataRule')
    .select(['id', 'permissionId', 'ruleColumn', 'ruleConditions', 'ruleValue'])
    .where('id', 'in', [...new Set(grants.flatMap(idsOf))])
    .where('status', '=', '1')
    .execute();
  const user = await db
    .selectFrom('sysUser')
    .select(['realname', 'orgCode'])
    .where('id', '=', auth.userId)
    .executeTakeFirst();
  const caller = {
    userId: auth.userId,
    username: auth.username,
    realname: user?.realname ?? '',
    orgCode: user?.orgCode ?? '',
  };
  const groups: Condition[][] = [];
  for (const grant of grants) {
    const wanted = new Set(idsOf(grant));
    const own = rules.filter((r) => wanted.has(r.id) && r.permissionId === grant.permissionId);
    if (own.length === 0) return null;
    const conditions = own.map((r) => ruleCondition(entity, r, caller));
    if (conditions.every((c): c is Condition => c !== null)) groups.push(conditions);
  }
  return groups;
}
