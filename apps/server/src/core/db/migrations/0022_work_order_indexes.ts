import type { Kysely } from 'kysely';
import { dropIndexOn } from './support/dialect.ts';

/**
 * Indexes for a centre with a million work orders (issue 7, `npm run bench`). Each starts with the
 * tenant and the delete flag every query names, and ends with sys_org_code, which a manager's data rule
 * (department subtree) tests: SQLite answers the query from the index alone, without reading the rows.
 *
 * - the list by status, newest first: walks one status newest-first and stops after the page, testing
 *   the department subtree (`sys_org_code LIKE 'A01A01%'`) on the index entry; also the totals by status;
 * - the overdue count (status < 4, deadline); the totals by service type;
 * - orders created / completed per day since a date;
 * - orders per audience (the counts by disability type);
 * - audiences in service.
 * The status and completion indexes replace those of 0016, which lacked del_flag and so read every row.
 */
const ORDER_INDEXES: [string, string[]][] = [
  ['idx_wo_order_status_time', ['tenant_id', 'del_flag', 'status', 'create_time', 'sys_org_code']],
  ['idx_wo_order_status_deadline', ['tenant_id', 'del_flag', 'status', 'deadline', 'sys_org_code']],
  ['idx_wo_order_service_type', ['tenant_id', 'del_flag', 'service_type', 'sys_org_code']],
  ['idx_wo_order_created', ['tenant_id', 'del_flag', 'create_time', 'sys_org_code']],
  ['idx_wo_order_completed_time', ['tenant_id', 'del_flag', 'completed_time', 'sys_org_code']],
  ['idx_wo_order_audience_scope', ['tenant_id', 'del_flag', 'audience_id', 'sys_org_code']],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await dropIndexOn(db, 'idx_wo_order_status_org_time', 'wo_work_order').ifExists().execute();
  await dropIndexOn(db, 'idx_wo_order_completed', 'wo_work_order').ifExists().execute();
  for (const [name, columns] of ORDER_INDEXES) {
    await db.schema.createIndex(name).ifNotExists().on('wo_work_order').columns(columns).execute();
  }
  await db.schema
    .createIndex('idx_wo_audience_status')
    .ifNotExists()
    .on('wo_audience')
    .columns(['tenant_id', 'del_flag', 'status', 'sys_org_code'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropIndexOn(db, 'idx_wo_audience_status', 'wo_audience').ifExists().execute();
  for (const [name] of ORDER_INDEXES) await dropIndexOn(db, name, 'wo_work_order').ifExists().execute();
  await db.schema
    .createIndex('idx_wo_order_status_org_time')
    .on('wo_work_order')
    .columns(['tenant_id', 'status', 'sys_org_code', 'create_time'])
    .execute();
  await db.schema
    .createIndex('idx_wo_order_completed')
    .on('wo_work_order')
    .columns(['tenant_id', 'completed_time'])
    .execute();
}
