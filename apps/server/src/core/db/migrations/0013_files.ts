import type { Kysely } from 'kysely';
import { auditColumns } from './support/auditColumns.ts';

/** The record of every uploaded file (sys_file), which the file list (文件列表) shows. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sys_file')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('url', 'varchar(500)', (c) => c.notNull())
    .addColumn('biz', 'varchar(50)', (c) => c.notNull())
    .addColumn('file_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('file_size', 'integer', (c) => c.notNull())
    .addColumn('store_type', 'varchar(20)', (c) => c.notNull())
    .$call(auditColumns)
    .addColumn('del_flag', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('idx_sys_file_url').on('sys_file').column('url').execute();
  await db.schema.createIndex('idx_sys_file_create_time').on('sys_file').column('create_time').execute();
}
