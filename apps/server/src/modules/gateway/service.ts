import type { AppContext } from '../../core/context.ts';
import type { SheetColumn } from '../../core/excel/columns.ts';
import type { AuthContext } from '../../core/http/fastifyTypes.ts';
import { newId } from '../../core/ids.ts';
import { defineEntity } from '../../core/query/entity.ts';
import { BusinessError } from '../../core/result.ts';
import { formatDateTime } from '../../core/time.ts';
import type { RouteInput } from './schema.ts';

export const routeEntity = defineEntity({
  title: '网关路由',
  defaultSort: 'createTime',
  fields: {
    name: { column: 'name', type: 'string' },
    pathPrefix: { column: 'pathPrefix', type: 'string' },
    uri: { column: 'uri', type: 'string' },
    stripPrefix: { column: 'stripPrefix', type: 'number', dict: 'yn' },
    isPublic: { column: 'isPublic', type: 'number', dict: 'yn' },
    status: { column: 'status', type: 'number', dict: 'gateway_status' },
    remark: { column: 'remark', type: 'string' },
    createTime: { column: 'createTime', type: 'datetime' },
  },
});

export const routeColumns: SheetColumn[] = [
  { field: 'name', title: '路由名称', width: 20 },
  { field: 'pathPrefix', title: '路径前缀', width: 20 },
  { field: 'uri', title: '上游地址', width: 36 },
  { field: 'stripPrefix', title: '去除前缀', dict: 'yn', width: 10 },
  { field: 'isPublic', title: '公开访问', dict: 'yn', width: 10 },
  { field: 'status', title: '状态', dict: 'gateway_status', width: 10 },
  { field: 'remark', title: '备注', width: 30 },
];

export const routesBase = (ctx: AppContext) => ctx.db.kysely.selectFrom('sysGatewayRoute');

const DUPLICATE = '该路径前缀已被其他路由使用';

async function assertPrefixFree(ctx: AppContext, pathPrefix: string, exceptId: string | null) {
  let q = routesBase(ctx).select('id').where('pathPrefix', '=', pathPrefix);
  if (exceptId) q = q.where('id', '!=', exceptId);
  if (await q.executeTakeFirst()) throw new BusinessError(DUPLICATE);
}

export async function addRoute(ctx: AppContext, auth: AuthContext, input: RouteInput): Promise<void> {
  await assertPrefixFree(ctx, input.pathPrefix, null);
  try {
    await ctx.db.kysely
      .insertInto('sysGatewayRoute')
      .values({
        id: newId(),
        ...input,
        createBy: auth.username,
        createTime: formatDateTime(),
        updateBy: null,
        updateTime: null,
      })
      .execute();
  } catch {
    // Added by someone else at the same moment (the prefix is unique).
    throw new BusinessError(DUPLICATE);
  }
}

export async function editRoute(ctx: AppContext, auth: AuthContext, id: string, input: RouteInput) {
  await routeById(ctx, id);
  await assertPrefixFree(ctx, input.pathPrefix, id);
  await ctx.db.kysely
    .updateTable('sysGatewayRoute')
    .set({ ...input, updateBy: auth.username, updateTime: formatDateTime() })
    .where('id', '=', id)
    .execute();
}

export async function deleteRoutes(ctx: AppContext, ids: string[]): Promise<void> {
  if (ids.length === 0) throw new BusinessError('请选择一条记录！');
  await ctx.db.kysely.deleteFrom('sysGatewayRoute').where('id', 'in', ids).execute();
}

export async function routeById(ctx: AppContext, id: string) {
  const row = await routesBase(ctx).selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new BusinessError('未找到对应的网关路由');
  return row;
}
