import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { currentUser } from '../../core/auth/guard.ts';
import type { AppContext } from '../../core/context.ts';
import { deleteEndpoints } from '../../core/crud/deleteEndpoints.ts';
import { idQuery, splitIds } from '../../core/crud/idParams.ts';
import { listEndpoints } from '../../core/crud/listEndpoints.ts';
import { withinDataScope } from '../../core/crud/scoped.ts';
import { scopedTable } from '../../core/crud/scopedTable.ts';
import type { Database } from '../../core/db/schema.ts';
import { defineEntity } from '../../core/query/entity.ts';
import { BusinessError, badRequest, ok } from '../../core/result.ts';
import { optionalDateOrDateTime, requiredMax } from '../../core/schemaFields.ts';
import { inTenant } from '../../core/tenant.ts';
import { formatDateTime } from '../../core/time.ts';
import { parseInput } from '../../core/validation.ts';

const date = optionalDateOrDateTime('日期格式应为 YYYY-MM-DD');

const tenantFields = z
  .object({
    id: z.coerce
      .number({ message: '租户编号必须是数字' })
      .int('租户编号必须是整数')
      .min(1, '租户编号最小为1')
      .max(1_000_000_000),
    name: requiredMax('租户名称', 100),
    beginDate: date,
    endDate: date,
    status: z.coerce
      .number()
      .int()
      .refine((v) => v === 0 || v === 1, '状态只能是正常或冻结')
      .default(1),
  })
  .refine((v) => !v.beginDate || !v.endDate || v.endDate >= v.beginDate, {
    message: '结束日期不能早于开始日期',
  });

const idsFilter = z.object({ ids: z.string().max(2000, '租户编号过多').optional() });

export const tenantEntity = defineEntity({
  title: '租户',
  defaultSort: 'id',
  menuComponent: 'system/TenantList',
  fields: {
    id: { column: 'id', type: 'number' },
    name: { column: 'name', type: 'string' },
    status: { column: 'status', type: 'number', dict: 'tenant_status' },
    beginDate: { column: 'beginDate', type: 'string' },
    endDate: { column: 'endDate', type: 'string' },
    createTime: { column: 'createTime', type: 'datetime' },
  },
});

const NOT_FOUND = '未找到对应的租户';

const tenantsBase = (db: Kysely<Database>) => db.selectFrom('sysTenant');

/** Every by-id path of a tenant goes through here. */
const tenants = scopedTable({
  entity: tenantEntity,
  base: tenantsBase,
  select: (qb) => qb.selectAll(),
  notFound: NOT_FOUND,
});

/** Tenant ids are integers: anything else names no tenant (and never reaches a numeric column as text). */
function tenantIds(ids: readonly string[]): string[] {
  const numbers = ids.map(Number);
  if (!numbers.every(Number.isInteger)) throw new BusinessError(NOT_FOUND);
  return numbers.map(String);
}

const PATH = '/sys/tenant';
const perm = (action: string) => ({ config: { permission: `system:tenant:${action}` } });

/** 租户管理: tenants, each a separate organisation on one installation. */
export function tenantRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.db.kysely;
  const save = async (input: z.infer<typeof tenantFields>, username: string) => {
    if (await db.selectFrom('sysTenant').select('id').where('id', '=', input.id).executeTakeFirst()) {
      throw new BusinessError(`租户编号已存在: ${input.id}`);
    }
    await db
      .insertInto('sysTenant')
      .values({ ...input, createBy: username, createTime: formatDateTime() })
      .execute();
  };

  listEndpoints(app, ctx, {
    path: PATH,
    permissionPrefix: 'system:tenant',
    entity: tenantEntity,
    base: () => tenantsBase(db),
    select: (qb) => qb.selectAll(),
    columns: [
      { field: 'id', title: '租户编号', width: 10 },
      { field: 'name', title: '租户名称', width: 24 },
      { field: 'beginDate', title: '开始时间', width: 14 },
      { field: 'endDate', title: '结束时间', width: 14 },
      { field: 'status', title: '状态', dict: 'tenant_status', width: 8 },
    ],
    saveImported: (auth, values) => save(parseInput(tenantFields, values), auth.username),
  });

  app.post(`${PATH}/add`, perm('add'), async (request) => {
    await save(parseInput(tenantFields, request.body), currentUser(request).username);
    return ok(null, '添加成功！');
  });

  app.put(`${PATH}/edit`, perm('edit'), async (request) => {
    const input = parseInput(tenantFields, request.body);
    await tenants.change(ctx, currentUser(request), [String(input.id)], (trx) =>
      trx.updateTable('sysTenant').set(input).where('id', '=', input.id).execute(),
    );
    return ok(null, '编辑成功!');
  });

  deleteEndpoints(app, PATH, 'system:tenant:delete', async (request, ids) => {
    const auth = currentUser(request);
    const wanted = tenantIds(ids);
    const numbers = wanted.map(Number);
    if (numbers.includes(auth.tenantId)) throw new BusinessError('不能删除当前所在的租户');
    await tenants.change(ctx, auth, wanted, async (trx) => {
      const inUse = await trx
        .selectFrom('sysUser')
        .select('id')
        .where('delFlag', '=', 0)
        .where((eb) => eb.or(numbers.map((n) => inTenant('relTenantIds', n))))
        .limit(1)
        .executeTakeFirst();
      if (inUse) throw new BusinessError('该租户下还有用户，不能删除');
      await trx.deleteFrom('sysTenant').where('id', 'in', numbers).execute();
    });
  });

  // The tenants a user form offers (the family's client): the normal ones, or those of `ids`.
  app.get(`${PATH}/queryList`, perm('list'), async (request) => {
    const ids = splitIds(parseInput(idsFilter, request.query).ids).map(Number);
    if (ids.some((id) => !Number.isInteger(id))) throw badRequest('租户编号必须是数字');
    let query = tenantsBase(db).selectAll().where('status', '=', 1);
    if (ids.length > 0) query = query.where('id', 'in', ids);
    const visible = await withinDataScope(ctx, currentUser(request), tenantEntity, query);
    return ok(await visible.orderBy('id').execute());
  });

  app.get(`${PATH}/queryById`, perm('list'), async (request) => {
    const [id = ''] = tenantIds([parseInput(idQuery, request.query).id]);
    return ok(await tenants.one(ctx, currentUser(request), id));
  });
}
