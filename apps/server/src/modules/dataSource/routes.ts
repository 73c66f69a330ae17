import { dataSourceResource } from '@hcs/shared';
import { z } from 'zod';
import { currentUser } from '../../core/auth/guard.ts';
import { resolveJwtSecret } from '../../core/auth/secret.ts';
import type { AppContext } from '../../core/context.ts';
import type { Api } from '../../core/http/inputSchemas.ts';
import { resourceRoutes } from '../../core/resource/routes.ts';
import { ok } from '../../core/result.ts';
import { PasswordBox } from './passwordBox.ts';
import { connectionSchema, dataSourceColumns, testConnection } from './service.ts';

/** 测试连接 of a saved definition names it, so an empty password means its stored one. */
const savedId = z.object({ id: z.string().max(32).nullish() });

/**
 * 多数据源: the standard endpoints of the data source resource (passwords sealed, never answered), and
 * 测试连接 beside them.
 */
export function dataSourceRoutes(app: Api, ctx: AppContext): void {
  const box = new PasswordBox(resolveJwtSecret(ctx.config.jwtSecret, ctx.config.dataDir));
  const { records } = resourceRoutes(app, ctx, {
    resource: dataSourceResource,
    table: 'sysDataSource',
    notFound: '未找到对应的数据源',
    prepare: (values) => dataSourceColumns(ctx, box, values),
  });

  app.post(
    `${dataSourceResource.path}/testConnection`,
    {
      config: { permission: `${dataSourceResource.permissionPrefix}:test` },
      schema: { body: savedId.and(connectionSchema) },
    },
    async (request) => {
      const { id, ...input } = request.body;
      await testConnection(ctx, box, records, currentUser(request), input, id ?? null);
      return ok(null, '数据库连接成功');
    },
  );
}
