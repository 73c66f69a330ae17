import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Files that cannot run without a Redis (HCS_TEST_REDIS_URL, e.g. redis://127.0.0.1:6379): left out of a
 * run without one, as PostgreSQL's project is. sharedState runs its Redis half only when one is given.
 */
const withoutRedis = process.env.HCS_TEST_REDIS_URL
  ? []
  : ['test/monitorRedis.test.ts', 'test/redisLoss.test.ts', 'test/scaleOut.test.ts'];

const serverProject = (
  name: string,
  env: Record<string, string>,
  include = ['test/**/*.test.ts'],
  exclude: string[] = [],
): TestProjectInlineConfiguration => ({
  test: {
    name,
    root: './apps/server',
    include,
    exclude: [...exclude, ...withoutRedis],
    environment: 'node',
    // Each file builds its own app on its own database, so the files of a worker can share loaded modules:
    // importing the server anew for every file took more time than the tests themselves.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env,
  },
});

/**
 * What runs again on PostgreSQL, the database of a scaled-out installation: what several server copies
 * share through it (job locks across two real processes, cache versions, gateway routes, live pushes) and
 * the work-order numbering and statistics, whose SQL differs most by dialect, 系统监控's database figures
 * (server_version, pg_database_size, reltuples, the pool) and copies, and every scoped entity's
 * records under data rules: the part worth a quick local run. HCS_TEST_PG_ALL=1 runs the whole API suite
 * on PostgreSQL, as .ci/run does (about 2.5 min beside the SQLite run, since files share loaded modules).
 */
const PG_SUITE = [
  'backupRestore',
  'commitTracking',
  'concurrentStart',
  'countCache',
  'dashboard',
  'databaseRestart',
  'departSubRecordScope',
  'dictManage',
  'gatewayRoute',
  'gridSocket',
  'killedCopy',
  'monitor',
  'monitorCopies',
  'onlineFormDesign',
  'onlineFormRuntime',
  'onlineReportDesign',
  'quartzProcesses',
  'realtime',
  'recordScope',
  'scaleOut',
  'serverCopies',
  'sharedState',
  'workOrder',
].map((name) => `test/${name}.test.ts`);

// The API suite runs on SQLite always, and its dialect-sensitive part again on PostgreSQL when a server is given.
const pgProjects = process.env.HCS_TEST_PG_URL
  ? [
      serverProject(
        'server-pg',
        { HCS_TEST_DIALECT: 'postgres' },
        process.env.HCS_TEST_PG_ALL ? undefined : PG_SUITE,
      ),
    ]
  : [];

// MySQL / MariaDB runs the whole API suite when a server is given.
const mysqlProjects = process.env.HCS_TEST_MYSQL_URL
  ? [serverProject('server-mysql', { HCS_TEST_DIALECT: 'mysql' })]
  : [];

export default defineConfig({
  test: {
    pool: 'threads',
    // Three on two cores: the job tests mostly wait for cron seconds, and a third worker fills that time.
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['test/**/*.test.ts'],
          environment: 'node',
        },
      },
      // SQLite lives inside the server process: there is no database server to restart.
      // Copies scale out on PostgreSQL (and MySQL), never on one SQLite file: scaleOut runs there.
      serverProject('server', { HCS_TEST_DIALECT: 'sqlite' }, undefined, [
        'test/databaseRestart.test.ts',
        'test/scaleOut.test.ts',
      ]),
      ...pgProjects,
      ...mysqlProjects,
      {
        plugins: [react()],
        test: {
          name: 'web',
          root: './apps/web',
          include: ['test/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['./test/reactCommits.ts', './test/setup.ts'],
          // antd forms and editors render slowly when both test projects share two busy cores.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
