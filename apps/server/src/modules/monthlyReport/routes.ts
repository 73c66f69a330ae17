import { monthlyReportResource } from '@hcs/shared';
import { currentUser } from '../../core/auth/guard.ts';
import { realnameOf } from '../../core/auth/realname.ts';
import type { AppContext } from '../../core/context.ts';
import { idQuery } from '../../core/crud/idParams.ts';
import { sendSheet } from '../../core/excel/routes.ts';
import type { Api } from '../../core/http/inputSchemas.ts';
import { resourceRoutes } from '../../core/resource/routes.ts';
import { ok } from '../../core/result.ts';
import { reportWorkbook } from './document.ts';
import {
  type EditInput,
  editInput,
  type GenerateInput,
  generateInput,
  type ReviewInput,
  reviewInput,
  submitInput,
} from './schema.ts';
import {
  assertDeletable,
  editReport,
  generateReport,
  REPORT_FROM,
  reportById,
  reportsBase,
  reviewReport,
  submitReport,
  withStats,
} from './service.ts';

const PATH = monthlyReportResource.path;
const perm = (code: string) => ({ config: { permission: code } });

/**
 * 服务月报 (DOMAIN.md "Monthly report"): list, detail and delete are the resource's standard endpoints;
 * the rest are commands beside them, as a report is not entered like a record: 生成/刷新数据 creates it
 * (one per department and month, its figures computed), its edit changes the title and narrative only
 * from the version the editor saw, and submit and review move it on. The list has no export of its rows
 * (each report has its document) and no import.
 */
export function monthlyReportRoutes(app: Api, ctx: AppContext): void {
  resourceRoutes(app, ctx, {
    resource: monthlyReportResource,
    table: 'woMonthlyReport',
    base: reportsBase,
    from: REPORT_FROM,
    without: ['add', 'edit', 'import', 'export'],
    notFound: '未找到对应的月报',
    // The figures and the names of who submitted and reviewed it: the detail's, not the list's.
    detail: (qb) =>
      qb.select((eb) => [
        'r.stats',
        eb
          .selectFrom('sysUser as su')
          .select('su.realname')
          .whereRef('su.username', '=', 'r.submitBy')
          .limit(1)
          .as('submitByName'),
        eb
          .selectFrom('sysUser as ru')
          .select('ru.realname')
          .whereRef('ru.username', '=', 'r.reviewBy')
          .limit(1)
          .as('reviewByName'),
      ]),
    // A detail's figures are read; a page of the list has none.
    decorate: async (records) => records.map((r) => ('stats' in r ? withStats(r) : r)),
    inTransaction: async (trx, write) => {
      if (write.action === 'delete') await assertDeletable(trx, write.ids);
    },
  });

  app.post(
    `${PATH}/generate`,
    { ...perm('wo:report:generate'), schema: { body: generateInput } },
    async (request) => {
      const input = request.body as GenerateInput;
      const result = await generateReport(ctx, currentUser(request), input);
      return ok(result, result.created ? '月报已生成！' : '月报数据已刷新！');
    },
  );

  app.put(`${PATH}/edit`, { ...perm('wo:report:edit'), schema: { body: editInput } }, async (request) => {
    await editReport(ctx, currentUser(request), request.body as EditInput);
    return ok(null, '编辑成功!');
  });

  app.post(
    `${PATH}/submit`,
    { ...perm('wo:report:submit'), schema: { body: submitInput } },
    async (request) => {
      await submitReport(ctx, currentUser(request), request.body);
      return ok(null, '月报已提交！');
    },
  );

  app.post(
    `${PATH}/review`,
    { ...perm('wo:report:review'), schema: { body: reviewInput } },
    async (request) => {
      const input = request.body as ReviewInput;
      await reviewReport(ctx, currentUser(request), input);
      return ok(null, input.approve ? '月报已审核通过！' : '月报已退回！');
    },
  );

  // One report's document (the list itself has no export).
  const exportOptions = { config: { permission: 'wo:report:export', sheetExport: true } };
  app.get(
    `${PATH}/exportXls`,
    { ...exportOptions, schema: { querystring: idQuery } },
    async (request, reply) => {
      const auth = currentUser(request);
      const report = await reportById(ctx, auth, request.query.id);
      const body = await reportWorkbook(report, await realnameOf(ctx.db.kysely, auth));
      return sendSheet(reply, report.title, { format: 'xlsx', body });
    },
  );
}
