import { fileURLToPath } from 'node:url';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { AppConfig } from './config.ts';
import { registerOperationLog } from './core/audit/operationLog.ts';
import { DownloadTickets } from './core/auth/downloadTickets.ts';
import { registerGuard } from './core/auth/guard.ts';
import { resolveJwtSecret } from './core/auth/secret.ts';
import { SessionStore } from './core/auth/sessions.ts';
import { TokenService } from './core/auth/token.ts';
import { announceWrites, InvalidationBus } from './core/cache/invalidationBus.ts';
import type { AppContext } from './core/context.ts';
import { duplicateCheckRoutes } from './core/crud/duplicateCheck.ts';
import { connect } from './core/db/connect.ts';
import { prepareDatabase } from './core/db/prepare.ts';
import type { SeededLogin } from './core/db/seed/users.ts';
import { DictCache } from './core/dict/dictCache.ts';
import { ImportProgress } from './core/excel/importProgress.ts';
import { downloadTicketRoutes, importErrorRoutes } from './core/excel/routes.ts';
import { registerSheetExports } from './core/excel/sheetExports.ts';
import { registerCompression } from './core/http/compression.ts';
import { registerErrorHandler } from './core/http/errorHandler.ts';
import { databaseProbe, healthRoutes, storageProbe } from './core/http/health.ts';
import { registerInputSchemas, type ZodTypeProvider } from './core/http/inputSchemas.ts';
import { genReqId } from './core/http/requestId.ts';
import { collectRoutes, type RegisteredRoute } from './core/http/routeRegistry.ts';
import { registerSpa } from './core/http/spa.ts';
import { DataScopes } from './core/permission/dataScope.ts';
import { GrantCache } from './core/permission/grantCache.ts';
import { CompiledLists } from './core/query/compiledLists.ts';
import { CountCache, SHARED_DATABASE_TTL_MS, SINGLE_SERVER_TTL_MS } from './core/query/countCache.ts';
import { GridHub } from './core/realtime/gridHub.ts';
import { gridSocketRoutes } from './core/realtime/gridRoutes.ts';
import { RealtimeHub } from './core/realtime/hub.ts';
import { closeWebsocketsForRestart } from './core/realtime/restartClose.ts';
import { realtimeRoutes } from './core/realtime/routes.ts';
import { openCopyLinks } from './core/sharedState/copyLinks.ts';
import { fileStorageFor } from './core/storage/openFileStorage.ts';
import { setCentreTimeZone } from './core/time.ts';
import './core/http/fastifyTypes.ts';
import { registerSecurityHeaders } from './core/http/securityHeaders.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { announcementRoutes } from './modules/announcement/routes.ts';
import { apiDocRoutes } from './modules/apiDoc/routes.ts';
import { audienceRoutes } from './modules/audience/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { casRoutes } from './modules/cas/routes.ts';
import { categoryManageRoutes } from './modules/category/manageRoutes.ts';
import { categoryRoutes } from './modules/category/routes.ts';
import { checkRuleRoutes } from './modules/checkRule/routes.ts';
import { dataLogRoutes } from './modules/dataLog/routes.ts';
import { dataSourceRoutes } from './modules/dataSource/routes.ts';
import { departRoutes } from './modules/depart/routes.ts';
import { departPermissionRoutes } from './modules/departPermission/routes.ts';
import { departRoleRoutes } from './modules/departRole/routes.ts';
import { dictManageRoutes } from './modules/dict/manageRoutes.ts';
import { dictRoutes } from './modules/dict/routes.ts';
import { fileRoutes } from './modules/file/routes.ts';
import { fillRuleRoutes } from './modules/fillRule/routes.ts';
import { gatewayRoutes } from './modules/gateway/routes.ts';
import { logRoutes } from './modules/log/routes.ts';
import { loginSettingRoutes } from './modules/loginSetting/routes.ts';
import { messageRoutes } from './modules/message/routes.ts';
import { type Monitor, registerMonitor } from './modules/monitor/monitor.ts';
import { monitorRoutes } from './modules/monitor/routes.ts';
import { monthlyReportRoutes } from './modules/monthlyReport/routes.ts';
import { onlineRoutes } from './modules/online/routes.ts';
import { onlineFormDesignRoutes } from './modules/onlineForm/design/routes.ts';
import { onlineFormRuntimeRoutes } from './modules/onlineForm/runtime/routes.ts';
import { onlineReportRoutes } from './modules/onlineReport/routes.ts';
import { permissionManageRoutes } from './modules/permission/manageRoutes.ts';
import { permissionRoutes } from './modules/permission/routes.ts';
import { positionRoutes } from './modules/position/routes.ts';
import { quartzRoutes } from './modules/quartz/routes.ts';
import { registrationRoutes } from './modules/registration/routes.ts';
import { roleRoutes } from './modules/role/routes.ts';
import { smsRoutes } from './modules/sms/routes.ts';
import { tenantRoutes } from './modules/tenant/routes.ts';
import { thirdLoginRoutes } from './modules/thirdLogin/routes.ts';
import { uploadRoutes } from './modules/upload/routes.ts';
import { addressListRoutes } from './modules/user/addressList.ts';
import { userManageRoutes } from './modules/user/manage/routes.ts';
import { userRoutes } from './modules/user/routes.ts';
import { workOrderRoutes } from './modules/workOrder/routes.ts';

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
  routes: RegisteredRoute[];
  /** Accounts created at this start, with their one-time passwords. */
  seeded: SeededLogin[];
  /** This copy's 系统监控 figures. */
  monitor: Monitor;
}

const defaultStaticDir = fileURLToPath(new URL('../public', import.meta.url));

/** Assembles the server: database, core mechanisms, feature modules, SPA. Nothing else. */
export async function buildApp(config: AppConfig): Promise<BuiltApp> {
  setCentreTimeZone(config.timeZone);
  const db = connect(config.dbUrl);
  const seeded = await prepareDatabase(db, config);
  const links = await openCopyLinks(config, db).catch(async (error: unknown) => {
    await db.close();
    throw error;
  });
  const pubsub = links.pubsub;
  const bus = new InvalidationBus(pubsub, (error) =>
    links.warn(error, 'change not announced to the other copies'),
  );
  await bus.start();
  announceWrites(bus, db.writes);
  const sessions = new SessionStore(db.kysely, bus);
  const ctx: AppContext = {
    config,
    db,
    tokens: new TokenService(resolveJwtSecret(config.jwtSecret, config.dataDir)),
    sessions,
    dicts: new DictCache(db.kysely, undefined, db.writes),
    counts: new CountCache(
      db.writes,
      db.dialect === 'sqlite' ? SINGLE_SERVER_TTL_MS : SHARED_DATABASE_TTL_MS,
    ),
    compiledLists: new CompiledLists(),
    dataScopes: new DataScopes(db.kysely, db.writes),
    imports: new ImportProgress(),
    realtime: new RealtimeHub(pubsub, (error) => links.warn(error, 'push not published to the copies')),
    storage: fileStorageFor(config),
    shared: links.shared,
  };
  await ctx.realtime.start();
  sessions.onRevoked((revocation) => ctx.realtime.closeRevoked(revocation));
  const grids = new GridHub(pubsub, (error) => links.warn(error, 'grid update not published to the copies'));
  await grids.start();

  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers["x-access-token"]', 'req.headers.authorization'],
    },
    trustProxy: config.trustProxy,
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 2 * 1024 * 1024,
    genReqId,
  });
  app.addHook('onClose', () => db.close());
  links.logTo(app.log);
  app.addHook('onClose', () => links.close());
  app.addHook('onClose', async () => ctx.storage.close());
  const routes = collectRoutes(app);
  registerErrorHandler(app);
  registerInputSchemas(app);
  const monitor = registerMonitor(app, ctx, () => links.redisFigures());

  registerSecurityHeaders(app);
  await registerCompression(app);

  closeWebsocketsForRestart(app);
  await app.register(websocket, { options: { maxPayload: 4096 } });
  await app.register(multipart, { limits: { fileSize: 20 * 1024 * 1024, files: 5, fields: 20 } });
  const grants = new GrantCache(db.kysely, db.writes);
  const tickets = new DownloadTickets(db.kysely);
  registerGuard(app, { basePath: config.basePath, grants, tokens: ctx.tokens, sessions, tickets });
  const sheetExports = registerSheetExports(app);
  registerOperationLog(app, db.kysely, config.basePath);

  await app.register(
    async (plain) => {
      const api = plain.withTypeProvider<ZodTypeProvider>();
      authRoutes(api, ctx);
      accountRoutes(api, ctx);
      permissionRoutes(api, ctx);
      permissionManageRoutes(api, ctx);
      userRoutes(api, ctx);
      dictRoutes(api, ctx);
      dictManageRoutes(api, ctx);
      categoryRoutes(api, ctx);
      categoryManageRoutes(api, ctx);
      checkRuleRoutes(api, ctx);
      fillRuleRoutes(api, ctx);
      fileRoutes(api, ctx);
      logRoutes(api, ctx);
      dataLogRoutes(api, ctx);
      announcementRoutes(api, ctx, ctx.realtime);
      realtimeRoutes(api, ctx.realtime);
      gridSocketRoutes(api, ctx.realtime, grids);
      positionRoutes(api, ctx);
      quartzRoutes(api, ctx);
      messageRoutes(api, ctx);
      smsRoutes(api, ctx);
      registrationRoutes(api, ctx);
      loginSettingRoutes(api, ctx);
      audienceRoutes(api, ctx);
      workOrderRoutes(api, ctx);
      monthlyReportRoutes(api, ctx);
      userManageRoutes(api, ctx);
      addressListRoutes(api, ctx);
      roleRoutes(api, ctx);
      departRoutes(api, ctx);
      departPermissionRoutes(api, ctx);
      departRoleRoutes(api, ctx);
      tenantRoutes(api, ctx);
      onlineRoutes(api, ctx);
      onlineReportRoutes(api, ctx);
      onlineFormDesignRoutes(api, ctx);
      onlineFormRuntimeRoutes(api, ctx);
      duplicateCheckRoutes(api, ctx);
      importErrorRoutes(api, config.dataDir, ctx.imports);
      downloadTicketRoutes(api, { basePath: config.basePath, exports: sheetExports, tickets, grants });
      uploadRoutes(api, ctx);
      dataSourceRoutes(api, ctx);
      thirdLoginRoutes(api, ctx);
      casRoutes(api, ctx);
      monitorRoutes(api, ctx, monitor);
      apiDocRoutes(api, ctx, routes);
    },
    { prefix: config.basePath },
  );

  await gatewayRoutes(app, ctx);
  healthRoutes(app, [databaseProbe(db), storageProbe(ctx.storage), ...links.probes]);
  await registerSpa(app, config.staticDir ?? defaultStaticDir, config.basePath);
  return { app, ctx, routes, seeded, monitor };
}
