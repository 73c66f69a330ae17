import { checkRuleResource } from '@hcs/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../core/context.ts';
import { resourceRoutes } from '../../core/resource/routes.ts';
import { ok } from '../../core/result.ts';
import { parseInput } from '../../core/validation.ts';
import { parseRuleJson } from './ruleJson.ts';
import { checkByCodeQuery } from './schema.ts';
import { checkByCode } from './service.ts';

/**
 * 编码校验规则 (reference §6): the standard endpoints of the check-rule resource, a rule's segments
 * stored in their normal form; and checkByCode, which needs only a signed-in user: every form that
 * validates a field by a rule calls it.
 */
export function checkRuleRoutes(app: FastifyInstance, ctx: AppContext): void {
  resourceRoutes(app, ctx, {
    resource: checkRuleResource,
    table: 'sysCheckRule',
    prepare: (values) => ({ ...values, ruleJson: JSON.stringify(parseRuleJson(String(values.ruleJson))) }),
  });

  app.get(`${checkRuleResource.path}/checkByCode`, async (request) => {
    const q = parseInput(checkByCodeQuery, request.query);
    await checkByCode(ctx, q.ruleCode, q.value);
    return ok(null);
  });
}
