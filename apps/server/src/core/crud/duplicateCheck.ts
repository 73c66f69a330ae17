import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { BusinessError, ok } from '../result.ts';
import { parseInput } from '../validation.ts';

/**
 * The fields whose uniqueness the forms may ask about (spec §5 "Uniqueness"): table → field → column.
 * The client names them; only these pairs are ever looked up, with the value bound.
 */
const CHECKABLE: Record<string, Record<string, string>> = {
  sys_user: { username: 'username', phone: 'phone', email: 'email', work_no: 'work_no', workNo: 'work_no' },
  sys_role: { role_code: 'role_code', roleCode: 'role_code' },
  sys_position: { code: 'code' },
  sys_depart: { org_code: 'org_code', orgCode: 'org_code' },
  sys_dict: { dict_code: 'dict_code', dictCode: 'dict_code' },
  sys_sms_template: { template_code: 'template_code', templateCode: 'template_code' },
  sys_fill_rule: { rule_code: 'rule_code', ruleCode: 'rule_code' },
};

const query = z.object({
  tableName: z.string({ message: '请指定表名' }).max(64),
  fieldName: z.string({ message: '请指定字段名' }).max(64),
  fieldVal: z.string().max(500).optional(),
  dataId: z.string().max(32).optional(),
});

export function duplicateCheckRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/sys/duplicate/check', async (request) => {
    const q = parseInput(query, request.query);
    const column = CHECKABLE[q.tableName]?.[q.fieldName];
    if (!column) throw new BusinessError('不支持校验该字段');
    if (!q.fieldVal) return ok(null, '该值可用！');
    const table = q.tableName;
    let check = ctx.db.kysely
      .selectFrom(sql.table(table).as('t'))
      .select(sql<number>`count(*)`.as('n'))
      .where(sql.ref(`t.${column}`), '=', q.fieldVal);
    if (q.dataId) check = check.where(sql.ref('t.id'), '<>', q.dataId);
    const row = await check.executeTakeFirstOrThrow();
    if (Number(row.n) > 0) throw new BusinessError('该值不可用，系统中已存在！');
    return ok(null, '该值可用！');
  });
}
