import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { menuExists, seedMenus } from '../seed/menuSeed.ts';

const ANNOUNCEMENT_MENU_ID = 'menu_system_announcement';

/** 系统通告's export (GET /sys/annountCement/exportXls, which the family's client offers), granted to admin. */
export async function up(db: Kysely<Database>): Promise<void> {
  if (!(await menuExists(db, ANNOUNCEMENT_MENU_ID))) return;
  await seedMenus(
    db,
    [
      {
        id: 'btn_announcement_export',
        name: '导出通告',
        menuType: 2,
        perms: 'system:announcement:export',
        permsType: '1',
        sortNo: 6,
      },
    ],
    { admin: () => true },
    ANNOUNCEMENT_MENU_ID,
  );
}
