import { createHash } from 'node:crypto';
import {
  type OnlineFormDefinition,
  type OnlineFormField,
  type OnlineFormHead,
  type OnlineFormResource,
  onlineApiName,
  onlineFormResource,
  type ResourceField,
} from '@hcs/shared';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { AppContext } from '../../../core/context.ts';
import { type ScopedTable, scopedTable } from '../../../core/crud/scopedTable.ts';
import type { Database } from '../../../core/db/schema.ts';
import type { AuthContext } from '../../../core/http/fastifyTypes.ts';
import type { EntitySpec } from '../../../core/query/entity.ts';
import { resourceEntity, resourceSelection } from '../../../core/resource/entity.ts';
import { resourceInputSchema } from '../../../core/resource/inputSchema.ts';
import { type AnyTables, untyped } from '../../../core/resource/writeSteps.ts';
import { BusinessError } from '../../../core/result.ts';
import { loadDefinition, loadSubDefinitions, toField, toHead } from '../definitionRepo.ts';
import { type FormAccess, formAccess, formMenus, formMenuUrls } from './access.ts';

/**
 * A synchronised online form as the runtime serves it to one caller: its definition narrowed by the
 * caller's field permissions, the resource built from it, the engine's list entity (its data rules are
 * those of the menu entries pointing at the form) and its records by id through tenant and rules.
 */

export interface ServedForm {
  /** The form as the caller may see it (hidden fields left out, read-only ones marked isReadOnly 1). */
  definition: OnlineFormDefinition;
  head: OnlineFormHead;
  resource: OnlineFormResource;
  entity: EntitySpec;
  /** The physical table, ol_<tableName>. */
  table: string;
  access: FormAccess;
  records: ScopedTable<Record<string, unknown>>;
  /** The tenant's rows of the table: what the list reads before data rules. */
  base: (db: Kysely<Database>, auth: AuthContext) => SelectQueryBuilder<AnyTables, string, object>;
  selection: string[];
  addSchema: ReturnType<typeof resourceInputSchema>;
  editSchema: ReturnType<typeof resourceInputSchema>;
}

/** A code names a form by id or table name: nothing else reaches a query. */
const CODE = /^[A-Za-z0-9_-]{1,64}$/;

export const NOT_SYNCED = '表单未同步数据库';
export const NO_FORM = '表单不存在';

/**
 * The definition as synchronised: when the design has changed since (isDbSynch N), the fields of the
 * synchronised version's snapshot, so the records are read with the columns the table has.
 */
async function synchronisedDefinition(
  db: Kysely<Database>,
  definition: OnlineFormDefinition,
): Promise<OnlineFormDefinition> {
  const { head } = definition;
  if (head.syncedVersion === null) throw new BusinessError(NOT_SYNCED);
  if (head.isDbSynch === 'Y' || head.syncedVersion === head.tableVersion) return definition;
  const version = await db
    .selectFrom('onlCgformVersion')
    .select('snapshot')
    .where('cgformHeadId', '=', head.id)
    .where('tableVersion', '=', head.syncedVersion)
    .executeTakeFirst();
  if (!version) return definition;
  try {
    const snapshot = JSON.parse(version.snapshot) as { head?: unknown; fields?: unknown };
    if (!Array.isArray(snapshot.fields)) return definition;
    const fields = (snapshot.fields as Record<string, unknown>[]).map((row) =>
      // A snapshot keeps the fields as the API carries them, or as rows of the table.
      'dbFieldName' in row ? (row as unknown as OnlineFormField) : toField(row as never),
    );
    const snapshotHead =
      snapshot.head && typeof snapshot.head === 'object' && 'tableName' in snapshot.head
        ? ({ ...head, ...(snapshot.head as Partial<OnlineFormHead>) } as OnlineFormHead)
        : head;
    return {
      head: { ...snapshotHead, id: head.id, tableName: head.tableName, syncedVersion: head.syncedVersion },
      fields,
    };
  } catch {
    return definition;
  }
}

/** The heads of the main tables listing a sub table (its access and data rules are theirs). */
async function mainsOf(db: Kysely<Database>, head: OnlineFormHead): Promise<OnlineFormHead[]> {
  const rows = await db
    .selectFrom('onlCgformHead')
    .selectAll()
    .where('tableType', '=', 1)
    .where('subTableStr', 'like', `%${head.tableName}%`)
    .execute();
  return rows
    .map(toHead)
    .filter((main) => (main.subTableStr ?? '').split(',').some((name) => name.trim() === head.tableName));
}

interface Built {
  resource: OnlineFormResource;
  entity: EntitySpec;
  selection: string[];
  addSchema: ReturnType<typeof resourceInputSchema>;
  editSchema: ReturnType<typeof resourceInputSchema>;
}

/** Resources built per form version and field permissions: the design changing the head changes the key. */
const built = new Map<string, Built>();
const BUILT_MAX = 200;

/** Drops what was built for a form (the design API calls it after a change). */
export function forgetOnlineForm(headId: string): void {
  for (const key of built.keys()) if (key.startsWith(`${headId}\u0000`)) built.delete(key);
}

function build(definition: OnlineFormDefinition, access: FormAccess, menuUrls: string[]): Built {
  const { head } = definition;
  // The definition itself names the key: an edit that keeps the table version still builds anew.
  const shape = createHash('sha1').update(JSON.stringify(definition)).digest('base64');
  const key = [head.id, shape, access.hidden.join(','), access.readOnly.join(','), menuUrls.join(',')].join(
    '\u0000',
  );
  const known = built.get(key);
  if (known) return known;
  const resource = onlineFormResource(definition, { hidden: access.hidden, readOnly: access.readOnly });
  const entity: EntitySpec = { ...resourceEntity(resource), menuUrls };
  const result: Built = {
    resource,
    entity,
    selection: resourceSelection(resource),
    addSchema: resourceInputSchema(resource, 'add'),
    editSchema: resourceInputSchema(resource, 'edit'),
  };
  if (built.size >= BUILT_MAX) {
    const oldest = built.keys().next().value;
    if (oldest !== undefined) built.delete(oldest);
  }
  built.set(key, result);
  return result;
}

/** The definition the caller sees: hidden fields left out, the ones they may not change read-only. */
function shownDefinition(definition: OnlineFormDefinition, access: FormAccess): OnlineFormDefinition {
  const hidden = new Set(access.hidden);
  const locked = new Set(access.readOnly);
  return {
    head: definition.head,
    fields: definition.fields
      .filter((field) => !hidden.has(field.dbFieldName))
      .map((field) => (locked.has(field.dbFieldName) ? { ...field, isReadOnly: 1 as const } : field)),
  };
}

/**
 * A form by its code for one caller: refuses 表单不存在 (an unknown code, or one that is no code),
 * 表单未同步数据库, and 403 without access. `via`: a sub table reached through its main form.
 */
export async function servedForm(
  ctx: AppContext,
  auth: AuthContext,
  code: string,
  via?: ServedForm,
): Promise<ServedForm> {
  if (!CODE.test(code)) throw new BusinessError(NO_FORM);
  const db = ctx.db.kysely;
  const definition = await synchronisedDefinition(db, await loadDefinition(db, code));
  const { head } = definition;
  // A sub table has no menu of its own: its main tables' menus grant it and carry its rules.
  const mains = head.tableType === 2 ? (via ? [via.head] : await mainsOf(db, head)) : [];
  const access = await formAccess(ctx, auth, definition, mains);
  const menuUrls = [head, ...mains].flatMap(formMenuUrls);
  const { resource, entity, selection, addSchema, editSchema } = build(definition, access, menuUrls);
  const table = resource.table;
  const base = (kysely: Kysely<Database>, caller: AuthContext) =>
    untyped(kysely).selectFrom(table).where('tenant_id', '=', caller.tenantId) as SelectQueryBuilder<
      AnyTables,
      string,
      object
    >;
  const records = scopedTable({
    entity,
    base,
    select: (qb: SelectQueryBuilder<AnyTables, string, object>) =>
      qb.select(selection) as unknown as SelectQueryBuilder<AnyTables, string, Record<string, unknown>>,
    notFound: `未找到对应的${resource.title}`,
  });
  return {
    definition: shownDefinition(definition, access),
    head,
    resource,
    entity,
    table,
    access,
    records,
    base,
    selection,
    addSchema,
    editSchema,
  };
}

/** A main form's sub tables as the caller may use them, with their relation and foreign keys. */
export async function subForms(ctx: AppContext, auth: AuthContext, main: ServedForm): Promise<ServedForm[]> {
  if (main.head.tableType !== 1) return [];
  const subs = await loadSubDefinitions(ctx.db.kysely, main.head);
  const served: ServedForm[] = [];
  for (const sub of subs) {
    if (sub.head.syncedVersion === null) continue;
    served.push(await servedForm(ctx, auth, sub.head.id, main));
  }
  return served;
}

/** The menus pointing at a form (for the field permission entries). */
export { formMenus };

/** The API name of a main form's field a sub table's foreign key holds. */
export const mainFieldApi = (mainField: string) => onlineApiName(mainField);

/** Whether a field of the resource is a number (a tree's has-children flag may be either). */
export const isNumberField = (field: ResourceField | undefined) => field?.type === 'number';
