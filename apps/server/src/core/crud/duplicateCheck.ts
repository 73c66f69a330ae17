import { sql } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import type { Api } from '../http/inputSchemas.ts';
import { BusinessError, ok } from '../result.ts';

interface CheckableTable {
  /** Field as the client names it (column or camelCase) → column. */
  fields: Record<string, string>;
  /** Only live rows (del_flag 0) hold their value: the save checks no others. */
  liveOnly?: true;
  /**
   * The value is unique within a group (e.g. a department's roles). Editing (dataId) compares within the
   * record's own group; adding names no group, so a value used in any group is reported taken.
   */
  groupColumn?: string;
}

/**
 * The fields whose uniqueness the forms may ask about (spec §5 "Uniqueness"), each checked the way its
 * save checks it, registered by the modules that own them. The client names them; only these are ever
 * looked up, with the value bound. Users, roles and the rest are unique across tenants and the recycle
 * bin (unique indexes), so none is scoped.
 */
const CHECKABLE = new Map<string, CheckableTable>();

/** Makes a table's unique fields answerable by the duplicate check (a module registers its own). */
export function registerCheckable(table: string, checkable: CheckableTable): void {
  if (Object.keys(checkable.fields).length > 0) CHECKABLE.set(table, checkable);
}

const query = z.object({
  tableName: z.string({ message: '请指定表名' }).max(64),
  fieldName: z.string({ message: '请指定字段名' }).max(64),
  fieldVal: z.string().max(500).optional(),
  dataId: z.string().max(32).optional(),
});

export function duplicateCheckRoutes(app: Api, ctx: AppContext): void {
  app.get(
    '/sys/duplicate/check',
    { config: { summary: '值是否重复' }, schema: { querystring: query } },
    async (request) => {
      const q = request.query;
      const def = CHECKABLE.get(q.tableName);
      const column = def && Object.hasOwn(def.fields, q.fieldName) ? def.fields[q.fieldName] : undefined;
      if (!def || !column) throw new BusinessError('不支持校验该字段');
      if (!q.fieldVal) return ok(null, '该值可用！');
      const db = ctx.db.kysely;
      const table = sql.table(q.tableName).as('t');
      let check = db
        .selectFrom(table)
        .select(sql<number>`count(*)`.as('n'))
        .where(sql.ref(`t.${column}`), '=', q.fieldVal);
      if (def.liveOnly) check = check.where(sql.ref('t.del_flag'), '=', 0);
      if (q.dataId) {
        check = check.where(sql.ref('t.id'), '<>', q.dataId);
        if (def.groupColumn) {
          const own = await db
            .selectFrom(table)
            .select(sql.ref<string>(`t.${def.groupColumn}`).as('g'))
            .where(sql.ref('t.id'), '=', q.dataId)
            .executeTakeFirst();
          if (own) check = check.where(sql.ref(`t.${def.groupColumn}`), '=', own.g);
        }
      }
      const row = await check.executeTakeFirstOrThrow();
      if (Number(row.n) > 0) throw new BusinessError('该值不可用，系统中已存在！');
      return ok(null, '该值可用！');
    },
  );
}
