import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const serverProject = (
  name: string,
  env: Record<string, string>,
  include = ['test/**/*.test.ts'],
): TestProjectInlineConfiguration => ({
  test: {
    name,
    root: './apps/server',
    include,
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env,
  },
});

/**
 * What runs again on PostgreSQL: the SQL that differs by dialect (statistics by day and hour, filters and
 * data rules, bulk inserts, numbering and versions under concurrency) and what several server copies share
 * through the database (job locks, cache versions, gateway routes, live pushes). The rest is the same
 * Kysely code over the same tables; running all of it twice took a third of the unit run on two cores.
 * HCS_TEST_PG_ALL=1 runs the whole API suite on PostgreSQL.
 */
const PG_SUITE = [
  'audience',
  'countCache',
  'dashboard',
  'dataLog',
  'dataScope',
  'demoData',
  'dictManage',
  'fillRule',
  'gatewayRoute',
  'gridSocket',
  'listQuery',
  'monthlyReport',
  'quartz',
  'quartzProcesses',
  'realtime',
  'roleDataRule',
  'visitStats',
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

export default defineConfig({
  test: {
    pool: 'threads',
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['test/**/*.test.ts'],
          environment: 'node',
        },
      },
      serverProject('server', { HCS_TEST_DIALECT: 'sqlite' }),
      ...pgProjects,
      {
        plugins: [react()],
        test: {
          name: 'web',
          root: './apps/web',
          include: ['test/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['./test/setup.ts'],
          // antd forms and editors render slowly when both test projects share two busy cores.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
