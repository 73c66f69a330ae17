import type { FastifyRequest } from 'fastify';
import type { SelectQueryBuilder } from 'kysely';
import type { z } from 'zod';
import { currentUser } from '../auth/guard.ts';
import type { AppContext } from '../context.ts';
import type { AuthContext } from '../http/fastifyTypes.ts';
import type { Api } from '../http/inputSchemas.ts';
import { type PersonalField, personalView } from '../permission/personalFields.ts';
import { bareAsContains } from '../query/conditions.ts';
import type { EntitySpec } from '../query/entity.ts';
import { listQuerySchema } from '../query/listQuerySchema.ts';
import { runList } from '../query/runList.ts';
import { ok } from '../result.ts';
import { scopedListRequest } from './scoped.ts';

type Base<DB, TB extends keyof DB> = SelectQueryBuilder<DB, TB, object>;

export interface PickerEndpoint<DB, TB extends keyof DB, O extends object> {
  /** e.g. /sys/role/queryRoleComponentData */
  path: string;
  /**
   * The picker's own registry: the only fields it filters and sorts on. It holds `id`, the tie-break
   * that keeps paging stable and the key a form's value is looked up by.
   */
  entity: EntitySpec;
  /** The rows any signed-in user may pick from: live ones of the caller's tenant. */
  base: (request: FastifyRequest, auth: AuthContext) => Base<DB, TB>;
  /** Only the columns the picker shows: a picker is open to every signed-in user. */
  select: (qb: Base<DB, TB>) => SelectQueryBuilder<DB, TB, O>;
  decorate?: (records: O[]) => Promise<object[]>;
  /** Order when the request names none (the field is the entity's default sort). */
  defaultOrder?: 'asc' | 'desc';
  /**
   * Fields whose bare value means "contains" (a name search box), as the family's component-data
   * endpoints read them. Every other field follows the list conventions, where a bare value is exact and
   * `a,b` is IN — which is what a value lookup sends.
   */
  containsFields?: readonly string[];
  /**
   * Personal fields among the selected ones (phone, birthday…): masked, and closed to filters and sort,
   * for a caller without their permission. A picker shows what the picking user may see.
   */
  personal?: Readonly<Record<string, PersonalField>>;
  /** The picker's own parameters (read by `base`, e.g. `departId`), checked before it runs. */
  query?: z.ZodObject;
}

/**
 * A token-only, read-only list for a record picker (spec §7 "Record picker"). Pickers sit in forms of
 * people who may not open the entity's management list (a centre manager choosing an assignee has no
 * `system:user:list`), so the route needs only a session; in exchange it returns only what a picker
 * shows and only rows of the caller's tenant. Filters, paging and sort follow the list conventions over
 * the picker's registry, so a form's value is looked up with `<valueKey>=a,b&pageNo=1&pageSize=2`.
 */
export function pickerEndpoint<DB, TB extends keyof DB, O extends object>(
  app: Api,
  ctx: AppContext,
  def: PickerEndpoint<DB, TB, O>,
): void {
  const options = {
    config: { summary: `${def.entity.title}选择器` },
    schema: { querystring: listQuerySchema(def.entity, def.query) },
  };
  app.get(def.path, options, async (request) => {
    const auth = currentUser(request);
    const { _t, ...params } = request.query as Record<string, unknown>;
    const query = bareAsContains(params, def.containsFields ?? []);
    if (query.order === undefined) query.order = def.defaultOrder ?? 'desc';
    const view = await personalView(ctx.db.kysely, auth, def.personal ?? {});
    const entity = view.restrict(def.entity);
    const listRequest = await scopedListRequest(ctx, auth, entity, query);
    const direction = listRequest.sort[0]?.direction ?? 'desc';
    if (!listRequest.sort.some((s) => s.field === 'id')) listRequest.sort.push({ field: 'id', direction });

    const sqlKey = JSON.stringify([def.path, auth.tenantId, query]);
    const result = await runList(ctx, entity, listRequest, def.base(request, auth), def.select, sqlKey);
    const records = view.apply(result.records);
    return ok({ ...result, records: def.decorate ? await def.decorate(records) : records });
  });
}
