import { z } from 'zod';
import { currentUser } from '../../core/auth/guard.ts';
import type { AppContext } from '../../core/context.ts';
import { scopedListRequest } from '../../core/crud/scoped.ts';
import type { Api } from '../../core/http/inputSchemas.ts';
import { personalView } from '../../core/permission/personalFields.ts';
import { defineEntity } from '../../core/query/entity.ts';
import { runList } from '../../core/query/runList.ts';
import { ok } from '../../core/result.ts';
import { recordId } from '../../core/schemaFields.ts';
import { inTenant } from '../../core/tenant.ts';
import { USER_CONTACT_FIELDS } from '../user/contactFields.ts';
import { withDepartNames } from '../user/departNames.ts';
import { departOf } from './service.ts';

/** What the assignee picker filters and sorts on (the user picker's fields). */
const assigneeEntity = defineEntity({
  title: '处理人',
  defaultSort: 'createTime',
  extraParams: ['departId'],
  fields: {
    id: { column: 'u.id', type: 'string' },
    username: { column: 'u.username', type: 'string' },
    realname: { column: 'u.realname', type: 'string' },
    sex: { column: 'u.sex', type: 'number', dict: 'sex' },
    phone: { column: 'u.phone', type: 'string' },
    createTime: { column: 'u.createTime', type: 'datetime' },
  },
});

const departQuery = z.object({ departId: recordId('请选择所属部门') });

/**
 * GET /wo/workOrder/assignees?departId=…: the people an order of that department may be dispatched to —
 * active users of the department and the ones below it (DOMAIN.md "Work order"), as the user picker
 * lists them. The general user picker lists one department only; dispatching needs the subtree.
 */
export function assigneeRoutes(app: Api, ctx: AppContext): void {
  app.get(
    '/wo/workOrder/assignees',
    { config: { permission: 'wo:order:dispatch' }, schema: { querystring: departQuery.loose() } },
    async (request) => {
      const auth = currentUser(request);
      const { _t, departId: _d, ...params } = request.query as Record<string, unknown>;
      const { departId } = request.query;
      const depart = await departOf(ctx.db.kysely, departId);
      const query: Record<string, unknown> = { order: 'asc', ...params };
      const view = await personalView(ctx.db.kysely, auth, USER_CONTACT_FIELDS);
      const entity = view.restrict(assigneeEntity);
      const listRequest = await scopedListRequest(ctx, auth, entity, query);
      listRequest.sort.push({ field: 'id', direction: 'asc' });
      const base = ctx.db.kysely
        .selectFrom('sysUser as u')
        .where('u.delFlag', '=', 0)
        .where('u.status', '=', 1)
        .where(inTenant('u.relTenantIds', auth.tenantId))
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('sysUserDepart as ud')
              .innerJoin('sysDepart as d', 'd.id', 'ud.depId')
              .select('ud.id')
              .whereRef('ud.userId', '=', 'u.id')
              .where('d.orgCode', 'like', `${depart.orgCode}%`),
          ),
        );
      const result = await runList(ctx, entity, listRequest, base, (qb) =>
        qb.select(['u.id', 'u.username', 'u.realname', 'u.sex', 'u.phone', 'u.birthday']),
      );
      return ok({ ...result, records: await withDepartNames(ctx.db.kysely, view.apply(result.records)) });
    },
  );
}
