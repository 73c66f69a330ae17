import { currentUser } from '../../core/auth/guard.ts';
import type { AppContext } from '../../core/context.ts';
import { sendSheet } from '../../core/excel/routes.ts';
import type { Api } from '../../core/http/inputSchemas.ts';
import { userHasPermission } from '../../core/permission/grants.ts';
import { forbidden, ok } from '../../core/result.ts';
import {
  addReport,
  deleteReports,
  editReport,
  headById,
  itemsOf,
  listHeads,
  paramsOf,
  parseSql,
} from './design.ts';
import { ReportCache } from './reportCache.ts';
import { reportRunner } from './runner.ts';
import {
  headIdQuery,
  idQuery,
  idsQuery,
  parseSqlBody,
  previewBody,
  reportCodeParams,
  reportIdParams,
  reportSaveBody,
} from './schema.ts';
import { ReportService } from './service.ts';
import { ReportSources } from './source.ts';

const API = '/online/cgreport/api';
const HEAD = '/online/cgreport/head';

const perm = (action: 'list' | 'add' | 'edit' | 'delete') => ({
  config: { permission: `online:report:${action}` },
});

type Query = Record<string, unknown>;

/**
 * 在线报表 (online reports): the design side (报表配置, `/online/cgreport/head/*`, online:report:*) and
 * the read side used by the report page and the report popup pickers (spec §7, reference §12).
 *
 * How a report's SQL stays safe. The family stored an admin-typed SQL string and ran it with request
 * values spliced in. Here the stored `cgr_sql` is never run as text:
 * - sql/sqlParser reads it with a small grammar: one SELECT of plain columns and aggregates (count,
 *   sum, avg, min, max over one column, with `AS` names) over tables with LEFT/INNER JOINs, a WHERE of
 *   comparisons, LIKE, IN, BETWEEN and IS NULL, GROUP BY columns, a HAVING of the same comparisons and
 *   an ORDER BY. Comments, semicolons, quoted names, subqueries, UNION, other functions and every other
 *   statement are refused;
 * - sql/checkReportSql resolves each table and column in reportTables (a registry of readable tables
 *   and columns; password and tenant columns are not in it), when a report is saved or parsed and
 *   before every run;
 * - sql/compileReport rebuilds the query from that tree with Kysely: names come from the registry,
 *   literals and `${param}` values (defaults from onl_cgreport_param, `self_<param>` from the request)
 *   are bound parameters, and each table's row scope is added — sys_user and the user link tables show
 *   only the caller's tenant, so no report can list another tenant's users;
 * - runner runs it read-only with a time limit (报表查询超时); getData wraps it as a subquery and applies
 *   the list conventions, the caller's data rules (dataRules.ts) and paging on top.
 * A report may instead name a defined data source (db_source = its code, source.ts): its tables are
 * then the source's own catalog (secret-looking columns left out, no tenant scope), and it runs on a
 * connection to that source opened for the call, read-only and time-limited in the source's dialect.
 * Reading a report needs only a session (pickers inside forms use it); defining one needs
 * online:report:add / edit, and every save runs checkDefinition.
 */
export function onlineReportRoutes(app: Api, ctx: AppContext): void {
  const runner = reportRunner(ctx);
  const cache = new ReportCache(ctx.db.writes);
  const sources = new ReportSources(ctx, runner);
  const reports = new ReportService(ctx, sources, cache);
  app.addHook('onClose', () => runner.close());

  // ——— design (报表配置) ———
  app.get(`${HEAD}/list`, perm('list'), async (request) => ok(await listHeads(ctx, request.query as Query)));

  app.get(`${HEAD}/queryById`, { ...perm('list'), schema: { querystring: idQuery } }, async (request) =>
    ok(await headById(ctx, request.query.id)),
  );

  app.get(
    '/online/cgreport/item/listByHeadId',
    { ...perm('list'), schema: { querystring: headIdQuery } },
    async (request) => ok(await itemsOf(ctx, request.query.headId)),
  );

  app.get(
    '/online/cgreport/param/listByHeadId',
    { ...perm('list'), schema: { querystring: headIdQuery } },
    async (request) => ok(await paramsOf(ctx, request.query.headId)),
  );

  app.post(`${HEAD}/add`, { ...perm('add'), schema: { body: reportSaveBody } }, async (request) => {
    const body = request.body;
    return ok(await addReport(ctx, sources, cache, currentUser(request), body), '添加成功！');
  });

  app.put(`${HEAD}/edit`, { ...perm('edit'), schema: { body: reportSaveBody } }, async (request) => {
    const body = request.body;
    await editReport(ctx, sources, cache, currentUser(request), body);
    return ok(null, '编辑成功!');
  });

  app.delete(`${HEAD}/delete`, { ...perm('delete'), schema: { querystring: idQuery } }, async (request) => {
    await deleteReports(ctx, cache, currentUser(request), [request.query.id]);
    return ok(null, '删除成功!');
  });

  app.delete(
    `${HEAD}/deleteBatch`,
    { ...perm('delete'), schema: { querystring: idsQuery } },
    async (request) => {
      const ids = request.query.ids.split(',');
      await deleteReports(ctx, cache, currentUser(request), ids);
      return ok(null, '批量删除成功!');
    },
  );

  /** 解析SQL and 预览 are for whoever may add or edit a report. */
  const assertDesigner = async (userId: string) => {
    const db = ctx.db.kysely;
    const allowed =
      (await userHasPermission(db, userId, 'online:report:add')) ||
      (await userHasPermission(db, userId, 'online:report:edit'));
    if (!allowed) throw forbidden();
  };

  app.post(
    `${HEAD}/parseSql`,
    { config: { summary: '解析报表 SQL' }, schema: { body: parseSqlBody } },
    async (request) => {
      await assertDesigner(currentUser(request).userId);
      const body = request.body;
      return ok(await parseSql(sources, body.sql, body.dbSource), '解析成功');
    },
  );

  app.post(
    `${HEAD}/preview`,
    { config: { summary: '预览报表' }, schema: { body: previewBody } },
    async (request) => {
      const auth = currentUser(request);
      await assertDesigner(auth.userId);
      return ok(await reports.preview(auth, request.body));
    },
  );

  // ——— run (spec §7) ———
  app.get(
    `${API}/getRpColumns/:code`,
    { config: { summary: '报表的列' }, schema: { params: reportCodeParams } },
    async (request) => ok(await reports.columns(request.params.code)),
  );

  app.get(
    `${API}/getQueryInfo/:id`,
    { config: { summary: '报表的查询条件' }, schema: { params: reportIdParams } },
    async (request) => ok(await reports.queryInfo(request.params.id, request.query as Query)),
  );

  app.get(
    `${API}/getData/:id`,
    { config: { summary: '报表数据' }, schema: { params: reportIdParams } },
    async (request) => {
      const { id } = request.params;
      return ok(await reports.data(currentUser(request), id, request.query as Query));
    },
  );

  app.get(
    `${API}/getColumnsAndData/:id`,
    { config: { summary: '报表的列与数据' }, schema: { params: reportIdParams } },
    async (request) => {
      const { id } = request.params;
      return ok(await reports.columnsAndData(currentUser(request), id, request.query as Query));
    },
  );

  app.get(
    `${API}/exportXls/:id`,
    { config: { summary: '导出报表', sheetExport: true }, schema: { params: reportIdParams } },
    async (request, reply) => {
      const { id } = request.params;
      const { title, sheet } = await reports.exportSheet(currentUser(request), id, request.query as Query);
      return sendSheet(reply, title, sheet);
    },
  );
}
