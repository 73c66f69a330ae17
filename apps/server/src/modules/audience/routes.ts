import { audienceResource } from '@hcs/shared';
import type { FastifyInstance } from 'fastify';
import { recordDataLog } from '../../core/audit/dataLog.ts';
import { registerTrackedTable, trackedResource } from '../../core/audit/dataLogTables.ts';
import type { AppContext } from '../../core/context.ts';
import { withDepartOfName } from '../../core/crud/importLookups.ts';
import { resourceRoutes } from '../../core/resource/routes.ts';
import { orderMixChanged } from '../workOrder/orderMix.ts';
import {
  AUDIENCE_FROM,
  assertUnique,
  assertWithoutOrders,
  audiencesBase,
  departOrgCode,
  releaseIdCard,
} from './service.ts';

const TABLE = audienceResource.table;

/**
 * 服务对象 (DOMAIN.md "Audience"): the standard endpoints of the audience resource (its ID numbers,
 * 残疾证号 and phones masked by the definition, revealed one at a time with 查看完整). What is its own: unique per
 * tenant, the department's org code kept for the data rules, nobody put outside the writer's
 * departments, deleted only without work orders; an import names the station by name.
 */
export function audienceRoutes(app: FastifyInstance, ctx: AppContext): void {
  resourceRoutes(app, ctx, {
    resource: audienceResource,
    table: 'woAudience',
    base: audiencesBase,
    from: AUDIENCE_FROM,
    receive: (body, { imported }) =>
      imported ? withDepartOfName(ctx.db.kysely, body as Record<string, string>, '责任站点') : body,
    prepare: async (values, { db, auth, id }) => {
      const idCardNo = String(values.idCardNo).toUpperCase();
      const disabilityCertNo = typeof values.disabilityCertNo === 'string' ? values.disabilityCertNo : null;
      await assertUnique(db, auth, { idCardNo, disabilityCertNo }, id);
      await releaseIdCard(db, auth, idCardNo);
      const sysOrgCode = await departOrgCode(db, String(values.departId));
      const created = id === null ? { tenantId: auth.tenantId, delFlag: 0 } : {};
      return { ...values, idCardNo, sysOrgCode, ...created };
    },
    inTransaction: async (trx, write) => {
      if (write.action === 'delete') await assertWithoutOrders(trx, write.ids);
      else await recordDataLog(trx, write.auth, TABLE, write.ids);
    },
    // The order counts by disability type follow the audience's type.
    afterCommit: (write) => {
      if (write.action === 'edit') orderMixChanged();
    },
    softDelete: true,
    added: (row) => row.id,
    outsideScope: '只能管理本部门及下级部门的服务对象',
    deleteNotFound: '只能删除本部门及下级部门的服务对象',
  });

  registerTrackedTable(
    TABLE,
    trackedResource(
      audienceResource,
      (db, id) => db.selectFrom('woAudience').selectAll().where('id', '=', id).executeTakeFirst(),
      { refs: { departId: 'depart' } },
    ),
  );
}
