import type { Kysely, Transaction } from 'kysely';
import { recordDataLog } from '../../core/audit/dataLog.ts';
import type { AppContext } from '../../core/context.ts';
import { scopedTable } from '../../core/crud/scopedTable.ts';
import type { Database } from '../../core/db/schema.ts';
import type { SheetColumn } from '../../core/excel/columns.ts';
import type { AuthContext } from '../../core/http/fastifyTypes.ts';
import { newId } from '../../core/ids.ts';
import { maskIdCard, personalView } from '../../core/permission/personalFields.ts';
import { defineEntity } from '../../core/query/entity.ts';
import { BusinessError } from '../../core/result.ts';
import { formatDateTime } from '../../core/time.ts';
import { orderMixChanged } from '../workOrder/orderMix.ts';
import type { AudienceInput } from './schema.ts';

export const SENSITIVE_PERMISSION = 'wo:audience:viewSensitive';

export const audienceEntity = defineEntity({
  title: '服务对象',
  defaultSort: 'createTime',
  menuComponent: 'wo/AudienceList',
  fields: {
    // A record picker looks its values' labels up by id (`id=a,b`).
    id: { column: 'a.id', type: 'string' },
    name: { column: 'a.name', type: 'string' },
    sex: { column: 'a.sex', type: 'number', dict: 'sex' },
    birthday: { column: 'a.birthday', type: 'date' },
    idCardNo: { column: 'a.idCardNo', type: 'string' },
    disabilityCertNo: { column: 'a.disabilityCertNo', type: 'string' },
    disabilityType: { column: 'a.disabilityType', type: 'string', dict: 'disability_type' },
    disabilityLevel: { column: 'a.disabilityLevel', type: 'string', dict: 'disability_level' },
    phone: { column: 'a.phone', type: 'string' },
    areaCode: { column: 'a.areaCode', type: 'string' },
    livingStatus: { column: 'a.livingStatus', type: 'string', dict: 'living_status' },
    economicStatus: { column: 'a.economicStatus', type: 'string', dict: 'economic_status' },
    serviceNeeds: { column: 'a.serviceNeeds', type: 'string' },
    departId: { column: 'a.departId', type: 'string' },
    sysOrgCode: { column: 'a.sysOrgCode', type: 'string' },
    status: { column: 'a.status', type: 'string', dict: 'audience_status' },
    createBy: { column: 'a.createBy', type: 'string' },
    createTime: { column: 'a.createTime', type: 'datetime' },
    updateTime: { column: 'a.updateTime', type: 'datetime' },
  },
});

export const audienceColumns: SheetColumn[] = [
  { field: 'name', title: '姓名', width: 12 },
  { field: 'sex', title: '性别', dict: 'sex', width: 8 },
  { field: 'birthday', title: '出生日期', width: 14 },
  { field: 'idCardNo', title: '身份证号', width: 22 },
  { field: 'disabilityCertNo', title: '残疾证号', width: 22 },
  { field: 'disabilityType', title: '残疾类别', dict: 'disability_type', width: 10 },
  { field: 'disabilityLevel', title: '残疾等级', dict: 'disability_level', width: 10 },
  { field: 'phone', title: '联系电话', width: 14 },
  { field: 'areaCode', title: '所在地区', width: 12 },
  { field: 'address', title: '详细地址', width: 30 },
  { field: 'guardianName', title: '监护人', width: 12 },
  { field: 'guardianPhone', title: '监护人电话', width: 14 },
  { field: 'livingStatus', title: '居住情况', dict: 'living_status', width: 12 },
  { field: 'economicStatus', title: '经济状况', dict: 'economic_status', width: 10 },
  { field: 'serviceNeeds', title: '服务需求', dict: 'service_type', width: 20 },
  { field: 'departName', title: '责任站点', width: 16 },
  { field: 'status', title: '状态', dict: 'audience_status', width: 10 },
  { field: 'remark', title: '备注', width: 30 },
];

/** The caller's tenant, not deleted, with the responsible department's name. */
export const audiencesBase = (db: Kysely<Database>, auth: AuthContext) =>
  db
    .selectFrom('woAudience as a')
    .leftJoin('sysDepart as d', 'd.id', 'a.departId')
    .where('a.tenantId', '=', auth.tenantId)
    .where('a.delFlag', '=', 0);

export const selectAudience = (qb: ReturnType<typeof audiencesBase>) =>
  qb.selectAll('a').select('d.departName as departName');

export type AudienceRow = Awaited<ReturnType<ReturnType<typeof selectAudience>['executeTakeFirstOrThrow']>>;

const audienceRecords = {
  entity: audienceEntity,
  base: audiencesBase,
  select: selectAudience,
  idColumn: 'a.id',
  notFound: '未找到对应的服务对象',
};
const audiences = scopedTable(audienceRecords);
const deletableAudiences = scopedTable({
  ...audienceRecords,
  notFound: '只能删除本部门及下级部门的服务对象',
});

/** Who sees an audience's ID number whole (DOMAIN.md: masked unless the user may see it). */
const AUDIENCE_PERSONAL = { idCardNo: { permission: SENSITIVE_PERMISSION, mask: maskIdCard } };

/** Masks ID numbers for a caller without {@link SENSITIVE_PERMISSION}. */
export async function sensitiveMask(ctx: AppContext, auth: AuthContext) {
  const view = await personalView(ctx.db.kysely, auth, AUDIENCE_PERSONAL);
  return <T extends { idCardNo: string }>(rows: T[]): T[] => view.apply(rows);
}

async function departOrgCode(db: Kysely<Database>, departId: string): Promise<string> {
  const depart = await db
    .selectFrom('sysDepart')
    .select('orgCode')
    .where('id', '=', departId)
    .where('delFlag', '=', 0)
    .executeTakeFirst();
  if (!depart) throw new BusinessError('责任站点不存在');
  return depart.orgCode;
}

async function assertUnique(
  trx: Transaction<Database>,
  auth: AuthContext,
  input: AudienceInput,
  exceptId: string | null,
) {
  let sameId = trx
    .selectFrom('woAudience')
    .select('id')
    .where('tenantId', '=', auth.tenantId)
    .where('delFlag', '=', 0)
    .where('idCardNo', '=', input.idCardNo);
  if (exceptId) sameId = sameId.where('id', '!=', exceptId);
  if (await sameId.executeTakeFirst()) throw new BusinessError('该身份证号的服务对象已存在');
  if (input.disabilityCertNo) {
    let sameCert = trx
      .selectFrom('woAudience')
      .select('id')
      .where('tenantId', '=', auth.tenantId)
      .where('delFlag', '=', 0)
      .where('disabilityCertNo', '=', input.disabilityCertNo);
    if (exceptId) sameCert = sameCert.where('id', '!=', exceptId);
    if (await sameCert.executeTakeFirst()) throw new BusinessError('该残疾证号已被其他服务对象使用');
  }
}

/**
 * A deleted audience (only one without work orders can be deleted) still holds its ID number in the
 * unique index; the person registered again takes it over, so the deleted row goes for good.
 */
async function releaseIdCard(trx: Transaction<Database>, auth: AuthContext, idCardNo: string) {
  await trx
    .deleteFrom('woAudience')
    .where('tenantId', '=', auth.tenantId)
    .where('idCardNo', '=', idCardNo)
    .where('delFlag', '=', 1)
    .execute();
}

export async function addAudience(ctx: AppContext, auth: AuthContext, input: AudienceInput): Promise<string> {
  const id = newId();
  const sysOrgCode = await departOrgCode(ctx.db.kysely, input.departId);
  const scope = await audiences.scope(ctx, auth);
  await ctx.db.kysely.transaction().execute(async (trx) => {
    await assertUnique(trx, auth, input, null);
    await releaseIdCard(trx, auth, input.idCardNo);
    await trx
      .insertInto('woAudience')
      .values({
        id,
        ...input,
        sysOrgCode,
        tenantId: auth.tenantId,
        delFlag: 0,
        createBy: auth.username,
        createTime: formatDateTime(),
        updateBy: null,
        updateTime: null,
      })
      .execute();
    await audiences.assertKept(trx, auth, scope, id, '只能管理本部门及下级部门的服务对象');
    await recordDataLog(trx, auth, 'wo_audience', id);
  });
  return id;
}

export async function editAudience(ctx: AppContext, auth: AuthContext, id: string, input: AudienceInput) {
  const scope = await audiences.scope(ctx, auth);
  await audiences.change(ctx, auth, [id], async (trx) => {
    const sysOrgCode = await departOrgCode(trx, input.departId);
    await assertUnique(trx, auth, input, id);
    await releaseIdCard(trx, auth, input.idCardNo);
    await trx
      .updateTable('woAudience')
      .set({ ...input, sysOrgCode, updateBy: auth.username, updateTime: formatDateTime() })
      .where('id', '=', id)
      .execute();
    await audiences.assertKept(trx, auth, scope, id, '只能管理本部门及下级部门的服务对象');
    await recordDataLog(trx, auth, 'wo_audience', id);
  });
  // The order counts by disability type follow the audience's type.
  orderMixChanged();
}

/** Audiences with work orders stay (their history matters); only those without any can be deleted. */
export async function deleteAudiences(ctx: AppContext, auth: AuthContext, ids: string[]): Promise<void> {
  await deletableAudiences.change(ctx, auth, ids, async (trx, visible) => {
    const used = await trx
      .selectFrom('woWorkOrder')
      .select('audienceId')
      .where('audienceId', 'in', visible)
      .where('delFlag', '=', 0)
      .executeTakeFirst();
    if (used) throw new BusinessError('该服务对象已有工单，不能删除，可将状态改为停止服务');
    await trx
      .updateTable('woAudience')
      .set({ delFlag: 1, updateBy: auth.username, updateTime: formatDateTime() })
      .where('id', 'in', visible)
      .execute();
  });
}

/** One audience the caller may see (data rules apply), ID masked unless they may see it. */
export async function audienceById(ctx: AppContext, auth: AuthContext, id: string): Promise<AudienceRow> {
  const row = await audiences.one(ctx, auth, id);
  const [masked] = (await sensitiveMask(ctx, auth))([row]);
  return masked ?? row;
}

/**
 * A caller who sees ID numbers masked sends the mask back when editing other fields: that means "keep
 * the stored number", not a new (invalid) one.
 */
export async function keepStoredIdCard(ctx: AppContext, auth: AuthContext, body: unknown): Promise<unknown> {
  if (typeof body !== 'object' || body === null) return body;
  const { id, idCardNo } = body as { id?: unknown; idCardNo?: unknown };
  if (typeof id !== 'string' || typeof idCardNo !== 'string' || !idCardNo.includes('*')) return body;
  const stored = await audiences.one(ctx, auth, id);
  return maskIdCard(stored.idCardNo) === idCardNo ? { ...body, idCardNo: stored.idCardNo } : body;
}
