import type { Kysely } from 'kysely';
import { VersionedCache } from '../cache/versionedCache.ts';
import type { Database } from '../db/schema.ts';
import type { WriteTracker } from '../db/writeTracker.ts';
import type { AuthContext } from '../http/fastifyTypes.ts';
import type { Condition } from '../query/conditions.ts';
import type { EntitySpec } from '../query/entity.ts';
import { typedCondition } from '../query/listQuery.ts';
import { formatDate, formatDateTime } from '../time.ts';

/**
 * The rows of a list a user may see under data rules (数据规则): null = every row; otherwise rows that
 * match all the conditions of at least one group (an empty list = no row at all).
 */
export type DataScope = Condition[][] | null;

/** The menu entries whose grants carry the rules: by component, or (one component, many lists) by url. */
type MenuOf = { component: string } | { urls: readonly string[] };

interface Grant {
  permissionId: string;
  dataRuleIds: string | null;
}

interface Rule {
  id: string;
  permissionId: string;
  ruleColumn: string;
  ruleConditions: string;
  ruleValue: string;
}

/** Who the system variables of rule values stand for. */
interface Caller {
  userId: string;
  username: string;
  realname: string;
  orgCode: string;
}

const OPERATORS: Record<string, Condition['op']> = {
  '=': 'eq',
  '!=': 'ne',
  '<>': 'ne',
  '>': 'gt',
  '>=': 'ge',
  '<': 'lt',
  '<=': 'le',
  IN: 'in',
  LIKE: 'like',
  LEFT_LIKE: 'left_like',
  RIGHT_LIKE: 'right_like',
};

const TABLES = [
  'sys_permission',
  'sys_permission_data_rule',
  'sys_role_permission',
  'sys_user_role',
  'sys_depart_role_permission',
  'sys_depart_role_user',
  'sys_user_depart',
  'sys_user',
];

function variableValue(name: string, caller: Caller): string | undefined {
  switch (name) {
    case 'sys_user_code':
      return caller.username;
    case 'sys_user_id':
      return caller.userId;
    case 'sys_user_name':
      return caller.realname;
    case 'sys_org_code':
      return caller.orgCode;
    case 'sys_date':
      return formatDate();
    case 'sys_time':
      return formatDateTime();
    default:
      return undefined;
  }
}

/**
 * One rule as a list condition, or null when it cannot be applied (a column the list does not have,
 * an unknown variable, a variable without a value, a value of the wrong type). Such a rule matches
 * nothing: a broken rule must never widen what a user sees.
 */
export function ruleCondition(entity: EntitySpec, rule: Rule, caller: Caller): Condition | null {
  const field = entity.fields[rule.ruleColumn];
  const op = OPERATORS[rule.ruleConditions.trim().toUpperCase()];
  if (!field || field.queryable === false || !op) return null;
  let unresolved = false;
  const value = rule.ruleValue.replace(/#\{(\w+)\}/g, (_, name: string) => {
    const resolved = variableValue(name, caller);
    if (!resolved) unresolved = true;
    return resolved ?? '';
  });
  if (unresolved || value.trim() === '') return null;
  const condition: Condition = {
    field: rule.ruleColumn,
    op,
    value:
      op === 'in'
        ? value
            .split(',')
            .map((v) => v.trim())
            .filter((v) => v !== '')
        : value.trim(),
  };
  try {
    return typedCondition(field, condition);
  } catch {
    return null;
  }
}

/**
 * Data rules per list: a user's roles and department roles grant the list's menu, each grant with the
 * rules chosen for it. Grants add up — a grant without rules shows every row, otherwise a row is shown
 * when it passes all the rules of at least one grant.
 */
export class DataScopes {
  private readonly cache: VersionedCache<DataScope>;

  constructor(
    private readonly db: Kysely<Database>,
    writes: WriteTracker,
  ) {
    this.cache = new VersionedCache(writes, TABLES, 5_000, 5_000);
  }

  forList(auth: AuthContext, entity: EntitySpec): Promise<DataScope> {
    const urls = entity.menuUrls;
    if (urls) {
      if (urls.length === 0) return Promise.resolve(null);
      const menu: MenuOf = { urls };
      return this.cache.get(`${auth.userId}\u0001${urls.join('\u0000')}`, () =>
        this.compute(auth, entity, menu),
      );
    }
    const component = entity.menuComponent;
    if (!component) return Promise.resolve(null);
    return this.cache.get(`${auth.userId}\u0000${component}`, () =>
      this.compute(auth, entity, { component }),
    );
  }

  private async compute(auth: AuthContext, entity: EntitySpec, menu: MenuOf): Promise<DataScope> {
    const grants = await this.grants(auth.userId, menu);
    if (grants.length === 0) return null;
    const idsOf = (g: Grant) => (g.dataRuleIds ?? '').split(',').filter((id) => id !== '');
    if (grants.some((g) => idsOf(g).length === 0)) return null;
    const rules = await this.db
      .selectFrom('sysPermissionDataRule')
      .select(['id', 'permissionId', 'ruleColumn', 'ruleConditions', 'ruleValue'])
      .where('id', 'in', [...new Set(grants.flatMap(idsOf))])
      .where('status', '=', '1')
      .execute();
    const caller = await this.caller(auth);
    const groups: Condition[][] = [];
    for (const grant of grants) {
      const wanted = new Set(idsOf(grant));
      const own = rules.filter((r) => wanted.has(r.id) && r.permissionId === grant.permissionId);
      // Every chosen rule disabled or deleted: the grant limits nothing any more.
      if (own.length === 0) return null;
      const conditions = own.map((r) => ruleCondition(entity, r, caller));
      if (conditions.every((c): c is Condition => c !== null)) groups.push(conditions);
    }
    return groups;
  }

  private grants(userId: string, menu: MenuOf): Promise<Grant[]> {
    const viaRoles = this.db
      .selectFrom('sysRolePermission as rp')
      .innerJoin('sysUserRole as ur', 'ur.roleId', 'rp.roleId')
      .innerJoin('sysPermission as p', 'p.id', 'rp.permissionId')
      .select(['rp.permissionId', 'rp.dataRuleIds'])
      .where('ur.userId', '=', userId)
      .where((eb) =>
        'urls' in menu ? eb('p.url', 'in', [...menu.urls]) : eb('p.component', '=', menu.component),
      )
      .where('p.menuType', '!=', 2)
      .where('p.delFlag', '=', 0);
    const viaDepartRoles = this.db
      .selectFrom('sysDepartRolePermission as drp')
      .innerJoin('sysDepartRoleUser as dru', 'dru.droleId', 'drp.roleId')
      .innerJoin('sysUserDepart as ud', (join) =>
        join.onRef('ud.userId', '=', 'dru.userId').onRef('ud.depId', '=', 'drp.departId'),
      )
      .innerJoin('sysPermission as p', 'p.id', 'drp.permissionId')
      .select(['drp.permissionId', 'drp.dataRuleIds'])
      .where('dru.userId', '=', userId)
      .where((eb) =>
        'urls' in menu ? eb('p.url', 'in', [...menu.urls]) : eb('p.component', '=', menu.component),
      )
      .where('p.menuType', '!=', 2)
      .where('p.delFlag', '=', 0);
    return viaRoles.unionAll(viaDepartRoles).execute();
  }

  private async caller(auth: AuthContext): Promise<Caller> {
    const user = await this.db
      .selectFrom('sysUser')
      .select(['realname', 'orgCode'])
      .where('id', '=', auth.userId)
      .executeTakeFirst();
    return {
      userId: auth.userId,
      username: auth.username,
      realname: user?.realname ?? '',
      orgCode: user?.orgCode ?? '',
    };
  }
}
