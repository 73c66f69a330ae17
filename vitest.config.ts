import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const serverProject = (name: string, env: Record<string, string>): TestProjectInlineConfiguration => ({
  test: {
    name,
    root: './apps/server',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env,
  },
});

// The API suite runs on SQLite always, and again on PostgreSQL when a server is given.
const pgProjects = process.env.HCS_TEST_PG_URL
  ? [serverProject('server-pg', { HCS_TEST_DIALECT: 'postgres' })]
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
