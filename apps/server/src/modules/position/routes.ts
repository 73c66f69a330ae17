import { positionResource } from '@hcs/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../core/context.ts';
import { registerTableDict } from '../../core/dict/tableDicts.ts';
import { resourceRoutes } from '../../core/resource/routes.ts';
import { positionPickerRoutes } from './picker.ts';
import { positionsBase } from './service.ts';
import { positionTableDict } from './tableDict.ts';

/** 职务管理: the standard endpoints of the position resource, and the picker's (spec §7). */
export function positionRoutes(app: FastifyInstance, ctx: AppContext): void {
  resourceRoutes(app, ctx, { resource: positionResource, table: 'sysPosition', base: positionsBase });
  positionPickerRoutes(app, ctx);
  registerTableDict(positionTableDict);
}
