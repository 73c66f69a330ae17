import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../core/auth/guard.ts';
import type { AppContext } from '../../core/context.ts';
import { deleteEndpoints } from '../../core/crud/deleteEndpoints.ts';
import { idQuery } from '../../core/crud/idParams.ts';
import { listEndpoints } from '../../core/crud/listEndpoints.ts';
import { ok } from '../../core/result.ts';
import { parseInput } from '../../core/validation.ts';
import { checkByCodeQuery, checkRuleEdit, checkRuleFields } from './schema.ts';
import {
  addCheckRule,
  checkByCode,
  checkRuleById,
  checkRuleColumns,
  checkRuleEntity,
  checkRulesBase,
  deleteCheckRules,
  editCheckRule,
} from './service.ts';

const PATH = '/sys/checkRule';
const perm = (action: string) => ({ config: { permission: `system:checkRule:${action}` } });

/**
 * 编码校验规则 (reference §6). checkByCode needs only a signed-in user: every form that validates a
 * field by a rule calls it.
 */
export function checkRuleRoutes(app: FastifyInstance, ctx: AppContext): void {
  listEndpoints(app, ctx, {
    path: PATH,
    permissionPrefix: 'system:checkRule',
    entity: checkRuleEntity,
    base: () => checkRulesBase(ctx),
    select: (qb) => qb.selectAll(),
    columns: checkRuleColumns,
  });

  app.post(`${PATH}/add`, perm('add'), async (request) => {
    await addCheckRule(ctx, currentUser(request), parseInput(checkRuleFields, request.body));
    return ok(null, '添加成功！');
  });

  app.put(`${PATH}/edit`, perm('edit'), async (request) => {
    const { id, ...input } = parseInput(checkRuleEdit, request.body);
    await editCheckRule(ctx, currentUser(request), id, input);
    return ok(null, '编辑成功!');
  });

  deleteEndpoints(app, PATH, 'system:checkRule:delete', (_request, ids) => deleteCheckRules(ctx, ids));

  app.get(`${PATH}/queryById`, perm('list'), async (request) =>
    ok(await checkRuleById(ctx, parseInput(idQuery, request.query).id)),
  );

  app.get(`${PATH}/checkByCode`, async (request) => {
    const q = parseInput(checkByCodeQuery, request.query);
    await checkByCode(ctx, q.ruleCode, q.value);
    return ok(null);
  });
}
