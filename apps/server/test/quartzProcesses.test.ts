import type { PageResult } from '@hcs/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { connect, type Db } from '../src/core/db/connect.ts';
import { prepareDatabase } from '../src/core/db/prepare.ts';
import { freePorts, type ServerProcess, spawnServer, waitUntilUp } from './support/serverProcess.ts';
import { createTestDatabase, type TestDatabase } from './support/testDatabase.ts';
import { ADMIN_PASSWORD } from './support/testServer.ts';

const EVERY_SECOND = '* * * * * ? *';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** "YYYY-MM-DD HH:mm:ss" in local time (how the job log stores a run's start) to epoch ms. */
const localMs = (dateTime: string) => new Date(dateTime.replace(' ', 'T')).getTime();

let database: TestDatabase;
let inspector: Db | undefined;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const env = {
    HCS_DB_URL: database.url,
    HCS_DATA_DIR: database.dataDir,
    HCS_JWT_SECRET: 'quartz-processes-test-secret-0123456789abcdef',
    HCS_ADMIN_PASSWORD: ADMIN_PASSWORD,
    HCS_LOG_LEVEL: 'warn',
    HCS_LOGIN_CAPTCHA: 'off',
  };
  // The schema is made first, as a rollout would: then both processes start at once on it.
  inspector = connect(database.url);
  await prepareDatabase(inspector, loadConfig(env));
  servers.push(...(await freePorts(2)).map((port) => spawnServer(env, port)));
  await Promise.all(servers.map((s) => waitUntilUp(s)));
}, 90_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await inspector?.close();
  await database?.drop();
}, 60_000);

describe('定时任务 across two server processes', () => {
  it('runs each per-second fire exactly once and on time while both processes compete', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const login = await a.call<{ token: string }>('POST', '/sys/login', {
      username: 'admin',
      password: ADMIN_PASSWORD,
    });
    expect(login).toMatchObject({ success: true });
    const token = login.result.token;

    const created = Date.now();
    expect(
      await a.call(
        'POST',
        '/sys/quartzJob/add',
        { jobClassName: 'SampleParamJob', cronExpression: EVERY_SECOND, parameter: '双进程' },
        token,
      ),
    ).toMatchObject({ success: true, message: '创建定时任务成功' });
    // The other process reads the job's list with the same token: one session store, one JWT secret.
    const listed = await b.call<PageResult<{ id: string }>>(
      'GET',
      '/sys/quartzJob/list?jobClassName=SampleParamJob',
      undefined,
      token,
    );
    const jobId = listed.result.records[0]?.id as string;
    expect(jobId).toBeTruthy();
    // 启动 on the second process too, so it plans the job now rather than at its next re-read.
    expect(await b.call('GET', `/sys/quartzJob/resume?id=${jobId}`, undefined, token)).toMatchObject({
      success: true,
      message: '恢复定时任务成功',
    });

    await sleep(4000);
    expect(await a.call('GET', `/sys/quartzJob/pause?id=${jobId}`, undefined, token)).toMatchObject({
      success: true,
      message: '暂停定时任务成功',
    });
    const paused = Date.now();
    // Let a fire that was already under way when paused finish writing its log.
    await sleep(1200);

    const db = (inspector as Db).kysely;
    const locks = (
      await db.selectFrom('sysQuartzJobLock').select('fireTime').where('jobId', '=', jobId).execute()
    )
      .map((l) => Number(l.fireTime))
      .sort((x, y) => x - y);
    const logs = await db
      .selectFrom('sysQuartzJobLog')
      .select(['startTime', 'triggerType', 'success', 'message'])
      .where('jobId', '=', jobId)
      .execute();
    const starts = logs.map((l) => localMs(l.startTime)).sort((x, y) => x - y);

    // About four seconds of fires, each on a whole second, none skipped between the first and the last.
    expect(locks.length).toBeGreaterThanOrEqual(3);
    expect(locks.every((t) => t % 1000 === 0)).toBe(true);
    expect(locks.slice(1).every((t, i) => t - (locks[i] as number) === 1000)).toBe(true);
    expect(locks[0]).toBeLessThan(created + 2000);
    expect(locks.at(-1)).toBeLessThanOrEqual(paused + 1000);
    // Exactly one run per fire: as many log rows as claimed fire times, all by the schedule, all good.
    expect(logs).toHaveLength(locks.length);
    expect(logs.every((l) => l.triggerType === 'cron' && l.success === 1)).toBe(true);
    expect(logs.every((l) => l.message === '示例任务已执行，参数：双进程')).toBe(true);
    // On time: the n-th run started within the second after the n-th fire time.
    starts.forEach((start, i) => {
      const fire = locks[i] as number;
      expect(start).toBeGreaterThanOrEqual(fire);
      expect(start - fire).toBeLessThanOrEqual(1000);
    });

    // Both processes stayed up the whole time and still answer.
    for (const server of servers) {
      expect(server.exited(), server.output()).toBeNull();
      expect(await server.call('GET', '/sys/publicConfig')).toMatchObject({ success: true });
    }
  });
});
