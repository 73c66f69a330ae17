import type { AuthEntry } from '@hcs/shared';
import type { AppRoute } from './buildRoutes.ts';
import { HOME_PATH } from './paths.ts';

/** 我的待办: where the centre's managers and service staff start their day. */
export const TASK_PATH = '/dashboard/task';
/** The button permission (granted per role, migration 0032) that makes sign-in land on 我的待办. */
export const TASK_LANDING_PERMISSION = 'dashboard:task:landing';

function hasRoute(routes: readonly AppRoute[], path: string): boolean {
  return routes.some((route) => route.path === path || hasRoute(route.children, path));
}

/**
 * Where sign-in and the logo take the user (`/`). A role granted 登录后进入我的待办 (managers: 待派单 /
 * 待回访; service staff: 待接单 / 处理中) starts at 我的待办 when its menu holds it; everyone else starts
 * at 首页 — including a role without the analysis dashboard, since the server puts 首页 into every menu.
 * Either way 首页 stays the first, unclosable tab and the breadcrumbs' first link (spec §2): only the
 * landing differs, so it is decided from the role's grants rather than by renaming the home route.
 */
export function landingPath(auth: readonly AuthEntry[], routes: readonly AppRoute[]): string {
  const toTask =
    auth.some((entry) => entry.action === TASK_LANDING_PERMISSION) && hasRoute(routes, TASK_PATH);
  return toTask ? TASK_PATH : HOME_PATH;
}
