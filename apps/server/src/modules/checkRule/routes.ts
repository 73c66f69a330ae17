import { checkRuleResource } from '@hcs/shared';
import type { AppContext } from '../../core/context.ts';
import type { Api } from '../../core/http/inputSchemas.ts';
import { resourceRoutes } from '../../core/resource/routes.ts';
import { ok } from '../../core/result.ts';
import { parseRuleJson } from './ruleJson.ts';
import { checkByCodeQuery } from './schema.ts';
import { checkByCode } from './service.ts';

/**
 * 编码校验规则 (reference §6): the standard endpoints of the check-rule resource, a rule's segments
 * stored in their normal form; and checkByCode, which needs only a signed-in user: every form that
 * validates a field by a rule calls it.
 */
export function checkRuleRoutes(app: Api, ctx: AppContext): void {
  resourceRoutes(app, ctx, {
    resource: checkRuleResource,
    table: 'sysCheckRule',
    prepare: (values) => ({ ...values, ruleJson: JSON.stringify(parseRuleJson(String(values.ruleJson))) }),
  });

  app.get(
    `${checkRuleResource.path}/checkByCode`,
    { config: { summary: '按编码校验规则检查值' }, schema: { querystring: checkByCodeQuery } },
    async (request) => {
      const q = request.query;
      await checkByCode(ctx, q.ruleCode, q.value);
      return ok(null);
    },
  );
}
