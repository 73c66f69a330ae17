import type { CreateTableBuilder } from 'kysely';

/**
 * Who created and last changed a row, and when: the columns every managed table carries.
 * Frozen (see README.md): migrations call it, so it never changes.
 */
export const auditColumns = <T extends CreateTableBuilder<string, never>>(t: T): T =>
  t
    .addColumn('create_by', 'varchar(50)')
    .addColumn('create_time', 'varchar(19)')
    .addColumn('update_by', 'varchar(50)')
    .addColumn('update_time', 'varchar(19)') as T;

/** The audit columns of a row, as `auditColumns` creates them. */
export type AuditRow = {
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
};
