import { Breadcrumb } from 'antd';
import { Link } from 'react-router';
import type { AppRoute } from '../../app/router/buildRoutes.ts';
import { HOME_PATH } from '../../app/router/paths.ts';

interface Crumb {
  path: string;
  title: string;
}

/** 首页 first, then each matched route with a title; the home route itself is not repeated. */
export function crumbsForTrail(trail: readonly AppRoute[]): Crumb[] {
  const matched = trail
    .filter((route) => route.path !== HOME_PATH && route.meta.title)
    .map((route) => ({ path: route.path, title: route.meta.title }));
  return [{ path: HOME_PATH, title: '首页' }, ...matched];
}

/** The breadcrumb of spec §2 "Layout": every crumb links to its route except the current one. */
export function Breadcrumbs({ trail }: { trail: readonly AppRoute[] }) {
  const crumbs = crumbsForTrail(trail);
  const items = crumbs.map((crumb, i) => ({
    key: crumb.path,
    title:
      i === crumbs.length - 1 ? (
        <span aria-current="page">{crumb.title}</span>
      ) : (
        <Link to={crumb.path}>{crumb.title}</Link>
      ),
  }));
  return <Breadcrumb className="hcs-breadcrumb" aria-label="面包屑" items={items} />;
}
