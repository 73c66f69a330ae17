import { z } from 'zod';
import type { AppContext } from '../../core/context.ts';
import { pickerEndpoint } from '../../core/crud/pickerEndpoint.ts';
import type { Api } from '../../core/http/inputSchemas.ts';
import { defineEntity } from '../../core/query/entity.ts';
import { USER_CONTACT_FIELDS } from './contactFields.ts';
import { withDepartNames } from './departNames.ts';
import { usersBase } from './manage/service.ts';

/** What the user pickers filter and sort on (spec §3: filters sex and birthday; searched by name and account). */
export const userPickerEntity = defineEntity({
  title: '用户',
  defaultSort: 'createTime',
  extraParams: ['departId'],
  fields: {
    id: { column: 'u.id', type: 'string' },
    username: { column: 'u.username', type: 'string' },
    realname: { column: 'u.realname', type: 'string' },
    sex: { column: 'u.sex', type: 'number', dict: 'sex' },
    birthday: { column: 'u.birthday', type: 'date' },
    phone: { column: 'u.phone', type: 'string' },
    createTime: { column: 'u.createTime', type: 'datetime' },
  },
});

const departQuery = z.object({ departId: z.string().max(32, '部门参数过长').optional() });

/**
 * GET /sys/user/queryUserComponentData (spec §7): the users every picker chooses from — live users of
 * the caller's tenant, optionally of one department, with the names of their departments (orgCodeTxt).
 * The spec's user picker read GET /sys/user/list, which needs system:user:list; the pickers use this
 * token-only endpoint instead, which returns only the picker's columns (never the password or salt), the
 * phone and birthday masked for a caller without system:user:list.
 */
export function userPickerRoutes(app: Api, ctx: AppContext): void {
  pickerEndpoint(app, ctx, {
    path: '/sys/user/queryUserComponentData',
    entity: userPickerEntity,
    query: departQuery,
    base: (request, auth) => {
      const { departId } = request.query as z.output<typeof departQuery>;
      const base = usersBase(ctx.db.kysely, auth);
      if (!departId) return base;
      return base.where((eb) =>
        eb.exists(
          eb
            .selectFrom('sysUserDepart as ud')
            .select('ud.id')
            .whereRef('ud.userId', '=', 'u.id')
            .where('ud.depId', '=', departId),
        ),
      );
    },
    select: (qb) => qb.select(['u.id', 'u.username', 'u.realname', 'u.sex', 'u.birthday', 'u.phone']),
    decorate: (records) => withDepartNames(ctx.db.kysely, records),
    // The first pickers listed users oldest first and searched names with a bare value.
    defaultOrder: 'asc',
    containsFields: ['realname'],
    personal: USER_CONTACT_FIELDS,
  });
}
