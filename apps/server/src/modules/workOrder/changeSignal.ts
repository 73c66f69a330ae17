import type { AppContext } from '../../core/context.ts';

/**
 * Tells every connected browser that work orders changed, so open dashboards reload their figures.
 * The message carries no order data: each dashboard refetches within its own data scope. A failed
 * publish is not the caller's failure (the dashboards also refresh on a timer).
 */
export async function signalWorkOrderChange(ctx: AppContext): Promise<void> {
  try {
    await ctx.realtime.broadcast({ cmd: 'workOrderChanged', msgTxt: '工单已变更' });
  } catch {
    // Dashboards catch up on their 60 s refresh.
  }
}
