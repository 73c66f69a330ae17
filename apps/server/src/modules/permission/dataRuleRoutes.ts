import { currentUser } from '../../core/auth/guard.ts';
import type { AppContext } from '../../core/context.ts';
import { idQuery } from '../../core/crud/idParams.ts';
import type { Api } from '../../core/http/inputSchemas.ts';
import { ok } from '../../core/result.ts';
import { dataRuleEdit, dataRuleFields, dataRuleQuery, permissionIdQuery } from './dataRuleSchema.ts';
import { addDataRule, dataRulesOf, deleteDataRule, editDataRule } from './dataRuleService.ts';

/** 数据规则 of a menu (spec §7: getPermRuleListByPermId, queryPermissionRule), all behind one permission. */
export function dataRuleRoutes(app: Api, ctx: AppContext, path: string): void {
  const config = { config: { permission: 'system:permission:dataRule' } };

  app.get(
    `${path}/getPermRuleListByPermId`,
    { ...config, schema: { querystring: permissionIdQuery } },
    async (request) => ok(await dataRulesOf(ctx, request.query.permissionId)),
  );

  app.get(
    `${path}/queryPermissionRule`,
    { ...config, schema: { querystring: dataRuleQuery } },
    async (request) => {
      const { permissionId, ...filter } = request.query;
      return ok(await dataRulesOf(ctx, permissionId, filter));
    },
  );

  app.post(`${path}/addPermissionRule`, { ...config, schema: { body: dataRuleFields } }, async (request) => {
    await addDataRule(ctx, currentUser(request), request.body);
    return ok(null, '添加成功！');
  });

  app.put(`${path}/editPermissionRule`, { ...config, schema: { body: dataRuleEdit } }, async (request) => {
    const { id, ...input } = request.body;
    await editDataRule(ctx, currentUser(request), id, input);
    return ok(null, '编辑成功!');
  });

  const remove = async (id: string) => {
    await deleteDataRule(ctx, id);
    return ok(null, '删除成功!');
  };
  app.get(
    `${path}/deletePermissionRule`,
    { config: { ...config.config, operationLog: true }, schema: { querystring: idQuery } },
    (request) => remove(request.query.id),
  );
  app.delete(`${path}/deletePermissionRule`, { ...config, schema: { querystring: idQuery } }, (request) =>
    remove(request.query.id),
  );
}
