import type { Kysely } from 'kysely';
import { seedPermissionsUnder } from './support/menus.ts';

const GALLERY_MENU_ID = 'menu_component_gallery';

/**
 * The toolbar buttons of the gallery's authPre grid ("gallery:grid:"), granted to no role: without
 * them its 新增 / 插入一行 and 删除 are hidden (spec §6) until a role is given them in 角色管理.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await seedPermissionsUnder(
    db,
    GALLERY_MENU_ID,
    [
      {
        id: 'btn_gallery_grid_add',
        name: '示例表格：新增行',
        perms: 'gallery:grid:add',
        permsType: '1',
        sortNo: 3,
      },
      {
        id: 'btn_gallery_grid_batch_delete',
        name: '示例表格：删除行',
        perms: 'gallery:grid:batch_delete',
        permsType: '1',
        sortNo: 4,
      },
    ],
    [],
  );
}
