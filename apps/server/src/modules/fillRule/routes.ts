import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../core/auth/guard.ts';
import { fillRuleGenerators } from '../../core/codes/fillRuleGenerators.ts';
import type { AppContext } from '../../core/context.ts';
import { deleteEndpoints } from '../../core/crud/deleteEndpoints.ts';
import { registerCheckable } from '../../core/crud/duplicateCheck.ts';
import { idQuery } from '../../core/crud/idParams.ts';
import { listEndpoints } from '../../core/crud/listEndpoints.ts';
import { ok } from '../../core/result.ts';
import { parseInput } from '../../core/validation.ts';
import { executeBatchBody, executeBody, fillRuleEdit, fillRuleFields, ruleCodeParams } from './schema.ts';
import {
  addFillRule,
  deleteFillRules,
  editFillRule,
  fillRuleById,
  fillRuleEntity,
  fillRulesBase,
  runFillRule,
} from './service.ts';

const PATH = '/sys/fillRule';
const perm = (action: string) => ({ config: { permission: `system:fillRule:${action}` } });

/**
 * 填值规则 (reference §6): rule definitions bound to the server's generators, executed by code
 * (`executeRuleByCode`, `executeRuleByCodeBatch`) and tried out (`testFillRule`, which takes no
 * number from a sequence, so trying 工单编号 leaves no gap).
 */
export function fillRuleRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCheckable('sys_fill_rule', { fields: { rule_code: 'rule_code', ruleCode: 'rule_code' } });
  listEndpoints(app, ctx, {
    path: PATH,
    permissionPrefix: 'system:fillRule',
    entity: fillRuleEntity,
    base: () => fillRulesBase(ctx.db.kysely),
    select: (qb) => qb.selectAll(),
    columns: [],
    listExport: false,
  });

  app.get(`${PATH}/generators`, perm('list'), async () =>
    ok(fillRuleGenerators().map(({ name, title, paramsHint }) => ({ name, title, paramsHint }))),
  );

  app.post(`${PATH}/add`, perm('add'), async (request) => {
    await addFillRule(ctx, currentUser(request), parseInput(fillRuleFields, request.body));
    return ok(null, '添加成功！');
  });

  app.put(`${PATH}/edit`, perm('edit'), async (request) => {
    const { id, ...input } = parseInput(fillRuleEdit, request.body);
    await editFillRule(ctx, currentUser(request), id, input);
    return ok(null, '编辑成功!');
  });

  deleteEndpoints(app, PATH, 'system:fillRule:delete', (request, ids) =>
    deleteFillRules(ctx, currentUser(request), ids),
  );

  app.get(`${PATH}/queryById`, perm('list'), async (request) =>
    ok(await fillRuleById(ctx, currentUser(request), parseInput(idQuery, request.query).id)),
  );

  app.put<{ Params: { ruleCode: string } }>(
    `${PATH}/executeRuleByCode/:ruleCode`,
    perm('execute'),
    async (request) => {
      const { ruleCode } = parseInput(ruleCodeParams, request.params);
      const formData = parseInput(executeBody, request.body) ?? {};
      return ok(await runFillRule(ctx, currentUser(request), ruleCode, formData));
    },
  );

  app.put(`${PATH}/executeRuleByCodeBatch`, perm('execute'), async (request) => {
    const { commonFormData, rules } = parseInput(executeBatchBody, request.body);
    const auth = currentUser(request);
    const results: { ruleCode: string; result: string }[] = [];
    // One after another: rules of one form may share a sequence, and their order is the caller's.
    for (const rule of rules) {
      const formData = { ...commonFormData, ...rule.formData };
      results.push({
        ruleCode: rule.ruleCode,
        result: await runFillRule(ctx, auth, rule.ruleCode, formData),
      });
    }
    return ok(results);
  });

  app.get(`${PATH}/testFillRule`, perm('test'), async (request) => {
    const { ruleCode } = parseInput(ruleCodeParams, request.query);
    return ok(await runFillRule(ctx, currentUser(request), ruleCode, {}, true));
  });
}
