import { describe, expect, it } from 'vitest';
import type { AppRoute } from '../src/app/router/buildRoutes.ts';
import { landingPath } from '../src/app/router/landing.ts';

const route = (path: string, children: AppRoute[] = []): AppRoute => ({
  path,
  name: path,
  component: path,
  hidden: false,
  meta: { keepAlive: false, internalOrExternal: false, title: path, componentName: path },
  children,
});

const home = route('/dashboard/analysis');
const task = route('/dashboard/task');
const landing = { action: 'dashboard:task:landing', type: '1' as const, describe: '登录后进入我的待办' };

describe('landingPath', () => {
  it('takes a role granted the to-do landing to 我的待办', () => {
    expect(landingPath([landing], [home, task])).toBe('/dashboard/task');
    expect(landingPath([landing], [home, route('/x', [task])])).toBe('/dashboard/task');
  });

  it('starts everyone else at 首页, and a granted role whose menu lacks the to-do too', () => {
    expect(landingPath([], [home, task])).toBe('/dashboard/analysis');
    expect(landingPath([landing], [home])).toBe('/dashboard/analysis');
  });
});
