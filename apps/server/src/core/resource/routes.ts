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

/** A write of a resource, as its hooks see it. */
export interface ResourceWrite {
  action: 'add' | 'edit' | 'delete';
  /** The records written: the new one's id on add. */
  ids: string[];
  auth: AuthContext;
}

/** An endpoint a resource may go without (e.g. records that are only ever created by the system). */
export type OptionalEndpoint = 'add' | 'edit' | 'import' | 'export' | 'delete';

export interface ResourceServer<TB extends ResourceTable> {
  resource: Resource;
  /** Its table as the code names it, e.g. sysPosition. */
  table: TB;
  /** The rows the caller's tenant holds, before data rules: what the list reads. Default: the table. */
  base?: (db: Db, auth: AuthContext) => SelectQueryBuilder<Database, TB, object>;
  /**
   * The columns stored for checked input (add, edit, import), inside the save's transaction: normalise a
   * value, derive a column, refuse with a BusinessError what needs the database to judge. Default: the
   * input as it is.
   */
  prepare?: (
    values: ResourceValues,
    write: { db: Transaction<Database>; auth: AuthContext; id: string | null },
  ) => Promise<Record<string, unknown>> | Record<string, unknown>;
  /**
   * Runs in the write's transaction after it (a cascade, a related table, a refusal that rolls it back).
   * On delete it runs before the rows go, so it can still read them.
   */
  inTransaction?: (trx: Transaction<Database>, write: ResourceWrite) => Promise<void>;
  /** After the write has committed: refresh what is derived from the table (a cache, a schedule). */
  afterCommit?: (write: ResourceWrite) => Promise<void> | void;
  /** Delete by marking the row (its `delFlag` column = 1) instead of removing it. */
  softDelete?: true;
  /**
   * Adds what the list and the export show beyond the stored fields (a name for an id, a count), after a
   * page of records is read.
   */
  decorate?: (records: Record<string, unknown>[], auth: AuthContext) => Promise<object[]>;
  /** Endpoints this resource does not have. */
  without?: readonly OptionalEndpoint[];
}

export interface ServedResource {
  entity: EntitySpec;
  /** The one way to its records by id (reads, changes), through the caller's data rules. */
  records: ScopedTable<Record<string, unknown>>;
}

/** The columns a record is read with: its id and every field but the secrets. */
const shownColumns = (resource: Resource): string[] => [
  'id',
  ...Object.entries(resource.fields).flatMap(([name, field]) => (field.sensitive ? [] : [name])),
];

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
  const editSchema = resourceInputSchema(resource, 'edit');
  const base = def.base ?? ((db: Db) => db.selectFrom(table) as SelectQueryBuilder<Database, TB, object>);
  const shown = shownColumns(resource);
  const selectShown = (qb: SelectQueryBuilder<Database, TB, object>) =>
    (qb as unknown as SelectQueryBuilder<AnyTables, string, object>).select(
      shown,
    ) as unknown as SelectQueryBuilder<Database, TB, Record<string, unknown>>;
  const records = scopedTable({
    entity,
    base,
    select: selectShown,
    notFound: resourceMessages.notFound(resource),
  });
  const without = new Set(def.without ?? []);
  const secrets = inputFields(resource).filter(([, field]) => field.sensitive);
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

  const columnsOf = async (
    trx: Transaction<Database>,
    auth: AuthContext,
    values: ResourceValues,
    id: string | null,
  ) => (def.prepare ? def.prepare(values, { db: trx, auth, id }) : values);

  async function add(auth: AuthContext, values: ResourceValues) {
    await assertDictValues(ctx, resource, values);
    const id = newId();
    const write: ResourceWrite = { action: 'add', ids: [id], auth };
    await ctx.db.kysely.transaction().execute(async (trx) => {
      await assertUnique(trx, values, null);
      const columns = await columnsOf(trx, auth, values, null);
      const row = { id, ...columns, createBy: auth.username, createTime: formatDateTime() };
      await untyped(trx).insertInto(tableName).values(row).execute();
      await def.inTransaction?.(trx, write);
    });
    await def.afterCommit?.(write);
  }

  /** An edit's values: a secret left empty keeps the stored one. */
  const keepSecrets = (values: ResourceValues): ResourceValues =>
    Object.fromEntries(
      Object.entries(values).filter(
        ([name, value]) => !(secrets.some(([secret]) => secret === name) && (value === null || value === '')),
      ),
    );

  listEndpoints(app, ctx, {
    path: resource.path,
    permissionPrefix: resource.permissionPrefix,
    entity,
    base: (request) => base(ctx.db.kysely, currentUser(request)),
    select: selectShown,
    columns: resourceSheetColumns(resource),
    ...(def.decorate ? { decorate: def.decorate } : {}),
    ...(without.has('import') || without.has('add')
      ? {}
      : { saveImported: (auth: AuthContext, values: Record<string, string>) => add(auth, read(values)) }),
    ...(without.has('export') ? { listExport: false as const } : {}),
  });

  if (!without.has('add')) {
    app.post(`${resource.path}/add`, perm('add'), async (request) => {
      await add(currentUser(request), read(request.body));
      return ok(null, '添加成功！');
    });
  }

  const edit = async (request: FastifyRequest) => {
    const auth = currentUser(request);
    const { id } = parseInput(idQuery, request.body);
    const values = keepSecrets(parseInput(editSchema, request.body) as ResourceValues);
    await assertDictValues(ctx, resource, values);
    const write: ResourceWrite = { action: 'edit', ids: [id], auth };
    await records.change(ctx, auth, [id], async (trx) => {
      await assertUnique(trx, values, id);
      const columns = await columnsOf(trx, auth, values, id);
      const changes = { ...columns, updateBy: auth.username, updateTime: formatDateTime() };
      await untyped(trx).updateTable(tableName).set(changes).where('id', '=', id).execute();
      await def.inTransaction?.(trx, write);
    });
    await def.afterCommit?.(write);
    return ok(null, '编辑成功!');
  };
  if (!without.has('edit')) {
    // The family's clients send PUT; some of its versions POST.
    app.put(`${resource.path}/edit`, perm('edit'), edit);
    app.post(`${resource.path}/edit`, perm('edit'), edit);
  }

  app.get(`${resource.path}/queryById`, perm('list'), async (request) =>
    ok(await records.one(ctx, currentUser(request), parseInput(idQuery, request.query).id)),
  );

  if (!without.has('delete')) {
    deleteEndpoints(app, resource.path, `${resource.permissionPrefix}:delete`, async (request, ids) => {
      const auth = currentUser(request);
      const write = await records.change(ctx, auth, ids, async (trx, visible) => {
        const deleted: ResourceWrite = { action: 'delete', ids: visible, auth };
        await def.inTransaction?.(trx, deleted);
        if (def.softDelete) {
          await untyped(trx).updateTable(tableName).set({ delFlag: 1 }).where('id', 'in', visible).execute();
        } else {
          await untyped(trx).deleteFrom(tableName).where('id', 'in', visible).execute();
        }
        return deleted;
      });
      await def.afterCommit?.(write);
    });
  }

  return { entity, records };
}
