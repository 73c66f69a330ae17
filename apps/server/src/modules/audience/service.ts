import { AUDIENCE_SENSITIVE_PERMISSION, audienceResource, maskRows, type ResourceRow } from '@hcs/shared';
import type { Kysely, Transaction } from 'kysely';
import type { AppContext } from '../../core/context.ts';
import type { Database } from '../../core/db/schema.ts';
import type { AuthContext } from '../../core/http/fastifyTypes.ts';
import { type ResourceFrom, resourceEntity } from '../../core/resource/entity.ts';
import { resourceRecords } from '../../core/resource/routes.ts';
import { BusinessError } from '../../core/result.ts';

export const SENSITIVE_PERMISSION = AUDIENCE_SENSITIVE_PERMISSION;

/** The audience list's rows name the table `a` and join the responsible department (`d`) for its name. */
export const AUDIENCE_FROM: ResourceFrom = { alias: 'a', joined: { departName: 'd.departName' } };

/** The list registry of audiences (their data rules, the dashboard's count and a work order's picker use it). */
export const audienceEntity = resourceEntity(audienceResource, { from: AUDIENCE_FROM });

/** The caller's tenant, not deleted, with the responsible department's name. */
export const audiencesBase = (db: Kysely<Database> | Transaction<Database>, auth: AuthContext) =>
  db
    .selectFrom('woAudience as a')
    .leftJoin('sysDepart as d', 'd.id', 'a.departId')
    .where('a.tenantId', '=', auth.tenantId)
    .where('a.delFlag', '=', 0);

export type AudienceRow = ResourceRow<typeof audienceResource>;

/** One audience the caller may see (data rules apply), its personal data masked as everywhere. */
export async function audienceById(ctx: AppContext, auth: AuthContext, id: string): Promise<AudienceRow> {
  const row = (await resourceRecords(audienceResource).one(ctx, auth, id)) as AudienceRow;
  return maskRows(audienceResource, [row])[0] ?? row;
}

/** The org code of the responsible department: the data rules limit audiences by its subtree. */
export async function departOrgCode(db: Transaction<Database>, departId: string): Promise<string> {
  const depart = await db
    .selectFrom('sysDepart')
    .select('orgCode')
    .where('id', '=', departId)
    .where('delFlag', '=', 0)
    .executeTakeFirst();
  if (!depart) throw new BusinessError('责任站点不存在');
  return depart.orgCode;
}

/**
 * An ID number (and a 残疾证号, which embeds one) belongs to one audience of the tenant at a time; a
 * deleted audience keeps neither (see {@link releaseIdCard}), so only live ones are compared.
 */
export async function assertUnique(
  trx: Transaction<Database>,
  auth: AuthContext,
  values: { idCardNo: string; disabilityCertNo: string | null },
  exceptId: string | null,
) {
  const live = () =>
    trx
      .selectFrom('woAudience')
      .select('id')
      .where('tenantId', '=', auth.tenantId)
      .where('delFlag', '=', 0)
      .$if(exceptId !== null, (qb) => qb.where('id', '!=', exceptId ?? ''));
  if (await live().where('idCardNo', '=', values.idCardNo).executeTakeFirst()) {
    throw new BusinessError('该身份证号的服务对象已存在');
  }
  const certNo = values.disabilityCertNo;
  if (certNo && (await live().where('disabilityCertNo', '=', certNo).executeTakeFirst())) {
    throw new BusinessError('该残疾证号已被其他服务对象使用');
  }
}

/**
 * A deleted audience (only one without work orders can be deleted) still holds its ID number in the
 * unique index; the person registered again takes it over, so the deleted row goes for good.
 */
export async function releaseIdCard(trx: Transaction<Database>, auth: AuthContext, idCardNo: string) {
  await trx
    .deleteFrom('woAudience')
    .where('tenantId', '=', auth.tenantId)
    .where('idCardNo', '=', idCardNo)
    .where('delFlag', '=', 1)
    .execute();
}

/** Audiences with work orders stay (their history matters); only those without any can be deleted. */
export async function assertWithoutOrders(trx: Transaction<Database>, ids: readonly string[]) {
  const used = await trx
    .selectFrom('woWorkOrder')
    .select('audienceId')
    .where('audienceId', 'in', ids)
    .where('delFlag', '=', 0)
    .executeTakeFirst();
  if (used) throw new BusinessError('该服务对象已有工单，不能删除，可将状态改为停止服务');
}
