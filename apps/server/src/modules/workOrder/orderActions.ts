import { allowedActions, isOverdue, maskValue, WORK_ORDER_PERMISSIONS } from '@hcs/shared';
import { VersionedCache } from '../../core/cache/versionedCache.ts';
import type { AppContext } from '../../core/context.ts';
import type { AuthContext } from '../../core/http/fastifyTypes.ts';
import { GRANT_TABLES } from '../../core/permission/grantCache.ts';
import { heldPermissions } from '../../core/permission/grants.ts';
import { formatDateTime } from '../../core/time.ts';
import { SENSITIVE_PERMISSION } from '../audience/service.ts';

const CODES = [...WORK_ORDER_PERMISSIONS, SENSITIVE_PERMISSION];

interface DecoratedOrder {
  status: number;
  assigneeId: string | null;
  deadline: string | null;
  audienceIdCardNo: string | null;
}

/**
 * Adds to orders what the caller may do with each (the buttons shown) and whether it is overdue, and
 * masks the audience's ID number as everywhere (an export whole for whom may reveal it, as the audience
 * export). The caller's permissions are read once
 * per grant change (every list page needs them), as the route guard's are.
 */
export function orderDecorator(ctx: AppContext) {
  const held = new VersionedCache<Set<string>>(ctx.db.writes, GRANT_TABLES, 3_000, 5_000);
  return async <T extends DecoratedOrder>(
    auth: AuthContext,
    orders: T[],
    purpose: 'list' | 'export' | 'detail' = 'list',
  ) => {
    const permissions = await held.get(auth.userId, () => heldPermissions(ctx.db.kysely, auth.userId, CODES));
    const whole = purpose === 'export' && permissions.has(SENSITIVE_PERMISSION);
    const now = formatDateTime();
    return orders.map((o) => ({
      ...o,
      audienceIdCardNo:
        o.audienceIdCardNo && !whole ? maskValue('idCard', o.audienceIdCardNo) : o.audienceIdCardNo,
      overdue: isOverdue(o, now),
      actions: allowedActions(o, auth.userId, permissions),
    }));
  };
}
