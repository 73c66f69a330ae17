import type { AppContext } from '../../core/context.ts';

/**
 * Tells every connected browser that work orders changed, so open dashboards reload their figures and a
 * list or detail showing the changed order (`msgId`, when one order changed) reads it again. The message
 * carries no order data: each screen refetches within its own data scope. A failed publish is not the
 * caller's failure (the dashboards also refresh on a timer).
 */
export async function signalWorkOrderChange(ctx: AppContext, orderId?: string): Promise<void> {
  try {
    await ctx.realtime.broadcast({
      cmd: 'workOrderChanged',
      ...(orderId ? { msgId: orderId } : {}),
      msgTxt: '工单已变更',
    });
  } catch {
    // Dashboards catch up on their 60 s refresh.
  }
}
