import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../core/auth/guard.ts';
import type { AppContext } from '../../core/context.ts';
import { ok } from '../../core/result.ts';
import { parseInput } from '../../core/validation.ts';
import { reportCodeParams, reportIdParams } from './schema.ts';
import { reportColumns, reportData, reportQueryInfo } from './service.ts';

const API = '/online/cgreport/api';

/**
 * 在线报表 (online reports), the read side used by the report popup pickers (spec §7, reference §12).
 *
 * How a report's SQL stays safe. The family stored an admin-typed SQL string and ran it with request
 * values spliced in. Here the stored `cgr_sql` is never run as text:
 * - sql/sqlParser reads it with a small grammar: one SELECT of plain columns (no `*`, no functions)
 *   over tables with LEFT/INNER JOINs, a WHERE of comparisons, LIKE, IN, BETWEEN and IS NULL, and an
 *   ORDER BY. Comments, semicolons, quoted names, subqueries, UNION, GROUP BY and every other
 *   statement are refused;
 * - sql/checkReportSql resolves each table and column in reportTables (a registry of readable tables
 *   and columns; password and tenant columns are not in it), when a report is saved and before every run;
 * - sql/compileReport rebuilds the query from that tree with Kysely: names come from the registry,
 *   literals and `${param}` values (defaults from onl_cgreport_param, `self_<param>` from the request)
 *   are bound parameters, and each table's row scope is added — sys_user and the user link tables show
 *   only the caller's tenant, so no report can list another tenant's users;
 * - getData wraps it as a subquery and applies the list conventions on top: filters and sort by the
 *   report's own field names only (sort: fields marked is_order), paging, `_dictText`.
 * Reading a report needs only a session: pickers inside forms use it. Designing reports (a later part)
 * will need `online:report:*` and use checkDefinition on save.
 */
export function onlineReportRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(`${API}/getRpColumns/:code`, async (request) =>
    ok(await reportColumns(ctx, parseInput(reportCodeParams, request.params).code)),
  );

  app.get(`${API}/getQueryInfo/:id`, async (request) =>
    ok(await reportQueryInfo(ctx, parseInput(reportIdParams, request.params).id)),
  );

  app.get(`${API}/getData/:id`, async (request) => {
    const { id } = parseInput(reportIdParams, request.params);
    return ok(await reportData(ctx, currentUser(request), id, request.query as Record<string, unknown>));
  });
}
