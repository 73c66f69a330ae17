import {
  columnOf,
  inputFields,
  type OptionalResourceEndpoint,
  type Resource,
  resourceMessages,
} from '@hcs/shared';
import type { FastifyRequest } from 'fastify';
import type { Kysely, SelectQueryBuilder, Transaction } from 'kysely';
import { z } from 'zod';
import { currentUser } from '../auth/guard.ts';
import type { AppContext } from '../context.ts';
import { deleteEndpoints } from '../crud/deleteEndpoints.ts';
import { registerCheckable } from '../crud/duplicateCheck.ts';
import { idQuery } from '../crud/idParams.ts';
import { listEndpoints } from '../crud/listEndpoints.ts';
import { type ScopedTable, scopedTable } from '../crud/scopedTable.ts';
import type { Database } from '../db/schema.ts';
import { retryingConflicts } from '../db/uniqueViolation.ts';
import type { AuthContext } from '../http/fastifyTypes.ts';
import type { Api } from '../http/inputSchemas.ts';
import { documentedAs } from '../http/openApi.ts';
import { newId } from '../ids.ts';
import type { DataScope } from '../permission/dataScope.ts';
import type { EntitySpec } from '../query/entity.ts';
import { ok } from '../result.ts';
import { parseInput } from '../validation.ts';
import { type ResourceFrom, resourceEntity, resourceSelection, resourceSheetColumns } from './entity.ts';
import { type ResourceValues, resourceInputSchema } from './inputSchema.ts';
import { resourceMasking, revealRoute } from './masking.ts';
import {
  type AnyTables,
  addedStamps,
  assertDictValues,
  assertUnique,
  changedStamps,
  keepStoredSecrets,
  untyped,
} from './writeSteps.ts';

/** The dictionary check of a save, for the modules whose routes stay hand-built. */
export { assertDictValues };

type Db = Kysely<Database> | Transaction<Database>;

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
  /** On delete, the records as they were, for afterCommit to clean up after them (a stored file). */
  removed?: Record<string, unknown>[];
  /** On add and edit, the checked input (with its links to other records; an edit's: what it changes). */
  values?: ResourceValues;
}

/** An endpoint a resource may go without (e.g. records that are only ever created by the system). */
export type OptionalEndpoint = OptionalResourceEndpoint;

/**
 * `DB` and `BT` are those of `base` when it names its table with an alias and joins others (see `from`);
 * by default the schema and the table itself.
 */
export interface ResourceServer<
  TB extends ResourceTable,
  DB = Database,
  BT extends keyof DB = TB & keyof DB,
> {
  resource: Resource;
  /** Its table as the code names it, e.g. sysPosition. */
  table: TB;
  /** The rows the caller's tenant holds, before data rules: what the list reads. Default: the table. */
  base?: (db: Db, auth: AuthContext) => SelectQueryBuilder<DB, BT, object>;
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
  /** Endpoints this resource does not have (besides those its definition goes without). */
  without?: readonly OptionalEndpoint[];
  /** Success messages where the family's differ (default 添加成功！ and 编辑成功!). */
  messages?: { add?: string; edit?: string };
  /** The refusal of an id the caller cannot reach (default 未找到对应的{title}). */
  notFound?: string;
  /** What add answers (default null): e.g. a code the server generated, which the family's client shows. */
  added?: (row: Record<string, unknown>) => unknown;
  /** When `base` names the table with an alias and joins others: the alias and the fields joined. */
  from?: ResourceFrom;
  /**
   * The input as sent, before it is checked (add, edit, import; `id` is the edited record's): turn what
   * a client sends back for display into what it means — a masked value meaning "keep the stored one",
   * a name in an imported sheet into the id it names.
   */
  receive?: (
    body: unknown,
    write: { auth: AuthContext; id: string | null; imported?: true },
  ) => Promise<unknown> | unknown;
  /**
   * The refusal of an add or edit that would put the record outside the writer's own data rules (another
   * department's): checked in the save's transaction, so nothing is saved.
   */
  outsideScope?: string;
  /** The refusal of a delete naming a record outside the caller's data rules (default: `notFound`). */
  deleteNotFound?: string;
  /**
   * What a record read by id (queryById, `records`) carries beyond the list's columns: e.g. a snapshot
   * too big for every row of the list, the names of the people who acted on it.
   */
  detail?: (
    qb: SelectQueryBuilder<DB, BT, Record<string, unknown>>,
  ) => SelectQueryBuilder<DB, BT, Record<string, unknown>>;
  /**
   * After the input is checked and before the save's transaction, outside it (SQLite has one connection,
   * which a transaction holds): refuse what another entity's data rules decide (chosen roles), do slow
   * work (hash a password). Answers the values to save.
   */
  beforeWrite?: (
    values: ResourceValues,
    write: { auth: AuthContext; id: string | null },
  ) => Promise<ResourceValues> | ResourceValues;
  /** An edit changes only the fields its request names (the family's clients may send part of a form). */
  partialEdit?: true;
  /** Narrows the list and the export by the list's own parameters (`resource.listParams`). */
  narrowList?: (
    qb: SelectQueryBuilder<DB, BT, object>,
    params: Record<string, unknown>,
  ) => SelectQueryBuilder<DB, BT, object>;
}

export interface ServedResource {
  entity: EntitySpec;
  /** The one way to its records by id (reads, changes), through the caller's data rules. */
  records: ScopedTable<Record<string, unknown>>;
}

/** The columns of a record in its own table (no alias, no joins): its id and every stored field but the secrets. */
const storedColumns = (resource: Resource): string[] => [
  'id',
  ...Object.entries(resource.fields).flatMap(([name, field]) =>
    field.sensitive || field.derived || field.links || name === 'id' ? [] : [name],
  ),
];

/**
 * The standard endpoints of a resource, from its definition (docs/resources.md): list, export and import;
 * add, edit, queryById; delete and deleteBatch (GET and DELETE, as the family's clients send them), each
 * behind its permission, every by-id path through the data rules, inputs checked by the definition's
 * rules, unique fields checked in the same transaction as the save, audit columns stamped. A module adds
 * what is particular to it beside these.
 */
export function resourceRoutes<TB extends ResourceTable, DB = Database, BT extends keyof DB = TB & keyof DB>(
  app: Api,
  ctx: AppContext,
  def: ResourceServer<TB, DB, BT>,
): ServedResource {
  const { resource, table } = def;
  const tableName: string = table;
  const entity = resourceEntity(resource, def.from ? { from: def.from } : {});
  const schema = resourceInputSchema(resource);
  const editSchema = resourceInputSchema(resource, 'edit');
  const base =
    def.base ?? ((db: Db) => db.selectFrom(table) as unknown as SelectQueryBuilder<DB, BT, object>);
  const shown = resourceSelection(resource, def.from);
  const idColumn = def.from ? `${def.from.alias}.id` : 'id';
  const selectShown = (qb: SelectQueryBuilder<DB, BT, object>) =>
    (qb as unknown as SelectQueryBuilder<AnyTables, string, object>).select(
      shown,
    ) as unknown as SelectQueryBuilder<DB, BT, Record<string, unknown>>;
  const { detail } = def;
  const selectOne = detail
    ? (qb: SelectQueryBuilder<DB, BT, object>) => detail(selectShown(qb))
    : selectShown;
  const records = scopedTable({
    entity,
    base,
    select: selectOne,
    idColumn,
    notFound: def.notFound ?? resourceMessages.notFound(resource),
  });
  const deletable = def.deleteNotFound
    ? scopedTable({ entity, base, select: selectShown, idColumn, notFound: def.deleteNotFound })
    : records;
  const masking = resourceMasking(ctx, resource);
  const receive = async (body: unknown, auth: AuthContext, id: string | null, imported?: true) => {
    const received = def.receive
      ? await def.receive(body, { auth, id, ...(imported ? { imported } : {}) })
      : body;
    // An edit form shows masked values: a mask sent back keeps the stored value.
    return id ? masking.keepStored(received, () => records.one(ctx, auth, id)) : received;
  };
  /** What the list, the export and queryById answer: the module's decoration, then the masks. */
  const decorate = async (
    rows: Record<string, unknown>[],
    auth: AuthContext,
    purpose: 'list' | 'export' | 'detail',
  ): Promise<object[]> =>
    masking.shown(
      def.decorate ? ((await def.decorate(rows, auth)) as Record<string, unknown>[]) : rows,
      auth,
      purpose,
    );
  /** Refuses (and so rolls back) a write that leaves the record outside the writer's data rules. */
  const assertKept = async (
    trx: Transaction<Database>,
    auth: AuthContext,
    scope: DataScope | null,
    id: string,
  ) => {
    if (scope && def.outsideScope) await records.assertKept(trx, auth, scope, id, def.outsideScope);
  };
  const scopeOf = (auth: AuthContext) => (def.outsideScope ? records.scope(ctx, auth) : null);
  const without = new Set([...(def.without ?? []), ...(resource.without ?? [])]);
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
  const uniqueWithin = { table: tableName, softDelete: def.softDelete === true };

  const links = inputFields(resource).flatMap(([name, field]) => (field.links ? [name] : []));
  /** What a save stores: the prepared input, without the links to other records (the hooks keep those). */
  const columnsOf = async (
    trx: Transaction<Database>,
    auth: AuthContext,
    values: ResourceValues,
    id: string | null,
  ) => {
    const columns = def.prepare ? await def.prepare(values, { db: trx, auth, id }) : values;
    return Object.fromEntries(Object.entries(columns).filter(([name]) => !links.includes(name)));
  };
  const beforeWrite = (values: ResourceValues, auth: AuthContext, id: string | null) =>
    def.beforeWrite ? def.beforeWrite(values, { auth, id }) : values;

  async function add(auth: AuthContext, input: ResourceValues) {
    await assertDictValues(ctx, resource, input);
    const id = newId();
    const values = await beforeWrite(input, auth, null);
    const write: ResourceWrite = { action: 'add', ids: [id], auth, values };
    // Read before the transaction: SQLite has one connection, which the transaction holds.
    const scope = await scopeOf(auth);
    const row = await retryingConflicts(() =>
      ctx.db.kysely.transaction().execute(async (trx) => {
        await assertUnique(trx, resource, uniqueWithin, values, null);
        const columns = await columnsOf(trx, auth, values, null);
        const row = { id, ...columns, ...addedStamps(auth) };
        await untyped(trx).insertInto(tableName).values(row).execute();
        await assertKept(trx, auth, scope, id);
        await def.inTransaction?.(trx, write);
        return row;
      }),
    );
    await def.afterCommit?.(write);
    return row;
  }

  if (!without.has('list'))
    listEndpoints(app, ctx, {
      path: resource.path,
      permissionPrefix: resource.permissionPrefix,
      entity,
      base: (request) => {
        const rows = base(ctx.db.kysely, currentUser(request));
        return def.narrowList ? def.narrowList(rows, request.query as Record<string, unknown>) : rows;
      },
      select: selectShown,
      idColumn,
      columns: resourceSheetColumns(resource),
      decorate,
      ...(without.has('import') || without.has('add')
        ? {}
        : {
            saveImported: async (auth: AuthContext, values: Record<string, string>) => {
              await add(auth, read(await receive(values, auth, null, true)));
            },
          }),
      ...(without.has('export') ? { listExport: false as const } : {}),
    });

  if (!without.has('add')) {
    // A module's `receive` turns what was sent into what it means before the check.
    const { receive: received } = def;
    const body = received ? documentedAs(z.unknown(), schema) : schema;
    app.post(`${resource.path}/add`, { ...perm('add'), schema: { body } }, async (request) => {
      const auth = currentUser(request);
      const values = received ? read(await receive(request.body, auth, null)) : request.body;
      const row = await add(auth, values as ResourceValues);
      return ok(def.added ? def.added(row) : null, def.messages?.add ?? '添加成功！');
    });
  }

  const edit = async (request: FastifyRequest<{ Body: { id: string } }>) => {
    const auth = currentUser(request);
    const { id } = request.body;
    const body = await receive(request.body, auth, id);
    const checked = keepStoredSecrets(resource, parseInput(editSchema, body) as ResourceValues);
    const sent = new Set(Object.keys(typeof body === 'object' && body !== null ? body : {}));
    const input = def.partialEdit
      ? Object.fromEntries(Object.entries(checked).filter(([name]) => sent.has(name)))
      : checked;
    await assertDictValues(ctx, resource, input);
    const values = await beforeWrite(input, auth, id);
    const write: ResourceWrite = { action: 'edit', ids: [id], auth, values };
    const scope = await scopeOf(auth);
    await retryingConflicts(() =>
      records.change(ctx, auth, [id], async (trx) => {
        await assertUnique(trx, resource, uniqueWithin, values, id);
        const columns = await columnsOf(trx, auth, values, id);
        const changes = { ...columns, ...changedStamps(auth) };
        await untyped(trx).updateTable(tableName).set(changes).where('id', '=', id).execute();
        await assertKept(trx, auth, scope, id);
        await def.inTransaction?.(trx, write);
      }),
    );
    await def.afterCommit?.(write);
    return ok(null, def.messages?.edit ?? '编辑成功!');
  };
  if (!without.has('edit')) {
    // The family's clients send PUT; some of its versions POST.
    // The body's other fields are checked after `receive` has turned what the form shows into what it means.
    const editOptions = {
      ...perm('edit'),
      schema: { body: documentedAs(idQuery.loose(), editSchema.and(idQuery)) },
    };
    app.put(`${resource.path}/edit`, editOptions, edit);
    app.post(`${resource.path}/edit`, editOptions, edit);
  }

  if (!without.has('queryById')) {
    app.get(
      `${resource.path}/queryById`,
      { ...perm('list'), schema: { querystring: idQuery } },
      async (request) => {
        const auth = currentUser(request);
        const record = await records.one(ctx, auth, request.query.id);
        // The detail shows what the list shows of the record.
        const [shownRecord] = await decorate([record], auth, 'detail');
        return ok(shownRecord ?? record);
      },
    );
  }

  if (!without.has('delete')) {
    deleteEndpoints(app, resource.path, `${resource.permissionPrefix}:delete`, async (request, ids) => {
      const auth = currentUser(request);
      const write = await deletable.change(ctx, auth, ids, async (trx, visible) => {
        const removed = await untyped(trx)
          .selectFrom(tableName)
          .select(storedColumns(resource))
          .where('id', 'in', visible)
          .execute();
        const deleted: ResourceWrite = { action: 'delete', ids: visible, auth, removed };
        await def.inTransaction?.(trx, deleted);
        if (def.softDelete) {
          // Stamped: the recycle bin shows who deleted it and when.
          const deletedBy = { delFlag: 1, ...changedStamps(auth) };
          await untyped(trx).updateTable(tableName).set(deletedBy).where('id', 'in', visible).execute();
        } else {
          await untyped(trx).deleteFrom(tableName).where('id', 'in', visible).execute();
        }
        return deleted;
      });
      await def.afterCommit?.(write);
    });
  }

  revealRoute(app, ctx, resource, records);

  const served: ServedResource = { entity, records };
  servedResources.set(resource, served);
  return served;
}

const servedResources = new WeakMap<Resource, ServedResource>();

/**
 * The records of a served resource by id, for the modules that reach them beside its own (a department's
 * roles and grants obey 部门管理's data rules).
 */
export function resourceRecords(resource: Resource): ScopedTable<Record<string, unknown>> {
  const served = servedResources.get(resource);
  if (!served) throw new Error(`${resource.title}: its routes are not registered`);
  return served.records;
}
