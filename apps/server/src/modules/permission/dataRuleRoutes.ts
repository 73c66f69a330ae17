import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../core/auth/guard.ts';
import type { AppContext } from '../../core/context.ts';
import { idQuery } from '../../core/crud/idParams.ts';
import { ok } from '../../core/result.ts';
import { parseInput } from '../../core/validation.ts';
import { dataRuleEdit, dataRuleFields, dataRuleQuery, permissionIdQuery } from './dataRuleSchema.ts';
import { addDataRule, dataRulesOf, deleteDataRule, editDataRule } from './dataRuleService.ts';

/** 数据规则 of a menu (spec §7: getPermRuleListByPermId, queryPermissionRule), all behind one permission. */
export function dataRuleRoutes(app: FastifyInstance, ctx: AppContext, path: string): void {
  const config = { config: { permission: 'system:permission:dataRule' } };

  app.get(`${path}/getPermRuleListByPermId`, config, async (request) =>
    ok(await dataRulesOf(ctx, parseInput(permissionIdQuery, request.query).permissionId)),
  );

  app.get(`${path}/queryPermissionRule`, config, async (request) => {
    const { permissionId, ...filter } = parseInput(dataRuleQuery, request.query);
    return ok(await dataRulesOf(ctx, permissionId, filter));
  });

  app.post(`${path}/addPermissionRule`, config, async (request) => {
    await addDataRule(ctx, currentUser(request), parseInput(dataRuleFields, request.body));
    return ok(null, '添加成功！');
  });

  app.put(`${path}/editPermissionRule`, config, async (request) => {
    const { id, ...input } = parseInput(dataRuleEdit, request.body);
    await editDataRule(ctx, currentUser(request), id, input);
    return ok(null, '编辑成功!');
  });

  const remove = async (request: FastifyRequest) => {
    await deleteDataRule(ctx, parseInput(idQuery, request.query).id);
    return ok(null, '删除成功!');
  };
  app.get(`${path}/deletePermissionRule`, { config: { ...config.config, operationLog: true } }, remove);
  app.delete(`${path}/deletePermissionRule`, config, remove);
}
