import { currentUser } from '../../core/auth/guard.ts';
import type { AppContext } from '../../core/context.ts';
import { deleteEndpoints } from '../../core/crud/deleteEndpoints.ts';
import { registerCheckable } from '../../core/crud/duplicateCheck.ts';
import { idQuery, splitIds } from '../../core/crud/idParams.ts';
import type { Api } from '../../core/http/inputSchemas.ts';
import { ok } from '../../core/result.ts';
import { permissionTree } from '../role/service.ts';
import { dataRuleRoutes } from './dataRuleRoutes.ts';
import { entryEdit, entryFields, entryListQuery, parentIdQuery, parentIdsQuery } from './entrySchema.ts';
import {
  addEntry,
  childrenByParent,
  deleteEntries,
  editEntry,
  entryById,
  entryTree,
  topMenus,
} from './entryService.ts';
import { entrySheetRoutes } from './entrySheetRoutes.ts';

const PATH = '/sys/permission';
const perm = (action: string) => ({ config: { permission: `system:permission:${action}` } });

/** 菜单管理: the menus, sub-menus and buttons, their export and import, and the data rules of menus. */
export function permissionManageRoutes(app: Api, ctx: AppContext): void {
  // 授权标识 (a button's code): unique among the entries not deleted.
  registerCheckable('sys_permission', { fields: { perms: 'perms' }, liveOnly: true });
  app.get(`${PATH}/list`, { ...perm('list'), schema: { querystring: entryListQuery } }, async (request) =>
    ok(await entryTree(ctx, request.query.name)),
  );

  app.get(`${PATH}/getSystemMenuList`, perm('list'), async () => ok(await topMenus(ctx)));

  app.get(
    `${PATH}/getSystemSubmenu`,
    { ...perm('list'), schema: { querystring: parentIdQuery } },
    async (request) => {
      const { parentId } = request.query;
      return ok((await childrenByParent(ctx, [parentId]))[parentId] ?? []);
    },
  );

  app.get(
    `${PATH}/getSystemSubmenuBatch`,
    { ...perm('list'), schema: { querystring: parentIdsQuery } },
    async (request) => ok(await childrenByParent(ctx, splitIds(request.query.parentIds))),
  );

  // The menu form's parent picker in the family's client: the whole tree with every id.
  app.get(`${PATH}/queryTreeList`, perm('list'), async () => ok(await permissionTree(ctx)));

  app.get(`${PATH}/queryById`, { ...perm('list'), schema: { querystring: idQuery } }, async (request) =>
    ok(await entryById(ctx, request.query.id)),
  );

  app.post(`${PATH}/add`, { ...perm('add'), schema: { body: entryFields } }, async (request) => {
    await addEntry(ctx, currentUser(request), request.body);
    return ok(null, '添加成功！');
  });

  app.put(`${PATH}/edit`, { ...perm('edit'), schema: { body: entryEdit } }, async (request) => {
    const { id, ...input } = request.body;
    await editEntry(ctx, currentUser(request), id, input);
    return ok(null, '编辑成功!');
  });

  deleteEndpoints(app, PATH, 'system:permission:delete', (_request, ids) => deleteEntries(ctx, ids));
  entrySheetRoutes(app, ctx, PATH);
  dataRuleRoutes(app, ctx, PATH);
}
