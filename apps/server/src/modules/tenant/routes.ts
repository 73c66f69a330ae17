// Hand-built on the tenant resource's fields: a tenant's id is the integer its administrator enters (the
// family's client sends it as a number) and sys_tenant has no update stamps, which the engine assumes.
import { resourceMessages, tenantResource } from '@hcs/shared';
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
import type { Api } from '../../core/http/inputSchemas.ts';
import { resourceEntity, resourceSheetColumns } from '../../core/resource/entity.ts';
import { resourceInputSchema } from '../../core/resource/inputSchema.ts';
import { assertDictValues } from '../../core/resource/routes.ts';
import { BusinessError, badRequest, ok } from '../../core/result.ts';
import { inTenant } from '../../core/tenant.ts';
import { formatDateTime } from '../../core/time.ts';
import { parseInput } from '../../core/validation.ts';

// An edit names the tenant by its number (checked as on add) and cannot change it.
const tenantFields = resourceInputSchema(tenantResource);
type TenantValues = {
  id: number;
  name: string;
  beginDate: string | null;
  endDate: string | null;
  status: number;
};

const idsFilter = z.object({ ids: z.string().max(2000, '租户编号过多').optional() });

const tenantEntity = resourceEntity(tenantResource);
const NOT_FOUND = resourceMessages.notFound(tenantResource);

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

const PATH = tenantResource.path;
const perm = (action: string) => ({ config: { permission: `${tenantResource.permissionPrefix}:${action}` } });

/** 租户管理: tenants, each a separate organisation on one installation. */
export function tenantRoutes(app: Api, ctx: AppContext): void {
  const db = ctx.db.kysely;
  const read = (body: unknown) => parseInput(tenantFields, body) as TenantValues;
  const save = async (input: TenantValues, username: string) => {
    await assertDictValues(ctx, tenantResource, input);
    if (await db.selectFrom('sysTenant').select('id').where('id', '=', input.id).executeTakeFirst()) {
      throw new BusinessError(resourceMessages.taken(tenantResource.fields.id, String(input.id)));
    }
    await db
      .insertInto('sysTenant')
      .values({ ...input, createBy: username, createTime: formatDateTime() })
      .execute();
  };

  listEndpoints(app, ctx, {
    path: PATH,
    permissionPrefix: tenantResource.permissionPrefix,
    entity: tenantEntity,
    base: () => tenantsBase(db),
    select: (qb) => qb.selectAll(),
    columns: resourceSheetColumns(tenantResource),
    saveImported: (auth, values) => save(read(values), auth.username),
  });

  app.post(`${PATH}/add`, { ...perm('add'), schema: { body: tenantFields } }, async (request) => {
    await save(request.body as TenantValues, currentUser(request).username);
    return ok(null, '添加成功！');
  });

  app.put(`${PATH}/edit`, { ...perm('edit'), schema: { body: tenantFields } }, async (request) => {
    const { id, ...input } = request.body as TenantValues;
    await assertDictValues(ctx, tenantResource, input);
    await tenants.change(ctx, currentUser(request), [String(id)], (trx) =>
      trx.updateTable('sysTenant').set(input).where('id', '=', id).execute(),
    );
    return ok(null, '编辑成功!');
  });

  deleteEndpoints(app, PATH, `${tenantResource.permissionPrefix}:delete`, async (request, ids) => {
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
  app.get(`${PATH}/queryList`, { ...perm('list'), schema: { querystring: idsFilter } }, async (request) => {
    const ids = splitIds(request.query.ids).map(Number);
    if (ids.some((id) => !Number.isInteger(id))) throw badRequest('租户编号必须是数字');
    let query = tenantsBase(db).selectAll().where('status', '=', 1);
    if (ids.length > 0) query = query.where('id', 'in', ids);
    const visible = await withinDataScope(ctx, currentUser(request), tenantEntity, query);
    return ok(await visible.orderBy('id').execute());
  });

  app.get(`${PATH}/queryById`, { ...perm('list'), schema: { querystring: idQuery } }, async (request) => {
    const [id = ''] = tenantIds([request.query.id]);
    return ok(await tenants.one(ctx, currentUser(request), id));
  });
}
