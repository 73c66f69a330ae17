import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../core/auth/guard.ts';
import { resolveJwtSecret } from '../../core/auth/secret.ts';
import type { AppContext } from '../../core/context.ts';
import { deleteEndpoints } from '../../core/crud/deleteEndpoints.ts';
import { idQuery } from '../../core/crud/idParams.ts';
import { listEndpoints } from '../../core/crud/listEndpoints.ts';
import { ok } from '../../core/result.ts';
import { parseInput } from '../../core/validation.ts';
import { PasswordBox } from './passwordBox.ts';
import { connectionInput, dataSourceFields, editId } from './schema.ts';
import {
  addDataSource,
  dataSourceById,
  dataSourceColumns,
  dataSourceEntity,
  dataSourcesBase,
  deleteDataSources,
  editDataSource,
  PUBLIC_COLUMNS,
  testConnection,
} from './service.ts';

const PATH = '/sys/dataSource';
const PREFIX = 'system:dataSource';
const perm = (action: string) => ({ config: { permission: `${PREFIX}:${action}` } });

/** 多数据源: connection definitions with 测试连接; passwords are sealed and never answered. */
export function dataSourceRoutes(app: FastifyInstance, ctx: AppContext): void {
  const box = new PasswordBox(resolveJwtSecret(ctx.config.jwtSecret, ctx.config.dataDir));

  listEndpoints(app, ctx, {
    path: PATH,
    permissionPrefix: PREFIX,
    entity: dataSourceEntity,
    base: () => dataSourcesBase(ctx),
    select: (qb) => qb.select(PUBLIC_COLUMNS),
    columns: dataSourceColumns,
  });

  app.post(`${PATH}/add`, perm('add'), async (request) => {
    await addDataSource(ctx, box, currentUser(request), parseInput(dataSourceFields, request.body));
    return ok(null, '添加成功！');
  });

  const edit = async (request: FastifyRequest) => {
    const { id } = parseInput(editId, request.body);
    await editDataSource(ctx, box, currentUser(request), id, parseInput(dataSourceFields, request.body));
    return ok(null, '编辑成功!');
  };
  app.put(`${PATH}/edit`, perm('edit'), edit);
  app.post(`${PATH}/edit`, perm('edit'), edit);

  deleteEndpoints(app, PATH, `${PREFIX}:delete`, (_request, ids) => deleteDataSources(ctx, ids));

  app.get(`${PATH}/queryById`, perm('list'), async (request) =>
    ok(await dataSourceById(ctx, parseInput(idQuery, request.query).id)),
  );

  app.post(`${PATH}/testConnection`, perm('test'), async (request) => {
    await testConnection(ctx, box, parseInput(connectionInput, request.body));
    return ok(null, '数据库连接成功');
  });
}
