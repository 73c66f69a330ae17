import { looksMasked, maskedFields, maskRows, maskValue, type Resource } from '@hcs/shared';
import { z } from 'zod';
import { currentUser } from '../auth/guard.ts';
import type { AppContext } from '../context.ts';
import type { ScopedTable } from '../crud/scopedTable.ts';
import type { AuthContext } from '../http/fastifyTypes.ts';
import type { Api } from '../http/inputSchemas.ts';
import { newId } from '../ids.ts';
import { heldPermissions } from '../permission/grants.ts';
import { BusinessError, ok } from '../result.ts';
import { formatDateTime } from '../time.ts';

/**
 * The masked fields of a resource (`masked` in its definition, docs/resources.md): what its list,
 * queryById and export answer, what an edit that sends a mask back means, and 查看完整 (`reveal`).
 */
export interface ResourceMasking {
  /** Rows as shown: masked for everyone, but an export in full for holders of the reveal permission. */
  shown<T extends object>(rows: T[], auth: AuthContext, purpose: 'list' | 'export' | 'detail'): Promise<T[]>;
  /** An edit's body with each mask of the stored value sent back replaced by the stored value. */
  keepStored(body: unknown, stored: () => Promise<Record<string, unknown>>): Promise<unknown>;
}

export function resourceMasking(ctx: AppContext, resource: Resource): ResourceMasking {
  const fields = maskedFields(resource);
  const permission = resource.reveal?.permission;
  const holds = async (auth: AuthContext) =>
    permission !== undefined &&
    (await heldPermissions(ctx.db.kysely, auth.userId, [permission])).has(permission);
  return {
    async shown(rows, auth, purpose) {
      if (fields.length === 0) return rows;
      // An export is a permissioned bulk read: in full only for those who may reveal.
      if (purpose === 'export' && (await holds(auth))) return rows;
      return maskRows(resource, rows);
    },
    async keepStored(body, stored) {
      if (fields.length === 0 || typeof body !== 'object' || body === null) return body;
      const sent = body as Record<string, unknown>;
      const echoed = fields.filter(([name]) => {
        const value = sent[name];
        return typeof value === 'string' && looksMasked(value);
      });
      if (echoed.length === 0) return body;
      const record = await stored();
      const kept = { ...sent };
      for (const [name, kind] of echoed) {
        const value = record[name];
        if (typeof value === 'string' && maskValue(kind, value) === sent[name]) kept[name] = value;
      }
      return kept;
    },
  };
}

const revealQuery = z.object({
  id: z.string({ message: 'id不能为空' }).min(1, 'id不能为空').max(32),
  field: z.string({ message: '请指定字段' }).min(1, '请指定字段').max(64),
});

/**
 * `GET {path}/reveal?id=&field=`: one masked value of one record, for a holder of the resource's reveal
 * permission who may see the record (its data rules), logged in 敏感信息查看日志 before it is answered.
 */
export function revealRoute(
  app: Api,
  ctx: AppContext,
  resource: Resource,
  records: ScopedTable<Record<string, unknown>>,
): void {
  const { reveal } = resource;
  if (!reveal || maskedFields(resource).length === 0) return;
  app.get(
    `${resource.path}/reveal`,
    { config: { permission: reveal.permission }, schema: { querystring: revealQuery } },
    async (request) => {
      const auth = currentUser(request);
      const { id, field } = request.query;
      const definition = resource.fields[field];
      if (!definition?.masked) throw new BusinessError('该字段无需查看完整');
      const record = await records.one(ctx, auth, id);
      const value = record[field];
      const revealer = await ctx.db.kysely
        .selectFrom('sysUser')
        .select('realname')
        .where('id', '=', auth.userId)
        .executeTakeFirst();
      await ctx.db.kysely
        .insertInto('sysSensitiveLog')
        .values({
          id: newId(),
          tenantId: auth.tenantId,
          dataTitle: resource.title,
          dataId: id,
          dataName: String(record[reveal.name] ?? ''),
          fieldName: field,
          fieldLabel: definition.label,
          createBy: auth.username,
          createName: revealer?.realname ?? auth.username,
          createTime: formatDateTime(),
        })
        .execute();
      return ok(typeof value === 'string' ? value : null);
    },
  );
}
