import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../core/context.ts';
import { pickerEndpoint } from '../../core/crud/pickerEndpoint.ts';
import { defineEntity } from '../../core/query/entity.ts';
import { rolesBase } from './service.ts';

/** What the role picker filters and sorts on (spec §3: columns roleName, roleCode). */
export const rolePickerEntity = defineEntity({
  title: '角色',
  defaultSort: 'createTime',
  fields: {
    id: { column: 'id', type: 'string' },
    roleName: { column: 'roleName', type: 'string' },
    roleCode: { column: 'roleCode', type: 'string' },
    createTime: { column: 'createTime', type: 'datetime' },
  },
});

/**
 * GET /sys/role/queryRoleComponentData: the roles a role picker chooses from. The spec's picker read
 * GET /sys/role/list (system:role:list); forms of people without that permission pick roles too, so this
 * token-only variant answers with only id, roleName and roleCode.
 */
export function rolePickerRoutes(app: FastifyInstance, ctx: AppContext): void {
  pickerEndpoint(app, ctx, {
    path: '/sys/role/queryRoleComponentData',
    entity: rolePickerEntity,
    base: () => rolesBase(ctx.db.kysely),
    select: (qb) => qb.select(['id', 'roleName', 'roleCode']),
  });
}
