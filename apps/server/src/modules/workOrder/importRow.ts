import { maskValue, workOrderResource } from '@hcs/shared';
import type { AppContext } from '../../core/context.ts';
import { withDepartOfName } from '../../core/crud/importLookups.ts';
import { withinDataScope } from '../../core/crud/scoped.ts';
import type { AuthContext } from '../../core/http/fastifyTypes.ts';
import { assertDictValues } from '../../core/resource/routes.ts';
import { BusinessError } from '../../core/result.ts';
import { parseInput } from '../../core/validation.ts';
import { audienceEntity, audiencesBase } from '../audience/service.ts';
import { type WorkOrderInput, workOrderFields } from './schema.ts';
import { addWorkOrder } from './service.ts';

/** More people of one name than this among one importer's audiences is not a real case. */
const MAX_NAMESAKES = 500;

/**
 * The 服务对象 an imported row means. Names repeat (王伟, 张伟), so the export writes the audience's ID
 * number beside the name: in full for users who hold wo:audience:viewSensitive, masked otherwise. A full
 * number picks out one audience; a masked one narrows the audiences of that name to those it matches; a
 * name alone must be unique. Only audiences the importer may see count.
 */
export async function audienceIdOf(
  ctx: AppContext,
  auth: AuthContext,
  values: Record<string, string>,
): Promise<string> {
  const name = values.audienceName?.trim() ?? '';
  const idCard = values.audienceIdCardNo?.trim().toUpperCase() ?? '';
  if (!name && !idCard) throw new BusinessError('请填写服务对象');
  const fullNumber = idCard !== '' && !idCard.includes('*');
  const base = audiencesBase(ctx.db.kysely, auth).select(['a.id', 'a.name', 'a.idCardNo']);
  const query = await withinDataScope(ctx, auth, audienceEntity, base);
  const rows = await (fullNumber ? query.where('a.idCardNo', '=', idCard) : query.where('a.name', '=', name))
    .limit(MAX_NAMESAKES)
    .execute();
  const matches = rows.filter(
    (a) =>
      (!name || a.name === name) &&
      (!idCard || a.idCardNo === idCard || maskValue('idCard', a.idCardNo) === idCard),
  );
  const [audience] = matches;
  if (!audience) {
    if (idCard && rows.length > 0) throw new BusinessError(`服务对象“${name}”与身份证号不符`);
    throw new BusinessError(idCard ? `未找到服务对象“${name || idCard}”` : `服务对象“${name}”不存在`);
  }
  if (matches.length > 1) {
    throw new BusinessError(`服务对象“${name}”有重名，请填写服务对象身份证号以区分`);
  }
  return audience.id;
}

/**
 * One row of an imported work-order sheet becomes a new order, 待派单 like any new order: the sheet's
 * status, assignee, completion and satisfaction describe the old order's history, not the new one's, and
 * it gets its own number. A row whose 工单编号 names an order that still exists is refused, so importing
 * the same file twice does not double the orders.
 */
export async function importWorkOrder(
  ctx: AppContext,
  auth: AuthContext,
  values: Record<string, string>,
): Promise<void> {
  const orderNo = values.orderNo?.trim();
  if (orderNo) {
    const existing = await ctx.db.kysely
      .selectFrom('woWorkOrder')
      .select('id')
      .where('orderNo', '=', orderNo)
      .where('tenantId', '=', auth.tenantId)
      .where('delFlag', '=', 0)
      .executeTakeFirst();
    if (existing) throw new BusinessError(`工单编号 ${orderNo} 已存在，同一工单不能重复导入`);
  }
  const named = await withDepartOfName(ctx.db.kysely, values, '所属部门');
  const audienceId = await audienceIdOf(ctx, auth, values);
  const input = parseInput(workOrderFields, { ...named, audienceId, assigneeId: null }) as WorkOrderInput;
  await assertDictValues(ctx, workOrderResource, input);
  await addWorkOrder(ctx, auth, input);
}
