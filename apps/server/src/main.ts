import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { seedDemoData } from './core/db/seed/demo.ts';

/** How long a shutdown may wait for requests in flight before the process ends anyway. */
const SHUTDOWN_BOUND_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  // The clock the server stamps times with (创建时间, logs, traces) is the centre's: one setting,
  // HCS_TIME_ZONE, instead of a TZ that had to be kept equal to it.
  process.env.TZ = config.timeZone;
  const { app, ctx, seeded } = await buildApp(config);
  // `npm start -- --demo`: demo volume for the dashboards, added once.
  const demo = process.argv.includes('--demo') ? await seedDemoData(ctx.db.kysely) : null;
  await app.listen({ port: config.port, host: config.host });
  const url = `http://localhost:${config.port}/`;
  const lines = [
    '',
    `  ${config.platformName} 已启动: ${url}`,
    `  API: http://localhost:${config.port}${config.basePath}`,
    `  数据库: ${config.dbUrl.replace(/\/\/([^:@/]+):[^@/]+@/, '//$1:***@')}`,
  ];
  if (config.redisUrl)
    lines.push(`  Redis: ${config.redisUrl.replace(/\/\/([^:@/]*):[^@/]+@/, '//$1:***@')}`);
  if (demo) {
    lines.push(
      demo.created
        ? `  演示数据: 已添加 ${demo.audiences} 个服务对象、${demo.workOrders} 个工单`
        : '  演示数据: 已存在，未重复添加',
    );
  }
  if (seeded.length > 0) {
    lines.push('', '  首次启动已创建以下账号（密码只显示这一次，请登录后修改）:');
    for (const s of seeded)
      lines.push(`    ${s.role.padEnd(6, '　')} 用户名 ${s.username.padEnd(8)} 密码 ${s.password}`);
  } else {
    lines.push('', '  管理员登录: 用户名 admin（密码为首次启动时设置或打印的密码）');
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);

  // app.close() stops accepting, answers requests arriving on open connections with 503, and waits for
  // the ones in flight; past the bound, or at a second signal, the process ends without waiting.
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) {
      process.stderr.write(`再次收到 ${signal}，立即退出\n`);
      process.exit(1);
    }
    closing = true;
    process.stdout.write(`收到 ${signal}，正在关闭：不再接受新请求，等待进行中的请求完成…\n`);
    setTimeout(() => {
      process.stderr.write(`关闭超时（${SHUTDOWN_BOUND_MS / 1000} 秒内未完成），强制退出\n`);
      process.exit(1);
    }, SHUTDOWN_BOUND_MS).unref();
    // Node closes the connections idle when closing starts; those kept alive after a request that was
    // still in flight would otherwise hold the close open until the client lets go of them.
    setInterval(() => app.server.closeIdleConnections(), 100).unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        process.stderr.write(`关闭失败: ${err instanceof Error ? err.message : String(err)}\n`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    process.stderr.write(`${err.message}\n`);
  } else {
    process.stderr.write(`启动失败: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  }
  process.exit(1);
});
