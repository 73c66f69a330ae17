import { WorkOrderStatus } from '@hcs/shared';
import type { AppContext } from '../../../core/context.ts';
import { formatDate } from '../../../core/time.ts';
import { sendSystemMessage } from '../../announcement/systemMessage.ts';
import { homeStats } from '../../workOrder/homeStats.ts';
import { systemCaller } from './systemCaller.ts';
import type { JobHandler } from './types.ts';

/** The live administrators, grouped by the tenant they act in (their first one, as at sign-in). */
async function adminsByTenant(ctx: AppContext): Promise<Map<number, string[]>> {
  const admins = await ctx.db.kysely
    .selectFrom('sysUser as u')
    .innerJoin('sysUserRole as ur', 'ur.userId', 'u.id')
    .innerJoin('sysRole as r', 'r.id', 'ur.roleId')
    .select(['u.id', 'u.relTenantIds'])
    .where('r.roleCode', '=', 'admin')
    .where('u.status', '=', 1)
    .where('u.delFlag', '=', 0)
    .execute();
  const byTenant = new Map<number, string[]>();
  for (const admin of admins) {
    const tenant = Number.parseInt((admin.relTenantIds ?? '').split(',')[0] ?? '', 10);
    const tenantId = Number.isInteger(tenant) ? tenant : 0;
    byTenant.set(tenantId, [...new Set([...(byTenant.get(tenantId) ?? []), admin.id])]);
  }
  return byTenant;
}

async function summaryOf(ctx: AppContext, tenantId: number, day: Date): Promise<string> {
  const stats = await homeStats(ctx, systemCaller(tenantId), day);
  const today = stats.trend.at(-1);
  const of = (status: number) => stats.byStatus[String(status)] ?? 0;
  const lines = [
    `今日新建工单 ${stats.createdToday} 个，今日完成 ${today?.completed ?? 0} 个。`,
    `待派单 ${of(WorkOrderStatus.pending)} 个，已派单 ${of(WorkOrderStatus.dispatched)} 个，处理中 ${of(WorkOrderStatus.processing)} 个。`,
    `已超期 ${stats.overdue} 个，本月已完成 ${stats.completedThisMonth} 个。`,
  ];
  return lines.map((line) => `<p>${line}</p>`).join('');
}

/** 工单日报: the day's work-order figures of their tenant, in the administrators' bell. */
export const workOrderDailySummaryJob: JobHandler = {
  name: 'WorkOrderDailySummaryJob',
  title: '向管理员发送工单日报（系统消息）',
  async run({ ctx, fireTime }) {
    const day = formatDate(fireTime);
    let sent = 0;
    for (const [tenantId, userIds] of await adminsByTenant(ctx)) {
      await sendSystemMessage(ctx, {
        title: `工单日报 ${day}`,
        content: await summaryOf(ctx, tenantId, fireTime),
        userIds,
        sender: 'system',
        openPage: '/wo/order',
      });
      sent += userIds.length;
    }
    return `工单日报已发送给 ${sent} 位管理员`;
  },
};
