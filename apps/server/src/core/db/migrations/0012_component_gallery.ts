import type { Kysely } from 'kysely';
import { seedMenus } from './support/menus.ts';

/** The component gallery (组件示例, /test/home): every toolkit component with its variants, for admins. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await seedMenus(
    db,
    [
      {
        id: 'menu_component_gallery',
        name: '组件示例',
        menuType: 0,
        url: '/test/home',
        component: 'test/Home',
        componentName: 'ComponentGallery',
        icon: 'appstore',
        sortNo: 85,
      },
    ],
    { admin: () => true },
  );
}
