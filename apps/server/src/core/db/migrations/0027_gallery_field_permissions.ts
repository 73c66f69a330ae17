import type { Kysely } from 'kysely';
import { seedPermissionsUnder } from './support/menus.ts';

const GALLERY_MENU_ID = 'menu_component_gallery';

/**
 * Two field permissions of the gallery's grid (authPre "gallery:grid:"), granted to no role: the
 * 可见/可访问 one hides 联系电话 and the 可编辑 one disables 服务费用 until a role is given them in 角色管理.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const added = await seedPermissionsUnder(
    db,
    GALLERY_MENU_ID,
    [
      {
        id: 'btn_gallery_grid_phone',
        name: '示例表格：查看联系电话',
        perms: 'gallery:grid:phone',
        permsType: '1',
        sortNo: 1,
      },
      {
        id: 'btn_gallery_grid_fee',
        name: '示例表格：编辑服务费用',
        perms: 'gallery:grid:fee',
        permsType: '2',
        sortNo: 2,
      },
    ],
    [],
  );
  if (!added) return;
  await db
    .withTables<{ sysPermission: { id: string; isLeaf: number } }>()
    .updateTable('sysPermission')
    .set({ isLeaf: 0 })
    .where('id', '=', GALLERY_MENU_ID)
    .execute();
}
