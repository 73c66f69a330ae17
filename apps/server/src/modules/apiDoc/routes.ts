import { API_DOC_PERMISSION, API_DOC_URL } from '@hcs/shared';
import type { AppContext } from '../../core/context.ts';
import type { Api } from '../../core/http/inputSchemas.ts';
import { openApiDocument } from '../../core/http/openApi.ts';
import type { RegisteredRoute } from '../../core/http/routeRegistry.ts';

const ACTIONS: Record<string, string> = {
  list: '查看',
  add: '添加',
  edit: '编辑',
  delete: '删除',
  import: '导入',
  export: '导出',
};

/**
 * "职务管理-添加职务" (as the operation log names it) for each button permission code, from the menu (a code
 * may be one of a comma list); a code without a button of its own is named after its siblings' menu
 * ("消息模板-导入").
 */
async function permissionNames(ctx: AppContext): Promise<(code: string) => string | undefined> {
  const rows = await ctx.db.kysely
    .selectFrom('sysPermission as button')
    .leftJoin('sysPermission as menu', 'menu.id', 'button.parentId')
    .select(['button.perms', 'button.name', 'menu.name as menuName'])
    .where('button.menuType', '=', 2)
    .where('button.delFlag', '=', 0)
    .where('button.perms', 'is not', null)
    .orderBy('button.sortNo')
    .execute();
  const names = new Map<string, string>();
  const menus = new Map<string, string>();
  const prefixOf = (code: string) => code.slice(0, code.lastIndexOf(':'));
  for (const row of rows) {
    const name = row.menuName ? `${row.menuName}-${row.name}` : row.name;
    for (const code of (row.perms ?? '').split(',')) {
      const trimmed = code.trim();
      if (trimmed && !names.has(trimmed)) names.set(trimmed, name);
      if (trimmed && row.menuName && !menus.has(prefixOf(trimmed)))
        menus.set(prefixOf(trimmed), row.menuName);
    }
  }
  return (code) => {
    const own = names.get(code);
    if (own) return own;
    const menu = menus.get(prefixOf(code));
    const action = code.slice(code.lastIndexOf(':') + 1);
    return menu ? `${menu}-${ACTIONS[action] ?? action}` : undefined;
  };
}

/** 接口文档: GET /sys/openapi.json, the OpenAPI 3.1 description of every API route, as it is registered. */
export function apiDocRoutes(app: Api, ctx: AppContext, routes: readonly RegisteredRoute[]): void {
  app.get(
    API_DOC_URL,
    { config: { permission: API_DOC_PERMISSION, summary: '接口文档（OpenAPI 3.1）' } },
    async (_request, reply) => {
      const nameOf = await permissionNames(ctx);
      reply.header('Cache-Control', 'no-store');
      return openApiDocument(routes, ctx.config.basePath, nameOf);
    },
  );
}
