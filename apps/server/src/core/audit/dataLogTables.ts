import { maskedFields, maskRows, type Resource } from '@hcs/shared';
import type { Kysely } from 'kysely';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/schema.ts';
import type { AuthContext } from '../http/fastifyTypes.ts';

type Row = Record<string, unknown>;

export interface TrackedTable {
  /** 工单, 服务对象, 用户 */
  title: string;
  /** The record as stored now (undefined: gone). */
  read(db: Kysely<Database>, id: string): Promise<Row | undefined>;
  /** Field labels for the version comparison, in display order. */
  labels: Record<string, string>;
  /** Fields shown by their dictionary text: field → dictionary code. */
  dicts?: Record<string, string>;
  /** Fields holding the id of another record, shown by its name. */
  refs?: Record<string, RecordRef>;
  /** What a viewer may see of a stored version: e.g. ID numbers masked, as the module's own lists mask them. */
  viewFor?: (ctx: AppContext, auth: AuthContext) => Promise<(content: Row) => Row>;
}

/** Kinds of record a snapshot field may point at. */
export type RecordRef = 'depart' | 'user' | 'audience';

/** The audit columns every business table has. */
const AUDIT_LABELS = {
  createBy: '创建人',
  createTime: '创建时间',
  updateBy: '修改人',
  updateTime: '修改时间',
};

/** The business tables whose records keep versions (数据日志), by table name, registered by their modules. */
const TRACKED = new Map<string, TrackedTable>();

/**
 * Makes a table's records keep versions: its module registers it when it registers its routes, and
 * records a version (recordDataLog) in every transaction that creates or changes one.
 */
export function registerTrackedTable(table: string, tracked: TrackedTable): void {
  TRACKED.set(table, tracked);
}

/**
 * A tracked table of a resource: its title, and the labels and dictionaries of its fields from the
 * definition (the audit columns named as every table names them). `extraLabels` names the columns the
 * definition does not hold (a version of a work order).
 */
export function trackedResource(
  resource: Resource,
  read: TrackedTable['read'],
  more: Pick<TrackedTable, 'refs' | 'viewFor'> & { extraLabels?: Record<string, string> } = {},
): TrackedTable {
  const stored = Object.entries(resource.fields).filter(
    ([, field]) => !field.derived && !field.sensitive && !field.links,
  );
  const { extraLabels, ...rest } = more;
  // Its masked fields are masked in every version, for every viewer, as its lists show them.
  const masked: Pick<TrackedTable, 'viewFor'> =
    maskedFields(resource).length > 0
      ? { viewFor: async () => (content) => maskRows(resource, [content])[0] ?? content }
      : {};
  return {
    title: resource.title,
    read,
    labels: {
      ...Object.fromEntries(stored.map(([name, field]) => [name, field.label])),
      ...extraLabels,
      ...AUDIT_LABELS,
    },
    dicts: Object.fromEntries(stored.flatMap(([name, field]) => (field.dict ? [[name, field.dict]] : []))),
    ...masked,
    ...rest,
  };
}

/** A table that keeps versions, or undefined. */
export const trackedTable = (name: string): TrackedTable | undefined => TRACKED.get(name);

/** Every table that keeps versions, in the order their modules registered them. */
export const trackedTables = (): [string, TrackedTable][] => [...TRACKED];
