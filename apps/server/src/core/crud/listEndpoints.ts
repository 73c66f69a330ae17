import type { FastifyRequest } from 'fastify';
import type { SelectQueryBuilder } from 'kysely';
import type { z } from 'zod';
import { currentUser } from '../auth/guard.ts';
import type { AppContext } from '../context.ts';
import type { SheetColumn } from '../excel/columns.ts';
import { runImport } from '../excel/runImport.ts';
import type { AuthContext } from '../http/fastifyTypes.ts';
import type { Api } from '../http/inputSchemas.ts';
import type { EntitySpec } from '../query/entity.ts';
import type { ListRequest } from '../query/listQuery.ts';
import { listQuerySchema } from '../query/listQuerySchema.ts';
import { runList } from '../query/runList.ts';
import { ok } from '../result.ts';
import { sendListSheet } from './listSheet.ts';
import { scopedListRequest } from './scoped.ts';

type Base<DB, TB extends keyof DB> = SelectQueryBuilder<DB, TB, object>;

export interface ListEndpoints<
  DB,
  TB extends keyof DB,
  O extends object,
  DC = DB,
  TC extends keyof DC = keyof DC,
> {
  /** e.g. /sys/position → /sys/position/list, /exportXls, /importExcel */
  path: string;
  /** e.g. system:position → :list, :export, :import */
  permissionPrefix: string;
  entity: EntitySpec;
  /** The scoped rows the caller may see (tenant, delete flag, data rules). */
  base: (request: FastifyRequest) => Base<DB, TB>;
  select: (qb: Base<DB, TB>) => SelectQueryBuilder<DB, TB, O>;
  /** The id column in `base`, for exports restricted to selected rows. */
  idColumn?: string;
  columns: SheetColumn[];
  /**
   * Adds what the page shows beyond the columns (e.g. department names) to a page of records, or hides
   * what the caller may not see; applied to exports as well (`purpose` says which reads them).
   */
  decorate?: (records: O[], auth: AuthContext, purpose: 'list' | 'export') => Promise<object[]>;
  /**
   * Validates and saves one imported row; throws a BusinessError/400 with the row's problem. Without it
   * the list has no import route.
   */
  saveImported?: (auth: AuthContext, values: Record<string, string>) => Promise<void>;
  /**
   * The same rows as `base` with fewer joins, to count them for the list's total; undefined when the
   * request's conditions need the joins.
   */
  countBase?: (request: FastifyRequest, list: ListRequest) => Base<DC, TC> | undefined;
  /** false: the list has no export of its rows (the module serves its own `exportXls`). */
  listExport?: false;
  /** The list's own parameters (read by `base`, e.g. `jobId`), checked before the list and the export run. */
  query?: z.ZodObject;
}

/** The list, export and import routes every list page of the back office has, on one mechanism. */
export function listEndpoints<
  DB,
  TB extends keyof DB,
  O extends object,
  DC = DB,
  TC extends keyof DC = keyof DC,
>(app: Api, ctx: AppContext, def: ListEndpoints<DB, TB, O, DC, TC>): void {
  const perm = (action: string) => ({ config: { permission: `${def.permissionPrefix}:${action}` } });
  const schema = { querystring: listQuerySchema(def.entity, def.query) };
  const query = (request: FastifyRequest) => request.query as Record<string, unknown>;

  // Data rules of the entity's menu limit the list and the export alike.
  const scoped = (request: FastifyRequest, auth: AuthContext) =>
    scopedListRequest(ctx, auth, def.entity, query(request));

  app.get(`${def.path}/list`, { ...perm('list'), schema }, async (request) => {
    const auth = currentUser(request);
    const listRequest = await scoped(request, auth);
    // `base` reads only the request's parameters and the caller: with the data scope they name its SQL.
    const { _t, ...params } = query(request);
    const sqlKey = JSON.stringify([def.path, auth.userId, auth.tenantId, params, listRequest.dataScope]);
    const countBase = def.countBase?.(request, listRequest);
    const result = await runList(
      ctx,
      def.entity,
      listRequest,
      def.base(request),
      def.select,
      sqlKey,
      countBase,
    );
    return ok(
      def.decorate ? { ...result, records: await def.decorate(result.records, auth, 'list') } : result,
    );
  });

  if (def.listExport !== false) {
    const exportOptions = {
      config: { permission: `${def.permissionPrefix}:export`, sheetExport: true },
      schema,
    };
    const { decorate } = def;
    app.get(`${def.path}/exportXls`, exportOptions, async (request, reply) => {
      const auth = currentUser(request);
      return sendListSheet(ctx, reply, auth, {
        title: def.entity.title,
        columns: def.columns,
        entity: def.entity,
        listRequest: await scoped(request, auth),
        base: def.base(request),
        select: def.select,
        selections: query(request).selections,
        ...(def.idColumn ? { idColumn: def.idColumn } : {}),
        ...(decorate
          ? {
              decorate: async (batch) =>
                (await decorate(batch as O[], auth, 'export')) as Record<string, unknown>[],
            }
          : {}),
      });
    });
  }

  const { saveImported } = def;
  if (saveImported) {
    app.post(`${def.path}/importExcel`, perm('import'), async (request) => {
      const auth = currentUser(request);
      return runImport(ctx, request, auth.userId, def.columns, (values) => saveImported(auth, values));
    });
  }
}
