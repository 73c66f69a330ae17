import { columnOf, inputFields, type Resource, resourceMessages } from '@hcs/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely, SelectQueryBuilder, Transaction } from 'kysely';
import { currentUser } from '../auth/guard.ts';
import type { AppContext } from '../context.ts';
import { deleteEndpoints } from '../crud/deleteEndpoints.ts';
import { registerCheckable } from '../crud/duplicateCheck.ts';
import { idQuery } from '../crud/idParams.ts';
import { listEndpoints } from '../crud/listEndpoints.ts';
import { type ScopedTable, scopedTable } from '../crud/scopedTable.ts';
import type { Database } from '../db/schema.ts';
import type { AuthContext } from '../http/fastifyTypes.ts';
import { newId } from '../ids.ts';
import type { EntitySpec } from '../query/entity.ts';
import { BusinessError, ok } from '../result.ts';
import { formatDateTime } from '../time.ts';
import { parseInput } from '../validation.ts';
import { resourceEntity, resourceSheetColumns } from './entity.ts';
import { type ResourceValues, resourceInputSchema } from './inputSchema.ts';

type Db = Kysely<Database> | Transaction<Database>;
/**
 * The writes of a resource name their table and columns from its definition, which the compiler cannot
 * follow through a union of tables: they go through this untyped view of the same connection.
 */
type AnyTables = Record<string, Record<string, unknown>>;
const untyped = (db: Db) => db as unknown as Kysely<AnyTables>;

/** The tables a resource can be stored in: every one with an id and the audit columns. */
type ResourceTable = {
  [T in keyof Database]: Database[T] extends {
    id: string;
    createBy: string | null;
    createTime: string | null;
  }
    ? T
    : never;
}[keyof Database];

export interface ResourceServer<TB extends ResourceTable> {
  resource: Resource;
  /** Its table as the code names it, e.g. sysPosition. */
  table: TB;
  /** The rows the caller's tenant holds, before data rules: what the list reads. Default: the table. */
  base?: (db: Db, auth: AuthContext) => SelectQueryBuilder<Database, TB, object>;
}

export interface ServedResource {
  entity: EntitySpec;
  /** The one way to its records by id (reads, changes), through the caller's data rules. */
  records: ScopedTable<Record<string, unknown>>;
}

/** Every dictionary field's value is an item of its dictionary (or empty where it is optional). */
async function assertDictValues(ctx: AppContext, resource: Resource, values: ResourceValues) {
  for (const [name, field] of inputFields(resource)) {
    const value = values[name];
    if (!field.dict || value === null || value === undefined) continue;
    const items = await ctx.dicts.items(field.dict);
    if (!items.some((item) => item.value === String(value))) {
      throw new BusinessError(resourceMessages.required(field));
    }
  }
}

/**
 * The standard endpoints of a resource, from its definition (docs/resources.md): list, export and import;
 * add, edit, queryById; delete and deleteBatch (GET and DELETE, as the family's clients send them), each
 * behind its permission, every by-id path through the data rules, inputs checked by the definition's
 * rules, unique fields checked in the same transaction as the save, audit columns stamped. A module adds
 * what is particular to it beside these.
 */
export function resourceRoutes<TB extends ResourceTable>(
  app: FastifyInstance,
  ctx: AppContext,
  def: ResourceServer<TB>,
): ServedResource {
  const { resource, table } = def;
  const tableName: string = table;
  const entity = resourceEntity(resource);
  const schema = resourceInputSchema(resource);
  const base = def.base ?? ((db: Db) => db.selectFrom(table) as SelectQueryBuilder<Database, TB, object>);
  const records = scopedTable({
    entity,
    base,
    select: (qb) => qb.selectAll() as SelectQueryBuilder<Database, TB, Record<string, unknown>>,
    notFound: resourceMessages.notFound(resource),
  });
  const uniqueFields = inputFields(resource).filter(([, field]) => field.input.unique);
  registerCheckable(resource.table, {
    fields: Object.fromEntries(
      uniqueFields.flatMap(([name]) => [
        [name, columnOf(name)],
        [columnOf(name), columnOf(name)],
      ]),
    ),
  });
  const perm = (action: string) => ({ config: { permission: `${resource.permissionPrefix}:${action}` } });
  const read = (body: unknown) => parseInput(schema, body) as ResourceValues;

  async function assertUnique(db: Db, values: ResourceValues, exceptId: string | null) {
    for (const [name, field] of uniqueFields) {
      const value = values[name];
      if (value === null || value === undefined) continue;
      let taken = untyped(db).selectFrom(tableName).select('id').where(name, '=', value);
      if (exceptId) taken = taken.where('id', '!=', exceptId);
      if (await taken.executeTakeFirst())
        throw new BusinessError(resourceMessages.taken(field, String(value)));
    }
  }

  async function add(auth: AuthContext, values: ResourceValues) {
    await assertDictValues(ctx, resource, values);
    await ctx.db.kysely.transaction().execute(async (trx) => {
      await assertUnique(trx, values, null);
      const row = { id: newId(), ...values, createBy: auth.username, createTime: formatDateTime() };
      await untyped(trx).insertInto(tableName).values(row).execute();
    });
  }

  listEndpoints(app, ctx, {
    path: resource.path,
    permissionPrefix: resource.permissionPrefix,
    entity,
    base: (request) => base(ctx.db.kysely, currentUser(request)),
    select: (qb) => qb.selectAll(),
    columns: resourceSheetColumns(resource),
    saveImported: (auth, values) => add(auth, read(values)),
  });

  app.post(`${resource.path}/add`, perm('add'), async (request) => {
    await add(currentUser(request), read(request.body));
    return ok(null, '添加成功！');
  });

  const edit = async (request: FastifyRequest) => {
    const auth = currentUser(request);
    const { id } = parseInput(idQuery, request.body);
    const values = read(request.body);
    await assertDictValues(ctx, resource, values);
    await records.change(ctx, auth, [id], async (trx) => {
      await assertUnique(trx, values, id);
      const changes = { ...values, updateBy: auth.username, updateTime: formatDateTime() };
      await untyped(trx).updateTable(tableName).set(changes).where('id', '=', id).execute();
    });
    return ok(null, '编辑成功!');
  };
  // The family's clients send PUT; some of its versions POST.
  app.put(`${resource.path}/edit`, perm('edit'), edit);
  app.post(`${resource.path}/edit`, perm('edit'), edit);

  app.get(`${resource.path}/queryById`, perm('list'), async (request) =>
    ok(await records.one(ctx, currentUser(request), parseInput(idQuery, request.query).id)),
  );

  deleteEndpoints(app, resource.path, `${resource.permissionPrefix}:delete`, (request, ids) =>
    records.change(ctx, currentUser(request), ids, async (trx, visible) => {
      await untyped(trx).deleteFrom(tableName).where('id', 'in', visible).execute();
    }),
  );

  return { entity, records };
}
