import type { Kysely } from 'kysely';
import { seedPermissionsUnder } from './support/menus.ts';

const ANNOUNCEMENT_MENU_ID = 'menu_system_announcement';

/** 系统通告's export (GET /sys/annountCement/exportXls, which the family's client offers), granted to admin. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await seedPermissionsUnder(
    db,
    ANNOUNCEMENT_MENU_ID,
    [
      {
        id: 'btn_announcement_export',
        name: '导出通告',
        perms: 'system:announcement:export',
        permsType: '1',
        sortNo: 6,
      },
    ],
    ['admin'],
  );
}
