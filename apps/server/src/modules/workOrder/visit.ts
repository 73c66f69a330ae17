import { maskValue, type OrderVisit, WorkOrderStatus } from '@hcs/shared';
import type { AppContext } from '../../core/context.ts';
import type { AuthContext } from '../../core/http/fastifyTypes.ts';

interface VisitedOrder {
  audienceId: string;
  assigneeId: string | null;
  status: number;
}

const OPEN: readonly number[] = [WorkOrderStatus.dispatched, WorkOrderStatus.processing];

/**
 * DOMAIN.md "Audience" phone: whole for whoever serves the person — the assignee of this order while it
 * is open, to call from the door. Everyone else sees it masked, as personal data is by default (a holder
 * of the sensitive-data permission reveals it in the person's record, where the reveal is logged).
 */
export const phonesShownWhole = (auth: AuthContext, order: VisitedOrder): boolean =>
  order.assigneeId === auth.userId && OPEN.includes(order.status);

/**
 * The visit facts of an order's audience. The order was read through the caller's scope, and only its
 * own audience is read here: the order's scope decides, so a worker sees the person of their own order
 * (whom the audience list's data rule may not show them) and nobody else's.
 */
export async function orderVisit(
  ctx: AppContext,
  auth: AuthContext,
  order: VisitedOrder,
): Promise<OrderVisit | null> {
  const person = await ctx.db.kysely
    .selectFrom('woAudience')
    .select([
      'id',
      'name',
      'areaCode',
      'address',
      'phone',
      'guardianName',
      'guardianPhone',
      'disabilityType',
      'disabilityLevel',
      'livingStatus',
    ])
    .where('id', '=', order.audienceId)
    .where('tenantId', '=', auth.tenantId)
    .where('delFlag', '=', 0)
    .executeTakeFirst();
  if (!person) return null;
  const whole = phonesShownWhole(auth, order);
  const shown = (value: string | null) => (value && !whole ? maskValue('phone', value) : value);
  const { id, phone, guardianPhone, ...rest } = person;
  return {
    audienceId: id,
    ...rest,
    phone: shown(phone),
    guardianPhone: shown(guardianPhone),
    phonesWhole: whole,
  };
}
