import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../core/context.ts';
import { pickerEndpoint } from '../../core/crud/pickerEndpoint.ts';
import { defineEntity } from '../../core/query/entity.ts';
import { positionsBase } from './service.ts';

/** What the position picker filters and sorts on (spec §3: columns name, code, rank). */
export const positionPickerEntity = defineEntity({
  title: '职务',
  defaultSort: 'createTime',
  fields: {
    id: { column: 'id', type: 'string' },
    code: { column: 'code', type: 'string' },
    name: { column: 'name', type: 'string' },
    postRank: { column: 'postRank', type: 'string', dict: 'position_rank' },
    createTime: { column: 'createTime', type: 'datetime' },
  },
});

/**
 * GET /sys/position/queryPositionComponentData: the positions a position picker chooses from, with the
 * rank's dictionary text. GET /sys/position/list (spec §7) needs system:position:list; a user form is
 * filled by people without it, so this token-only variant returns only id, code, name and rank.
 */
export function positionPickerRoutes(app: FastifyInstance, ctx: AppContext): void {
  pickerEndpoint(app, ctx, {
    path: '/sys/position/queryPositionComponentData',
    entity: positionPickerEntity,
    base: () => positionsBase(ctx.db.kysely),
    select: (qb) => qb.select(['id', 'code', 'name', 'postRank']),
  });
}
