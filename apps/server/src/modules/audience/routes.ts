import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../core/auth/guard.ts';
import type { AppContext } from '../../core/context.ts';
import { deleteEndpoints } from '../../core/crud/deleteEndpoints.ts';
import { idQuery } from '../../core/crud/idParams.ts';
import { withDepartOfName } from '../../core/crud/importLookups.ts';
import { listEndpoints } from '../../core/crud/listEndpoints.ts';
import { ok } from '../../core/result.ts';
import { parseInput } from '../../core/validation.ts';
import { audienceEdit, audienceFields } from './schema.ts';
import {
  addAudience,
  audienceById,
  audienceColumns,
  audienceEntity,
  audiencesBase,
  deleteAudiences,
  editAudience,
  keepStoredIdCard,
  selectAudience,
  sensitiveMask,
} from './service.ts';

const PATH = '/wo/audience';
const perm = (action: string) => ({ config: { permission: `wo:audience:${action}` } });

/** 服务对象 (DOMAIN.md "Audience"): list, export, import, add, edit, delete, detail. */
export function audienceRoutes(app: FastifyInstance, ctx: AppContext): void {
  listEndpoints(app, ctx, {
    path: PATH,
    permissionPrefix: 'wo:audience',
    entity: audienceEntity,
    base: (request) => audiencesBase(ctx.db.kysely, currentUser(request)),
    select: selectAudience,
    idColumn: 'a.id',
    columns: audienceColumns,
    decorate: async (records, auth) => (await sensitiveMask(ctx, auth))(records),
    saveImported: async (auth, values) => {
      const named = await withDepartOfName(ctx.db.kysely, values, '责任站点');
      await addAudience(ctx, auth, parseInput(audienceFields, named));
    },
  });

  app.post(`${PATH}/add`, perm('add'), async (request) => {
    const id = await addAudience(ctx, currentUser(request), parseInput(audienceFields, request.body));
    return ok(id, '添加成功！');
  });

  app.put(`${PATH}/edit`, perm('edit'), async (request) => {
    const auth = currentUser(request);
    const body = await keepStoredIdCard(ctx, auth, request.body);
    const { id, ...input } = parseInput(audienceEdit, body);
    await editAudience(ctx, auth, id, input);
    return ok(null, '编辑成功!');
  });

  deleteEndpoints(app, PATH, 'wo:audience:delete', (request, ids) =>
    deleteAudiences(ctx, currentUser(request), ids),
  );

  app.get(`${PATH}/queryById`, perm('list'), async (request) =>
    ok(await audienceById(ctx, currentUser(request), parseInput(idQuery, request.query).id)),
  );
}
