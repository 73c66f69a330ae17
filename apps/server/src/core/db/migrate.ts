import { type Kysely, type Migration, type MigrationResultSet, Migrator } from 'kysely';
import * as m0001 from './migrations/0001_foundation_schema.ts';
import * as m0002 from './migrations/0002_foundation_data.ts';
import * as m0003 from './migrations/0003_announcements.ts';
import * as m0004 from './migrations/0004_positions.ts';
import * as m0005 from './migrations/0005_user_management.ts';
import * as m0006 from './migrations/0006_role_management.ts';
import * as m0007 from './migrations/0007_depart_management.ts';
import * as m0008 from './migrations/0008_list_indexes.ts';
import * as m0009 from './migrations/0009_tenant_online.ts';
import * as m0010 from './migrations/0010_drop_status_sex_index.ts';
import * as m0011 from './migrations/0011_permission_rules.ts';
import * as m0012 from './migrations/0012_component_gallery.ts';
import * as m0013 from './migrations/0013_files.ts';
import * as m0014 from './migrations/0014_categories.ts';
import * as m0015 from './migrations/0015_online_reports.ts';
import * as m0016 from './migrations/0016_work_orders.ts';
import * as m0018 from './migrations/0018_dashboards.ts';
import * as m0019 from './migrations/0019_dict_management.ts';
import * as m0020 from './migrations/0020_quartz_jobs.ts';
import * as m0021 from './migrations/0021_logs.ts';
import * as m0022 from './migrations/0022_work_order_indexes.ts';
import * as m0023 from './migrations/0023_category_checkrule.ts';
import * as m0024 from './migrations/0024_fillrule_files.ts';
import * as m0025 from './migrations/0025_messages.ts';
import * as m0026 from './migrations/0026_datasource_gateway.ts';
import * as m0027 from './migrations/0027_gallery_field_permissions.ts';
import * as m0028 from './migrations/0028_family_dicts.ts';
import * as m0029 from './migrations/0029_gallery_grid_toolbar_permissions.ts';
import * as m0030 from './migrations/0030_download_tickets.ts';
import * as m0031 from './migrations/0031_announcement_export.ts';
import * as m0032 from './migrations/0032_menus_by_role.ts';
import * as m0033 from './migrations/0033_sensitive_reveal_log.ts';
import * as m0034 from './migrations/0034_online_development.ts';
import * as m0035 from './migrations/0035_online_report_links.ts';
import * as m0036 from './migrations/0036_sms_and_registration.ts';
import * as m0037 from './migrations/0037_third_party_login.ts';
import * as m0038 from './migrations/0038_account_preferences.ts';
import * as m0039 from './migrations/0039_system_monitor.ts';
import * as m0040 from './migrations/0040_monitor_viewer.ts';
import * as m0041 from './migrations/0041_api_doc.ts';
import type { Database } from './schema.ts';

/** Migrations are code, listed here in order; each runs once, at start-up. */
const migrations: Record<string, Migration> = {
  '0001_foundation_schema': m0001,
  '0002_foundation_data': m0002,
  '0003_announcements': m0003,
  '0004_positions': m0004,
  '0005_user_management': m0005,
  '0006_role_management': m0006,
  '0007_depart_management': m0007,
  '0008_list_indexes': m0008,
  '0009_tenant_online': m0009,
  '0010_drop_status_sex_index': m0010,
  '0011_permission_rules': m0011,
  '0012_component_gallery': m0012,
  '0013_files': m0013,
  '0014_categories': m0014,
  '0015_online_reports': m0015,
  '0016_work_orders': m0016,
  '0018_dashboards': m0018,
  '0019_dict_management': m0019,
  '0020_quartz_jobs': m0020,
  '0021_logs': m0021,
  '0022_work_order_indexes': m0022,
  '0023_category_checkrule': m0023,
  '0024_fillrule_files': m0024,
  '0025_messages': m0025,
  '0026_datasource_gateway': m0026,
  '0027_gallery_field_permissions': m0027,
  '0028_family_dicts': m0028,
  '0029_gallery_grid_toolbar_permissions': m0029,
  '0030_download_tickets': m0030,
  '0031_announcement_export': m0031,
  '0032_menus_by_role': m0032,
  '0033_sensitive_reveal_log': m0033,
  '0034_online_development': m0034,
  '0035_online_report_links': m0035,
  '0036_sms_and_registration': m0036,
  '0037_third_party_login': m0037,
  '0038_account_preferences': m0038,
  '0039_system_monitor': m0039,
  '0040_monitor_viewer': m0040,
  '0041_api_doc': m0041,
};

/** The schema versions this code knows, oldest first (a backup names the one it was taken at). */
export const MIGRATION_NAMES: readonly string[] = Object.keys(migrations);

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  await migrateWith(db, (migrator) => migrator.migrateToLatest());
}

/** Migrates up to `name` and no further (a restore rebuilds the schema its backup was taken at). */
export async function migrateTo(db: Kysely<Database>, name: string): Promise<void> {
  await migrateWith(db, (migrator) => migrator.migrateTo(name));
}

async function migrateWith(
  db: Kysely<Database>,
  run: (migrator: Migrator) => Promise<MigrationResultSet>,
): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await run(migrator);
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(
      `数据库迁移失败: ${failed?.migrationName ?? ''} ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
