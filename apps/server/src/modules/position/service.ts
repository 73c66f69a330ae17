import type { AppContext } from '../../core/context.ts';
import type { SheetColumn } from '../../core/excel/columns.ts';
import type { AuthContext } from '../../core/http/fastifyTypes.ts';
import { newId } from '../../core/ids.ts';
import { defineEntity } from '../../core/query/entity.ts';
import { BusinessError } from '../../core/result.ts';
import { formatDateTime } from '../../core/time.ts';
import type { PositionInput } from './schema.ts';

export const positionEntity = defineEntity({
  title: '职务',
  defaultSort: 'createTime',
  menuComponent: 'system/SysPositionList',
  fields: {
    code: { column: 'code', type: 'string' },
    name: { column: 'name', type: 'string' },
    postRank: { column: 'postRank', type: 'string', dict: 'position_rank' },
    createBy: { column: 'createBy', type: 'string' },
    createTime: { column: 'createTime', type: 'datetime' },
    updateTime: { column: 'updateTime', type: 'datetime' },
  },
});

export const positionColumns: SheetColumn[] = [
  { field: 'code', title: '职务编码', width: 20 },
  { field: 'name', title: '职务名称', width: 24 },
  { field: 'postRank', title: '职级', dict: 'position_rank', width: 12 },
];

export const positionsBase = (ctx: AppContext) => ctx.db.kysely.selectFrom('sysPosition');

async function assertCodeFree(ctx: AppContext, code: string, exceptId: string | null) {
  let q = ctx.db.kysely.selectFrom('sysPosition').select('id').where('code', '=', code);
  if (exceptId) q = q.where('id', '!=', exceptId);
  if (await q.executeTakeFirst()) throw new BusinessError(`职务编码已存在: ${code}`);
}

export async function addPosition(ctx: AppContext, auth: AuthContext, input: PositionInput): Promise<void> {
  await assertCodeFree(ctx, input.code, null);
  await ctx.db.kysely
    .insertInto('sysPosition')
    .values({
      id: newId(),
      ...input,
      companyId: null,
      sysOrgCode: null,
      createBy: auth.username,
      createTime: formatDateTime(),
      updateBy: null,
      updateTime: null,
    })
    .execute();
}

export async function editPosition(
  ctx: AppContext,
  auth: AuthContext,
  id: string,
  input: PositionInput,
): Promise<void> {
  await assertCodeFree(ctx, input.code, id);
  const result = await ctx.db.kysely
    .updateTable('sysPosition')
    .set({ ...input, updateBy: auth.username, updateTime: formatDateTime() })
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new BusinessError('未找到对应的职务');
}

export async function deletePositions(ctx: AppContext, ids: string[]): Promise<void> {
  if (ids.length === 0) throw new BusinessError('请选择一条记录！');
  await ctx.db.kysely.deleteFrom('sysPosition').where('id', 'in', ids).execute();
}

export async function positionById(ctx: AppContext, id: string) {
  const row = await positionsBase(ctx).selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new BusinessError('未找到对应的职务');
  return row;
}
