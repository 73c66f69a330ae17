import { REPORT_MONTH_PATTERN, ReportStatus } from '@hcs/shared';
import { formatDate } from '../../../core/time.ts';
import { generateReport } from '../../monthlyReport/service.ts';
import { systemCaller } from './systemCaller.ts';
import type { JobHandler } from './types.ts';

function monthOf(parameter: string | null, fireTime: Date): string {
  const text = parameter?.trim();
  if (!text) return formatDate(fireTime).slice(0, 7);
  if (!REPORT_MONTH_PATTERN.test(text)) throw new Error(`参数应为 YYYY-MM 格式的月份，当前为：${text}`);
  return text;
}

/** 生成/刷新数据 for every draft report of the month, as a manager would press it. */
export const monthlyReportRefreshJob: JobHandler = {
  name: 'MonthlyReportRefreshJob',
  title: '刷新本月草稿月报的统计数据',
  parameterHint: '可选，YYYY-MM 格式的月份，默认为执行时的当月',
  async run({ ctx, parameter, fireTime }) {
    const month = monthOf(parameter, fireTime);
    const drafts = await ctx.db.kysely
      .selectFrom('woMonthlyReport')
      .select(['departId', 'tenantId'])
      .where('month', '=', month)
      .where('status', '=', ReportStatus.draft)
      .where('delFlag', '=', 0)
      .execute();
    const failures: string[] = [];
    for (const draft of drafts) {
      try {
        await generateReport(ctx, systemCaller(draft.tenantId), { month, departId: draft.departId });
      } catch (err) {
        failures.push(err instanceof Error ? err.message : String(err));
      }
    }
    const done = `${month} 已刷新 ${drafts.length - failures.length} 份草稿月报`;
    if (failures.length > 0) throw new Error(`${done}，${failures.length} 份失败：${failures.join('；')}`);
    return done;
  },
};
