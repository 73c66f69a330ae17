import { type RawBuilder, type SqlBool, sql } from 'kysely';
import {
  maskDate,
  maskEmail,
  maskPhone,
  type PersonalField,
  userContact,
} from '../../core/permission/personalFields.ts';
import type { FieldType } from '../../core/query/entity.ts';
import { inTenant } from '../../core/tenant.ts';

/** The rows of a table the caller may see, the table being named `alias` in the report's query. */
type RowScope = (alias: string, tenantId: number) => RawBuilder<SqlBool>;

export interface ReportTable {
  /** The columns a report may read, by their database (snake_case) name, with their type. */
  columns: ReadonlyMap<string, FieldType>;
  /** Always added to the report's conditions on this table (tenant isolation). */
  scope?: RowScope;
  /** Columns of personal data, masked in a report for a caller without their permission. */
  personal?: Readonly<Record<string, PersonalField>>;
}

type Columns = Record<string, FieldType>;

const audit: Columns = {
  create_by: 'string',
  create_time: 'datetime',
  update_by: 'string',
  update_time: 'datetime',
};

/** Users of the caller's tenant only (rel_tenant_ids holds the user's tenants). */
const tenantUsers: RowScope = (alias, tenantId) => inTenant(`${alias}.rel_tenant_ids`, tenantId);

/** Link rows of users of the caller's tenant only. */
const linksOfTenantUsers: RowScope = (alias, tenantId) =>
  sql<SqlBool>`${sql.ref(`${alias}.user_id`)} in (select ${sql.ref('scope_user.id')} from ${sql.table(
    'sys_user',
  )} as ${sql.id('scope_user')} where ${inTenant('scope_user.rel_tenant_ids', tenantId)})`;

const table = (
  columns: Columns,
  scope?: RowScope,
  personal?: Readonly<Record<string, PersonalField>>,
): ReportTable => ({
  columns: new Map(Object.entries(columns)),
  ...(scope ? { scope } : {}),
  ...(personal ? { personal } : {}),
});

/**
 * The tables and columns an online report may read: nothing else can appear in a report's query.
 * Secrets (password, tenant lists, sessions) are not registered, so no report can show them.
 */
export const REPORT_TABLES: ReadonlyMap<string, ReportTable> = new Map([
  [
    'sys_user',
    table(
      {
        id: 'string',
        username: 'string',
        realname: 'string',
        avatar: 'string',
        birthday: 'date',
        sex: 'number',
        email: 'string',
        phone: 'string',
        org_code: 'string',
        status: 'number',
        del_flag: 'number',
        work_no: 'string',
        post: 'string',
        telephone: 'string',
        user_identity: 'number',
        ...audit,
      },
      tenantUsers,
      {
        phone: userContact(maskPhone),
        telephone: userContact(maskPhone),
        email: userContact(maskEmail),
        birthday: userContact(maskDate),
      },
    ),
  ],
  [
    'sys_depart',
    table({
      id: 'string',
      parent_id: 'string',
      depart_name: 'string',
      depart_name_en: 'string',
      depart_name_abbr: 'string',
      depart_order: 'number',
      description: 'string',
      mobile: 'string',
      fax: 'string',
      address: 'string',
      memo: 'string',
      org_category: 'string',
      org_type: 'string',
      org_code: 'string',
      status: 'string',
      del_flag: 'number',
      ...audit,
    }),
  ],
  ['sys_user_depart', table({ id: 'string', user_id: 'string', dep_id: 'string' }, linksOfTenantUsers)],
  ['sys_user_role', table({ id: 'string', user_id: 'string', role_id: 'string' }, linksOfTenantUsers)],
  [
    'sys_role',
    table({ id: 'string', role_name: 'string', role_code: 'string', description: 'string', ...audit }),
  ],
  [
    'sys_position',
    table({
      id: 'string',
      code: 'string',
      name: 'string',
      post_rank: 'string',
      company_id: 'string',
      sys_org_code: 'string',
      ...audit,
    }),
  ],
  [
    'sys_dict',
    table({
      id: 'string',
      dict_name: 'string',
      dict_code: 'string',
      description: 'string',
      del_flag: 'number',
      type: 'number',
    }),
  ],
  [
    'sys_dict_item',
    table({
      id: 'string',
      dict_id: 'string',
      item_text: 'string',
      item_value: 'string',
      description: 'string',
      sort_order: 'number',
      status: 'number',
    }),
  ],
]);
