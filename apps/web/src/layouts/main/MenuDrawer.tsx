import { Drawer } from 'antd';
import type { ReactNode } from 'react';
import type { MenuTheme } from '../../stores/settings.ts';
import { SIDER_WIDTH } from './layoutConstants.ts';

interface MenuDrawerProps {
  /** The drawer's heading (the logo). */
  title: ReactNode;
  /** The menu (light or dark, as the side menu). */
  theme: MenuTheme;
  open: boolean;
  onClose(): void;
  children: ReactNode;
}

/**
 * A phone's menu: a drawer from the left holding the side menu. Only antd's Drawer lives here (loaded
 * when the menu is first opened): the menu itself comes from the layout, which draws it anyway.
 */
export function MenuDrawer({ title, theme, open, onClose, children }: MenuDrawerProps) {
  return (
    <Drawer
      className={`hcs-menu-drawer hcs-menu-drawer--${theme}`}
      title={title}
      placement="left"
      closable={{ placement: 'end', 'aria-label': '关闭菜单' }}
      size={SIDER_WIDTH}
      open={open}
      onClose={onClose}
    >
      {children}
    </Drawer>
  );
}
