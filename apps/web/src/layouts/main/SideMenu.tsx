import { Menu, type MenuProps } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { AppRoute } from '../../app/router/buildRoutes.ts';
import { emitDynamicRoute } from '../../app/router/dynamicRoute.ts';
import type { MenuTheme } from '../../stores/settings.ts';
import { externalTarget, indexByPath, toMenuItems } from './menuItems.tsx';
import { menuKeysForTrail, nextOpenKeys } from './menuKeys.ts';

interface SideMenuProps {
  routes: readonly AppRoute[];
  /** The matched routes of the current location, root first. */
  trail: readonly AppRoute[];
  collapsed: boolean;
  /** Inline in the sider and the mobile drawer; horizontal in the header with top navigation. */
  mode?: 'inline' | 'horizontal';
  theme?: MenuTheme;
  /** Called after an item was chosen (the mobile drawer closes then). */
  onSelect?: () => void;
}

/** The menu built from the route tree (spec §2 "Side menu"), in the sider or, for top navigation, the header. */
export function SideMenu({
  routes,
  trail,
  collapsed,
  mode = 'inline',
  theme = 'light',
  onSelect,
}: SideMenuProps) {
  const navigate = useNavigate();
  const items = useMemo(() => toMenuItems(routes), [routes]);
  const byPath = useMemo(() => indexByPath(routes), [routes]);
  const rootKeys = useMemo(() => routes.map((route) => route.path), [routes]);
  const { selectedKey, openKeys: routeOpenKeys } = menuKeysForTrail(trail);

  const [openKeys, setOpenKeys] = useState<string[]>(collapsed ? [] : routeOpenKeys);
  // While collapsed, submenus are popups and must start closed; the inline open keys wait here.
  const [cachedOpenKeys, setCachedOpenKeys] = useState<string[]>(routeOpenKeys);

  // Adjust state while rendering (not in an effect) so a collapsed menu never shows a stale popup.
  const [seenCollapsed, setSeenCollapsed] = useState(collapsed);
  if (seenCollapsed !== collapsed) {
    setSeenCollapsed(collapsed);
    if (collapsed) {
      setCachedOpenKeys(openKeys);
      setOpenKeys([]);
    } else {
      setOpenKeys(cachedOpenKeys);
    }
  }
  const routeKey = routeOpenKeys.join('\n');
  const [seenRouteKey, setSeenRouteKey] = useState(routeKey);
  if (seenRouteKey !== routeKey) {
    setSeenRouteKey(routeKey);
    if (collapsed) setCachedOpenKeys(routeOpenKeys);
    else setOpenKeys(routeOpenKeys);
  }

  const onOpenChange: MenuProps['onOpenChange'] = (keys) =>
    setOpenKeys(nextOpenKeys(openKeys, keys, rootKeys));

  const onClick: MenuProps['onClick'] = ({ key, domEvent }) => {
    const route = byPath.get(key);
    if (!route) return;
    const external = externalTarget(route);
    // A click on the entry's own link opens it already (see menuItems); keys and the rest of the item land here.
    const onLink = domEvent.target instanceof Element && domEvent.target.closest('a[href]') !== null;
    if (!external) navigate(route.path);
    else if (!onLink) window.open(external, '_blank', 'noopener,noreferrer');
    emitDynamicRoute({ path: route.path, title: route.meta.title });
    onSelect?.();
  };

  const selectedKeys = selectedKey ? [selectedKey] : [];
  if (mode === 'horizontal') {
    // Submenus of a horizontal menu are popups: no accordion, no remembered open keys.
    return (
      <nav className="hcs-top-menu" aria-label="主菜单">
        <Menu mode="horizontal" theme={theme} items={items} selectedKeys={selectedKeys} onClick={onClick} />
      </nav>
    );
  }
  return (
    <nav className="hcs-side-menu" aria-label="主菜单">
      <Menu
        mode="inline"
        theme={theme}
        items={items}
        selectedKeys={selectedKeys}
        openKeys={openKeys}
        onOpenChange={onOpenChange}
        onClick={onClick}
      />
    </nav>
  );
}
