import { type RawBuilder, type SqlBool, sql } from 'kysely';

/**
 * Rows of the caller's tenant: `column` holds a comma list of tenant ids (the family's rel_tenant_ids).
 * A caller without tenant (0) sees only rows without one.
 */
export function inTenant(column: string, tenantId: number): RawBuilder<SqlBool> {
  if (tenantId === 0) return sql<SqlBool>`(${sql.ref(column)} is null or ${sql.ref(column)} = '')`;
  return sql<SqlBool>`(',' || ${sql.ref(column)} || ',') like ${`%,${tenantId},%`}`;
}
