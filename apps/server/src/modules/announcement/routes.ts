import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../core/auth/guard.ts';
import type { AppContext } from '../../core/context.ts';
import { deleteEndpoints } from '../../core/crud/deleteEndpoints.ts';
import { idQuery } from '../../core/crud/idParams.ts';
import { listEndpoints } from '../../core/crud/listEndpoints.ts';
import type { RealtimeHub } from '../../core/realtime/hub.ts';
import { ok } from '../../core/result.ts';
import { parseInput } from '../../core/validation.ts';
import { announcementFor, bellAnswers, markAllRead, markRead, myAnnouncements } from './inbox.ts';
import {
  addAnnouncement,
  announcementColumns,
  announcementEntity,
  announcementsBase,
  deleteAnnouncements,
  editAnnouncement,
  releaseAnnouncement,
  revokeAnnouncement,
} from './manage.ts';
import { announcementFields, anntIdBody, editSchema, myListQuery } from './schema.ts';

const BASE = '/sys/annountCement';
const SEND = '/sys/sysAnnouncementSend';
const perm = (action: string) => ({ config: { permission: `system:announcement:${action}` } });
/** The spec's client releases and revokes with GET: the operation log records them like writes. */
const logged = (route: ReturnType<typeof perm>) => ({ config: { ...route.config, operationLog: true } });

/** 系统通告: management (permission-gated) and every user's inbox (spec §7 "Announcements and notifications"). */
export function announcementRoutes(app: FastifyInstance, ctx: AppContext, hub: RealtimeHub): void {
  // list and exportXls (the family's client exports 系统通告 too), limited alike by the menu's data rules.
  listEndpoints(app, ctx, {
    path: BASE,
    permissionPrefix: 'system:announcement',
    entity: announcementEntity,
    base: () => announcementsBase(ctx.db.kysely),
    select: (qb) => qb.selectAll(),
    columns: announcementColumns,
  });

  app.post(`${BASE}/add`, perm('add'), async (request) => {
    await addAnnouncement(ctx, currentUser(request), parseInput(announcementFields, request.body));
    return ok(null, '添加成功！');
  });

  app.put(`${BASE}/edit`, perm('edit'), async (request) => {
    const { id, ...input } = parseInput(editSchema, request.body);
    await editAnnouncement(ctx, currentUser(request), id, input);
    return ok(null, '编辑成功!');
  });

  deleteEndpoints(app, BASE, 'system:announcement:delete', (request, ids) =>
    deleteAnnouncements(ctx, currentUser(request), ids),
  );

  app.get(`${BASE}/doReleaseData`, logged(perm('release')), async (request) => {
    await releaseAnnouncement(ctx, hub, currentUser(request), parseInput(idQuery, request.query).id);
    return ok(null, '该系统通知发布成功');
  });

  app.get(`${BASE}/doReovkeData`, logged(perm('revoke')), async (request) => {
    await revokeAnnouncement(ctx, currentUser(request), parseInput(idQuery, request.query).id);
    return ok(null, '该系统通知撤销成功');
  });

  app.get(`${BASE}/queryById`, async (request) =>
    ok(await announcementFor(ctx, currentUser(request), parseInput(idQuery, request.query).id)),
  );

  const bell = bellAnswers(ctx, hub);
  app.get(`${BASE}/listByUser`, async (request, reply) =>
    (await bell(currentUser(request))).send(request, reply),
  );

  const read = async (request: FastifyRequest) => {
    await markRead(ctx, currentUser(request), parseInput(anntIdBody, request.body).anntId);
    return ok(null);
  };
  app.put(`${SEND}/editByAnntIdAndUserId`, read);
  app.post(`${SEND}/editByAnntIdAndUserId`, read);

  const readAll = async (request: FastifyRequest) => {
    await markAllRead(ctx, currentUser(request));
    return ok(null, '全部已读');
  };
  app.put(`${SEND}/readAll`, readAll);
  app.post(`${SEND}/readAll`, readAll);

  app.get(`${SEND}/getMyAnnouncementSend`, async (request) =>
    ok(await myAnnouncements(ctx, currentUser(request), parseInput(myListQuery, request.query))),
  );
}
