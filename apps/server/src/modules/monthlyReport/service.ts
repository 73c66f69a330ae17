import {
  type MonthlyReportStats,
  REPORT_EDITABLE_STATUSES,
  REPORT_NARRATIVE,
  REPORT_STATUS_TEXT,
  ReportStatus,
  type ReportStatusValue,
} from '@hcs/shared';
import { type Kysely, sql } from 'kysely';
import type { AppContext } from '../../core/context.ts';
import { scopedTable } from '../../core/crud/scopedTable.ts';
import type { Database } from '../../core/db/schema.ts';
import type { AuthContext } from '../../core/http/fastifyTypes.ts';
import { newId } from '../../core/ids.ts';
import { defineEntity } from '../../core/query/entity.ts';
import { BusinessError } from '../../core/result.ts';
import { formatDateTime } from '../../core/time.ts';
import { departOf } from '../workOrder/service.ts';
import { htmlToText } from './htmlText.ts';
import type { EditInput, GenerateInput, ReviewInput } from './schema.ts';
import { computeSnapshot } from './snapshot.ts';

export const reportEntity = defineEntity({
  title: '服务月报',
  defaultSort: 'month',
  menuComponent: 'wo/MonthlyReportList',
  fields: {
    month: { column: 'r.month', type: 'string' },
    departId: { column: 'r.departId', type: 'string' },
    departName: { column: 'd.departName', type: 'string' },
    sysOrgCode: { column: 'r.sysOrgCode', type: 'string' },
    title: { column: 'r.title', type: 'string' },
    status: { column: 'r.status', type: 'string', dict: 'report_status' },
    statsTime: { column: 'r.statsTime', type: 'datetime' },
    submitBy: { column: 'r.submitBy', type: 'string' },
    submitTime: { column: 'r.submitTime', type: 'datetime' },
    reviewBy: { column: 'r.reviewBy', type: 'string' },
    reviewTime: { column: 'r.reviewTime', type: 'datetime' },
    createBy: { column: 'r.createBy', type: 'string' },
    createTime: { column: 'r.createTime', type: 'datetime' },
    updateTime: { column: 'r.updateTime', type: 'datetime' },
  },
});

/** The caller's tenant, not deleted, with the department's name. */
export const reportsBase = (db: Kysely<Database>, auth: AuthContext) =>
  db
    .selectFrom('woMonthlyReport as r')
    .leftJoin('sysDepart as d', 'd.id', 'r.departId')
    .where('r.tenantId', '=', auth.tenantId)
    .where('r.delFlag', '=', 0);

type ReportsBase = ReturnType<typeof reportsBase>;

export const selectReport = (qb: ReportsBase) =>
  qb.select([
    'r.id',
    'r.month',
    'r.departId',
    'd.departName as departName',
    'r.title',
    'r.status',
    'r.statsTime',
    'r.submitBy',
    'r.submitTime',
    'r.reviewBy',
    'r.reviewTime',
    'r.version',
    'r.createBy',
    'r.createTime',
    'r.updateTime',
  ]);

const selectDetail = (qb: ReportsBase) =>
  selectReport(qb)
    .leftJoin('sysUser as su', 'su.username', 'r.submitBy')
    .leftJoin('sysUser as ru', 'ru.username', 'r.reviewBy')
    .select([
      'r.stats',
      'r.summary',
      'r.problems',
      'r.nextPlan',
      'r.reviewComment',
      'su.realname as submitByName',
      'ru.realname as reviewByName',
    ]);

type DetailRow = Awaited<ReturnType<ReturnType<typeof selectDetail>['executeTakeFirstOrThrow']>>;
export type ReportDetail = Omit<DetailRow, 'stats'> & { stats: MonthlyReportStats | null };

const statusText = (status: string) => REPORT_STATUS_TEXT[status as ReportStatusValue] ?? status;

/** 「月报已提交，不能再编辑」: what a frozen report answers. */
const frozen = (doing: string) => (text: string) => `月报${text}，不能再${doing}`;

function assertEditable(status: string, doing: string) {
  if (!REPORT_EDITABLE_STATUSES.includes(status)) throw new BusinessError(frozen(doing)(statusText(status)));
}

const reportRecords = {
  entity: reportEntity,
  base: reportsBase,
  select: selectDetail,
  idColumn: 'r.id',
  notFound: '未找到对应的月报',
};
/** Every report read or changed by id goes through the caller's scope. */
const reports = scopedTable(reportRecords);
const outsideManaged = '只能管理本部门及下级部门的月报';
/** The same, for 生成/刷新数据, which finds the report by department and month. */
const managedReports = scopedTable({ ...reportRecords, notFound: outsideManaged });

const withStats = (row: DetailRow): ReportDetail => ({
  ...row,
  stats: row.stats ? (JSON.parse(row.stats) as MonthlyReportStats) : null,
});

/** One report the caller may see under their data rules, with its figures. */
export async function reportById(ctx: AppContext, auth: AuthContext, id: string): Promise<ReportDetail> {
  return withStats(await reports.one(ctx, auth, id));
}

/** `<部门> <yyyy年M月> 服务月报` */
export const defaultTitle = (departName: string, month: string) =>
  `${departName} ${month.slice(0, 4)}年${Number(month.slice(5, 7))}月 服务月报`;

/**
 * 生成/刷新数据: creates the department's report of the month, or refreshes its figures while it is a
 * draft or returned; a submitted or approved report is frozen.
 */
export async function generateReport(
  ctx: AppContext,
  auth: AuthContext,
  input: GenerateInput,
): Promise<{ id: string; created: boolean }> {
  const db = ctx.db.kysely;
  const depart = await departOf(db, input.departId);
  const scope = await reports.scope(ctx, auth);
  const found = await reportsBase(db, auth)
    .select('r.id')
    .where('r.departId', '=', depart.id)
    .where('r.month', '=', input.month)
    .executeTakeFirst();
  const existing = found && (await managedReports.one(ctx, auth, found.id));
  if (existing) assertEditable(existing.status, '刷新数据');

  const stats = await computeSnapshot(ctx, auth, depart, input.month);
  const now = formatDateTime();
  if (existing) {
    await managedReports.change(ctx, auth, [existing.id], async (trx) => {
      const result = await trx
        .updateTable('woMonthlyReport')
        .set({
          stats: JSON.stringify(stats),
          statsTime: now,
          version: sql<number>`version + 1`,
          updateBy: auth.username,
          updateTime: now,
        })
        .where('id', '=', existing.id)
        .where('status', 'in', [...REPORT_EDITABLE_STATUSES])
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw new BusinessError('月报已被他人修改，请刷新后重试');
    });
    return { id: existing.id, created: false };
  }

  const id = newId();
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('woMonthlyReport')
        .values({
          id,
          month: input.month,
          departId: depart.id,
          sysOrgCode: depart.orgCode,
          title: defaultTitle(depart.departName, input.month),
          stats: JSON.stringify(stats),
          statsTime: now,
          summary: null,
          problems: null,
          nextPlan: null,
          status: ReportStatus.draft,
          submitBy: null,
          submitTime: null,
          reviewBy: null,
          reviewTime: null,
          reviewComment: null,
          version: 0,
          tenantId: auth.tenantId,
          delFlag: 0,
          createBy: auth.username,
          createTime: now,
          updateBy: null,
          updateTime: null,
        })
        .execute();
      await reports.assertKept(trx, auth, scope, id, outsideManaged);
    });
  } catch (err) {
    if (err instanceof BusinessError) throw err;
    // Someone generated the same department's month at the same moment (unique per department and month).
    throw new BusinessError('该部门本月的月报已存在，请刷新后重试');
  }
  return { id, created: true };
}

/** Runs a versioned update; when nothing changed, says why (frozen, or changed by someone else). */
async function versionedUpdate(
  ctx: AppContext,
  auth: AuthContext,
  target: { id: string; version: number },
  from: readonly string[],
  refusal: (statusText: string) => string,
  values: Partial<Database['woMonthlyReport']>,
) {
  const current = await reportById(ctx, auth, target.id);
  if (!from.includes(current.status)) {
    throw new BusinessError(refusal(statusText(current.status)));
  }
  await reports.change(ctx, auth, [target.id], async (trx) => {
    const result = await trx
      .updateTable('woMonthlyReport')
      .set({
        ...values,
        version: sql<number>`version + 1`,
        updateBy: auth.username,
        updateTime: formatDateTime(),
      })
      .where('id', '=', target.id)
      .where('version', '=', target.version)
      .where('status', 'in', [...from])
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw new BusinessError('月报已被他人修改，请刷新后重试');
  });
  return current;
}

/** Edits the title and the narrative of a draft or returned report. */
export async function editReport(
  ctx: AppContext,
  auth: AuthContext,
  { id, version, ...values }: EditInput,
): Promise<void> {
  await versionedUpdate(ctx, auth, { id, version }, REPORT_EDITABLE_STATUSES, frozen('编辑'), values);
}

/** Submits a draft or returned report for review; its three narrative parts must be written. */
export async function submitReport(
  ctx: AppContext,
  auth: AuthContext,
  target: { id: string; version: number },
): Promise<void> {
  const current = await reportById(ctx, auth, target.id);
  if (REPORT_EDITABLE_STATUSES.includes(current.status)) {
    const missing = REPORT_NARRATIVE.filter(([field]) => htmlToText(current[field]) === '').map(
      ([, name]) => name,
    );
    if (missing.length > 0) throw new BusinessError(`请先填写${missing.join('、')}再提交`);
    if (!current.stats) throw new BusinessError('请先生成月报数据再提交');
  }
  await versionedUpdate(ctx, auth, target, REPORT_EDITABLE_STATUSES, frozen('提交'), {
    status: ReportStatus.submitted,
    submitBy: auth.username,
    submitTime: formatDateTime(),
  });
}

/** Approves (已审核) or returns (已退回, a comment required) a submitted report. */
export async function reviewReport(ctx: AppContext, auth: AuthContext, input: ReviewInput): Promise<void> {
  if (!input.approve && !input.comment) throw new BusinessError('退回月报时请填写审核意见');
  await versionedUpdate(ctx, auth, input, [ReportStatus.submitted], () => '只能审核已提交的月报', {
    status: input.approve ? ReportStatus.approved : ReportStatus.returned,
    reviewBy: auth.username,
    reviewTime: formatDateTime(),
    reviewComment: input.comment,
  });
}

/**
 * Deletes drafts and returned reports (the unique month per department is then free to generate again);
 * submitted and approved reports are records.
 */
export async function deleteReports(ctx: AppContext, auth: AuthContext, ids: string[]): Promise<void> {
  await reports.change(ctx, auth, ids, async (trx, visible) => {
    const kept = await trx
      .selectFrom('woMonthlyReport')
      .select('id')
      .where('id', 'in', visible)
      .where('status', 'not in', [...REPORT_EDITABLE_STATUSES])
      .executeTakeFirst();
    if (kept) throw new BusinessError('只能删除草稿或已退回的月报');
    await trx.deleteFrom('woMonthlyReport').where('id', 'in', visible).execute();
  });
}
