import {
  type MonthlyReportStats,
  monthlyReportResource,
  REPORT_EDITABLE_STATUSES,
  REPORT_NARRATIVE,
  REPORT_STATUS_TEXT,
  ReportStatus,
  type ReportStatusValue,
  type ResourceRow,
} from '@hcs/shared';
import { type Kysely, sql, type Transaction } from 'kysely';
import { realnameOf } from '../../core/auth/realname.ts';
import type { AppContext } from '../../core/context.ts';
import type { Database } from '../../core/db/schema.ts';
import type { AuthContext } from '../../core/http/fastifyTypes.ts';
import { newId } from '../../core/ids.ts';
import type { ResourceFrom } from '../../core/resource/entity.ts';
import { resourceRecords } from '../../core/resource/routes.ts';
import { BusinessError } from '../../core/result.ts';
import { formatDateTime } from '../../core/time.ts';
import { nearestHolders, notifyUsers } from '../announcement/notice.ts';
import { departOf } from '../workOrder/service.ts';
import { htmlToText } from './htmlText.ts';
import type { EditInput, GenerateInput, ReviewInput } from './schema.ts';
import { computeSnapshot } from './snapshot.ts';

/** The report list's rows name the table `r` and join the department (`d`) for its name. */
export const REPORT_FROM: ResourceFrom = { alias: 'r', joined: { departName: 'd.departName' } };

/** The caller's tenant, not deleted, with the department's name. */
export const reportsBase = (db: Kysely<Database> | Transaction<Database>, auth: AuthContext) =>
  db
    .selectFrom('woMonthlyReport as r')
    .leftJoin('sysDepart as d', 'd.id', 'r.departId')
    .where('r.tenantId', '=', auth.tenantId)
    .where('r.delFlag', '=', 0);

type DetailRow = Omit<ResourceRow<typeof monthlyReportResource>, 'status' | 'version'> & {
  status: string;
  version: number;
  stats: string | null;
  submitByName: string | null;
  reviewByName: string | null;
};
export type ReportDetail = Omit<DetailRow, 'stats'> & { stats: MonthlyReportStats | null };

const statusText = (status: string) => REPORT_STATUS_TEXT[status as ReportStatusValue] ?? status;

/** 「月报已提交，不能再编辑」: what a frozen report answers. */
const frozen = (doing: string) => (text: string) => `月报${text}，不能再${doing}`;

function assertEditable(status: string, doing: string) {
  if (!REPORT_EDITABLE_STATUSES.includes(status)) throw new BusinessError(frozen(doing)(statusText(status)));
}

/** Every report read or changed by id goes through the caller's scope (the resource's records). */
const reports = () => resourceRecords(monthlyReportResource);
const outsideManaged = '只能管理本部门及下级部门的月报';

/** A report as stored, its figures read. */
export const withStats = <T extends { stats?: unknown }>(
  row: T,
): Omit<T, 'stats'> & { stats: MonthlyReportStats | null } => ({
  ...row,
  stats: typeof row.stats === 'string' ? (JSON.parse(row.stats) as MonthlyReportStats) : null,
});

/** One report the caller may see under their data rules, with its figures. */
export async function reportById(ctx: AppContext, auth: AuthContext, id: string): Promise<ReportDetail> {
  return withStats((await reports().one(ctx, auth, id)) as DetailRow);
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
  const scope = await reports().scope(ctx, auth);
  const found = await reportsBase(db, auth)
    .select('r.id')
    .where('r.departId', '=', depart.id)
    .where('r.month', '=', input.month)
    .executeTakeFirst();
  // A report outside the caller's rules is another department's: refused in those words.
  const existing =
    found &&
    ((await reports()
      .one(ctx, auth, found.id)
      .catch((error: unknown) => {
        throw error instanceof BusinessError ? new BusinessError(outsideManaged) : error;
      })) as DetailRow);
  if (existing) assertEditable(existing.status, '刷新数据');

  const stats = await computeSnapshot(ctx, auth, depart, input.month);
  const now = formatDateTime();
  if (existing) {
    await reports().change(ctx, auth, [existing.id], async (trx) => {
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
      await reports().assertKept(trx, auth, scope, id, outsideManaged);
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
  await reports().change(ctx, auth, [target.id], async (trx) => {
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
  const report = await versionedUpdate(ctx, auth, target, REPORT_EDITABLE_STATUSES, frozen('提交'), {
    status: ReportStatus.submitted,
    submitBy: auth.username,
    submitTime: formatDateTime(),
  });
  const approvers = await nearestHolders(ctx, auth.tenantId, report.sysOrgCode, 'wo:report:review');
  const author = await realnameOf(ctx.db.kysely, auth);
  await notifyUsers(
    ctx,
    auth,
    approvers,
    reportNotice(report, '月报待审核', `已由 ${author} 提交，请审核。`),
  );
}

/** A message about a report, opening its document (bell and websocket), sent after the change committed. */
const reportNotice = (report: { id: string; title: string }, title: string, text: string) => ({
  title: `${title}：${report.title}`,
  text: `${report.title}${text}`,
  openPage: `/wo/report/view?id=${report.id}`,
  busType: 'monthly_report',
  busId: report.id,
});

/** The user who submitted the report (its author), if still a user. */
async function authorOf(ctx: AppContext, submitBy: string | null): Promise<string | null> {
  if (!submitBy) return null;
  const user = await ctx.db.kysely
    .selectFrom('sysUser')
    .select('id')
    .where('username', '=', submitBy)
    .where('delFlag', '=', 0)
    .executeTakeFirst();
  return user?.id ?? null;
}

/** Approves (已审核) or returns (已退回, a comment required) a submitted report. */
export async function reviewReport(ctx: AppContext, auth: AuthContext, input: ReviewInput): Promise<void> {
  if (!input.approve && !input.comment) throw new BusinessError('退回月报时请填写审核意见');
  const report = await versionedUpdate(
    ctx,
    auth,
    input,
    [ReportStatus.submitted],
    () => '只能审核已提交的月报',
    {
      status: input.approve ? ReportStatus.approved : ReportStatus.returned,
      reviewBy: auth.username,
      reviewTime: formatDateTime(),
      reviewComment: input.comment,
    },
  );
  const notice = input.approve
    ? reportNotice(report, '月报已审核通过', '已审核通过。')
    : reportNotice(report, '月报已退回', `已退回，请修改后重新提交。审核意见：${input.comment ?? ''}`);
  await notifyUsers(ctx, auth, [await authorOf(ctx, report.submitBy)], notice);
}

/**
 * Only drafts and returned reports are deleted (the unique month per department is then free to generate
 * again); submitted and approved reports are records.
 */
export async function assertDeletable(trx: Transaction<Database>, ids: readonly string[]): Promise<void> {
  const kept = await trx
    .selectFrom('woMonthlyReport')
    .select('id')
    .where('id', 'in', ids)
    .where('status', 'not in', [...REPORT_EDITABLE_STATUSES])
    .executeTakeFirst();
  if (kept) throw new BusinessError('只能删除草稿或已退回的月报');
}
