import { fillRuleResource } from '@hcs/shared';
import { currentUser } from '../../core/auth/guard.ts';
import { fillRuleGenerators } from '../../core/codes/fillRuleGenerators.ts';
import type { AppContext } from '../../core/context.ts';
import { scopedTable } from '../../core/crud/scopedTable.ts';
import type { Api } from '../../core/http/inputSchemas.ts';
import { resourceRoutes } from '../../core/resource/routes.ts';
import { ok } from '../../core/result.ts';
import { executeBatchBody, executeBody, ruleCodeParams } from './schema.ts';
import { assertNoSystemRule, fillRuleColumns, NO_SUCH_RULE, runFillRule } from './service.ts';

const PATH = fillRuleResource.path;
const perm = (action: string) => ({
  config: { permission: `${fillRuleResource.permissionPrefix}:${action}` },
});

/**
 * 填值规则 (reference §6): the standard endpoints of the fill-rule resource (a rule bound to a registered
 * generator, the system's rules kept), and its commands: executed by code (`executeRuleByCode`,
 * `executeRuleByCodeBatch`) and tried out (`testFillRule`, which takes no number from a sequence, so
 * trying 工单编号 leaves no gap).
 */
export function fillRuleRoutes(app: Api, ctx: AppContext): void {
  const { entity } = resourceRoutes(app, ctx, {
    resource: fillRuleResource,
    table: 'sysFillRule',
    prepare: (values, write) => fillRuleColumns(values, write),
    inTransaction: async (trx, write) => {
      if (write.action === 'delete') await assertNoSystemRule(trx, write.ids);
    },
  });
  /** The same records reached by their code, as the commands name them. */
  const byCode = scopedTable({
    entity,
    base: (db) => db.selectFrom('sysFillRule'),
    select: (qb) => qb.select('id'),
    idColumn: 'ruleCode',
    notFound: NO_SUCH_RULE,
  });

  app.get(`${PATH}/generators`, perm('list'), async () =>
    ok(fillRuleGenerators().map(({ name, title, paramsHint }) => ({ name, title, paramsHint }))),
  );

  app.put(
    `${PATH}/executeRuleByCode/:ruleCode`,
    { ...perm('execute'), schema: { params: ruleCodeParams, body: executeBody } },
    async (request) => {
      const { ruleCode } = request.params;
      const formData = request.body ?? {};
      return ok(await runFillRule(ctx, byCode, currentUser(request), ruleCode, formData));
    },
  );

  app.put(
    `${PATH}/executeRuleByCodeBatch`,
    { ...perm('execute'), schema: { body: executeBatchBody } },
    async (request) => {
      const { commonFormData, rules } = request.body;
      const auth = currentUser(request);
      const results: { ruleCode: string; result: string }[] = [];
      // One after another: rules of one form may share a sequence, and their order is the caller's.
      for (const rule of rules) {
        const formData = { ...commonFormData, ...rule.formData };
        results.push({
          ruleCode: rule.ruleCode,
          result: await runFillRule(ctx, byCode, auth, rule.ruleCode, formData),
        });
      }
      return ok(results);
    },
  );

  app.get(
    `${PATH}/testFillRule`,
    { ...perm('test'), schema: { querystring: ruleCodeParams } },
    async (request) => {
      const { ruleCode } = request.query;
      return ok(await runFillRule(ctx, byCode, currentUser(request), ruleCode, {}, true));
    },
  );
}
