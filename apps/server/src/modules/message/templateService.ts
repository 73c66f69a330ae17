import type { AppContext } from '../../core/context.ts';
import type { SheetColumn } from '../../core/excel/columns.ts';
import type { AuthContext } from '../../core/http/fastifyTypes.ts';
import { newId } from '../../core/ids.ts';
import { defineEntity } from '../../core/query/entity.ts';
import { BusinessError } from '../../core/result.ts';
import { formatDateTime } from '../../core/time.ts';
import { parseTemplateData } from './render.ts';
import type { TemplateInput } from './schema.ts';

export const templateEntity = defineEntity({
  title: '消息模板',
  defaultSort: 'createTime',
  fields: {
    templateName: { column: 'templateName', type: 'string' },
    templateCode: { column: 'templateCode', type: 'string' },
    templateType: { column: 'templateType', type: 'string', dict: 'msg_template_type' },
    templateContent: { column: 'templateContent', type: 'string' },
    createBy: { column: 'createBy', type: 'string' },
    createTime: { column: 'createTime', type: 'datetime' },
    updateTime: { column: 'updateTime', type: 'datetime' },
  },
});

export const templateColumns: SheetColumn[] = [
  { field: 'templateName', title: '模板标题', width: 24 },
  { field: 'templateCode', title: '模板编码', width: 20 },
  { field: 'templateType', title: '模板类型', dict: 'msg_template_type', width: 12 },
  { field: 'templateContent', title: '模板内容', width: 50 },
  { field: 'templateTestJson', title: '测试数据', width: 30 },
];

export const templatesBase = (ctx: AppContext) => ctx.db.kysely.selectFrom('sysSmsTemplate');

async function assertCodeFree(ctx: AppContext, code: string, exceptId: string | null) {
  let q = templatesBase(ctx).select('id').where('templateCode', '=', code);
  if (exceptId) q = q.where('id', '!=', exceptId);
  if (await q.executeTakeFirst()) throw new BusinessError(`模板编码已存在: ${code}`);
}

const normalized = (input: TemplateInput) => {
  const testJson = input.templateTestJson?.trim() || null;
  parseTemplateData(testJson);
  return { ...input, templateTestJson: testJson };
};

export async function addTemplate(ctx: AppContext, auth: AuthContext, input: TemplateInput): Promise<void> {
  const values = normalized(input);
  await assertCodeFree(ctx, input.templateCode, null);
  await ctx.db.kysely
    .insertInto('sysSmsTemplate')
    .values({
      id: newId(),
      ...values,
      createBy: auth.username,
      createTime: formatDateTime(),
      updateBy: null,
      updateTime: null,
    })
    .execute();
}

export async function editTemplate(
  ctx: AppContext,
  auth: AuthContext,
  id: string,
  input: TemplateInput,
): Promise<void> {
  const values = normalized(input);
  await assertCodeFree(ctx, input.templateCode, id);
  const result = await ctx.db.kysely
    .updateTable('sysSmsTemplate')
    .set({ ...values, updateBy: auth.username, updateTime: formatDateTime() })
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new BusinessError('未找到对应的消息模板');
}

export async function deleteTemplates(ctx: AppContext, ids: string[]): Promise<void> {
  if (ids.length === 0) throw new BusinessError('请选择一条记录！');
  await ctx.db.kysely.deleteFrom('sysSmsTemplate').where('id', 'in', ids).execute();
}

export async function templateById(ctx: AppContext, id: string) {
  const row = await templatesBase(ctx).selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new BusinessError('未找到对应的消息模板');
  return row;
}

export async function templateByCode(ctx: AppContext, code: string) {
  const row = await templatesBase(ctx).selectAll().where('templateCode', '=', code).executeTakeFirst();
  if (!row) throw new BusinessError(`消息模板不存在: ${code}`);
  return row;
}
