import { announcementResource } from '@hcs/shared';
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../../core/auth/guard.ts';
import type { AppContext } from '../../core/context.ts';
import { idQuery } from '../../core/crud/idParams.ts';
import type { Api } from '../../core/http/inputSchemas.ts';
import type { RealtimeHub } from '../../core/realtime/hub.ts';
import { resourceRoutes } from '../../core/resource/routes.ts';
import { ok } from '../../core/result.ts';
import { announcementFor, bellAnswers, markAllRead, markRead, myAnnouncements } from './inbox.ts';
import { announcementColumns, announcementsBase, releaseAnnouncement, revokeAnnouncement } from './manage.ts';
import { anntIdBody, myListQuery } from './schema.ts';

const BASE = announcementResource.path;
const SEND = '/sys/sysAnnouncementSend';
const perm = (action: string) => ({ config: { permission: `system:announcement:${action}` } });
/** The spec's client releases and revokes with GET: the operation log records them like writes. */
const logged = (route: ReturnType<typeof perm>) => ({ config: { ...route.config, operationLog: true } });

/**
 * 系统通告: the announcement resource (limited by the data rules of its menu, deleted by marking) with
 * release and revoke beside it, and every user's inbox (spec §7 "Announcements and notifications").
 * queryById is the inbox's too: a recipient reads what reached them without the management permission.
 */
export function announcementRoutes(app: Api, ctx: AppContext, hub: RealtimeHub): void {
  const { records } = resourceRoutes(app, ctx, {
    resource: announcementResource,
    table: 'sysAnnouncement',
    base: announcementsBase,
    softDelete: true,
    without: ['queryById'],
    prepare: announcementColumns,
    outsideScope: '保存后的通告不在您的数据权限范围内',
  });

  app.get(
    `${BASE}/doReleaseData`,
    { ...logged(perm('release')), schema: { querystring: idQuery } },
    async (request) => {
      const { id } = request.query;
      await releaseAnnouncement(ctx, hub, records, currentUser(request), id);
      return ok(null, '该系统通知发布成功');
    },
  );

  app.get(
    `${BASE}/doReovkeData`,
    { ...logged(perm('revoke')), schema: { querystring: idQuery } },
    async (request) => {
      await revokeAnnouncement(ctx, records, currentUser(request), request.query.id);
      return ok(null, '该系统通知撤销成功');
    },
  );

  app.get(
    `${BASE}/queryById`,
    { config: { summary: '通告详情' }, schema: { querystring: idQuery } },
    async (request) => ok(await announcementFor(ctx, records, currentUser(request), request.query.id)),
  );

  const bell = bellAnswers(ctx, hub);
  app.get(`${BASE}/listByUser`, { config: { summary: '我的未读通告（铃铛）' } }, async (request, reply) =>
    (await bell(currentUser(request))).send(request, reply),
  );

  app.route({
    method: ['PUT', 'POST'],
    url: `${SEND}/editByAnntIdAndUserId`,
    config: { summary: '标记通告已读' },
    schema: { body: anntIdBody },
    handler: async (request) => {
      await markRead(ctx, records, currentUser(request), request.body.anntId);
      return ok(null);
    },
  });

  const readAll = async (request: FastifyRequest) => {
    await markAllRead(ctx, currentUser(request));
    return ok(null, '全部已读');
  };
  app.put(`${SEND}/readAll`, { config: { summary: '全部标记已读' } }, readAll);
  app.post(`${SEND}/readAll`, { config: { summary: '全部标记已读' } }, readAll);

  app.get(
    `${SEND}/getMyAnnouncementSend`,
    { config: { summary: '我的通告' }, schema: { querystring: myListQuery } },
    async (request) => ok(await myAnnouncements(ctx, currentUser(request), request.query)),
  );
}
