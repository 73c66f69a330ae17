import { currentUser } from '../../core/auth/guard.ts';
import type { AppContext } from '../../core/context.ts';
import { listEndpoints } from '../../core/crud/listEndpoints.ts';
import type { Api } from '../../core/http/inputSchemas.ts';
import { ok } from '../../core/result.ts';
import { compareQuery, versionListQuery } from './schema.ts';
import {
  compareVersions,
  dataLogBase,
  dataLogEntity,
  trackedTableOptions,
  versionsOf,
  withTableTitles,
} from './service.ts';

const PATH = '/sys/dataLog';
const LIST = { config: { permission: 'system:dataLog:list' } };

/** 数据日志: the versions of business records (work orders, audiences, users) and their comparison. */
export function dataLogRoutes(app: Api, ctx: AppContext): void {
  listEndpoints(app, ctx, {
    path: PATH,
    permissionPrefix: 'system:dataLog',
    entity: dataLogEntity,
    base: () => dataLogBase(ctx),
    select: (qb) => qb.select(['id', 'dataTable', 'dataId', 'dataVersion', 'createBy', 'createTime']),
    columns: [],
    listExport: false,
    decorate: async (records) => withTableTitles(records),
  });

  app.get(`${PATH}/tables`, LIST, async () => ok(trackedTableOptions()));

  app.get(
    `${PATH}/queryDataVerList`,
    { ...LIST, schema: { querystring: versionListQuery } },
    async (request) => {
      const { dataTable, dataId } = request.query;
      return ok(await versionsOf(ctx, dataTable, dataId));
    },
  );

  app.get(`${PATH}/queryCompareList`, { ...LIST, schema: { querystring: compareQuery } }, async (request) => {
    const { dataId1, dataId2 } = request.query;
    return ok(await compareVersions(ctx, currentUser(request), dataId1, dataId2));
  });
}
