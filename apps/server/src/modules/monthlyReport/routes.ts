import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../core/auth/guard.ts';
import type { AppContext } from '../../core/context.ts';
import { deleteEndpoints } from '../../core/crud/deleteEndpoints.ts';
import { idQuery } from '../../core/crud/idParams.ts';
import { listEndpoints } from '../../core/crud/listEndpoints.ts';
import { sendSheet } from '../../core/excel/routes.ts';
import { ok } from '../../core/result.ts';
import { parseInput } from '../../core/validation.ts';
import { realnameOf } from '../workOrder/service.ts';
import { reportWorkbook } from './document.ts';
import { editInput, generateInput, reviewInput, submitInput } from './schema.ts';
import {
  deleteReports,
  editReport,
  generateReport,
  reportById,
  reportEntity,
  reportsBase,
  reviewReport,
  selectReport,
  submitReport,
} from './service.ts';

const PATH = '/wo/monthlyReport';
const perm = (code: string) => ({ config: { permission: code } });

/** 服务月报 (DOMAIN.md "Monthly report"): list, generate/refresh, edit, submit, review, document, delete. */
export function monthlyReportRoutes(app: FastifyInstance, ctx: AppContext): void {
  listEndpoints(app, ctx, {
    path: PATH,
    permissionPrefix: 'wo:report',
    entity: reportEntity,
    base: (request) => reportsBase(ctx.db.kysely, currentUser(request)),
    select: selectReport,
    idColumn: 'r.id',
    columns: [],
    listExport: false,
  });

  app.get(`${PATH}/queryById`, perm('wo:report:list'), async (request) =>
    ok(await reportById(ctx, currentUser(request), parseInput(idQuery, request.query).id)),
  );

  app.post(`${PATH}/generate`, perm('wo:report:generate'), async (request) => {
    const result = await generateReport(ctx, currentUser(request), parseInput(generateInput, request.body));
    return ok(result, result.created ? '月报已生成！' : '月报数据已刷新！');
  });

  app.put(`${PATH}/edit`, perm('wo:report:edit'), async (request) => {
    await editReport(ctx, currentUser(request), parseInput(editInput, request.body));
    return ok(null, '编辑成功!');
  });

  app.post(`${PATH}/submit`, perm('wo:report:submit'), async (request) => {
    await submitReport(ctx, currentUser(request), parseInput(submitInput, request.body));
    return ok(null, '月报已提交！');
  });

  app.post(`${PATH}/review`, perm('wo:report:review'), async (request) => {
    const input = parseInput(reviewInput, request.body);
    await reviewReport(ctx, currentUser(request), input);
    return ok(null, input.approve ? '月报已审核通过！' : '月报已退回！');
  });

  // One report's document (the list itself has no export).
  const exportOptions = { config: { permission: 'wo:report:export', sheetExport: true } };
  app.get(`${PATH}/exportXls`, exportOptions, async (request, reply) => {
    const auth = currentUser(request);
    const report = await reportById(ctx, auth, parseInput(idQuery, request.query).id);
    const body = await reportWorkbook(report, await realnameOf(ctx.db.kysely, auth));
    return sendSheet(reply, report.title, { format: 'xlsx', body });
  });

  deleteEndpoints(app, PATH, 'wo:report:delete', (request, ids) =>
    deleteReports(ctx, currentUser(request), ids),
  );
}
