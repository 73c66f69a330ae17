import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import type { AppRoute } from '../../app/router/buildRoutes.ts';
import { MenuSearch } from '../../components/menusearch/MenuSearch.tsx';
import { NoticeBell } from '../../components/notice/NoticeBell.tsx';
import type { MenuTheme } from '../../stores/settings.ts';
import { Greeting } from './Greeting.tsx';
import { Logo } from './Logo.tsx';
import { SideMenu } from './SideMenu.tsx';
import { UserMenu } from './UserMenu.tsx';

interface GlobalHeaderProps {
  routes: readonly AppRoute[];
  trail: readonly AppRoute[];
  /** Top navigation: the logo and a horizontal menu in the header instead of the sider. */
  topNav: boolean;
  menuTheme: MenuTheme;
  mobile: boolean;
  fixed: boolean;
  /** Auto-hidden after scrolling down. */
  hidden: boolean;
  /** Whether the side menu (or the mobile drawer) is currently shown. */
  menuOpen: boolean;
  onToggleMenu: () => void;
}

export function GlobalHeader({
  routes,
  trail,
  topNav,
  menuTheme,
  mobile,
  fixed,
  hidden,
  menuOpen,
  onToggleMenu,
}: GlobalHeaderProps) {
  const className = [
    'hcs-header',
    topNav ? `hcs-header--top hcs-header--${menuTheme}` : '',
    fixed ? 'hcs-header--fixed' : '',
    hidden ? 'hcs-header--hidden' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <header className={className}>
      <div className="hcs-header__inner">
        {topNav ? (
          <>
            <Logo />
            <SideMenu routes={routes} trail={trail} collapsed={false} mode="horizontal" theme={menuTheme} />
          </>
        ) : (
          <>
            <button
              type="button"
              className="hcs-header__action hcs-header__trigger"
              aria-label={menuOpen ? '收起菜单' : '展开菜单'}
              aria-expanded={menuOpen}
              onClick={onToggleMenu}
            >
              {menuOpen ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
            </button>
            <Greeting />
          </>
        )}
        <div className="hcs-header__right">
          <MenuSearch routes={routes} mobile={mobile} />
          <NoticeBell />
          <UserMenu />
        </div>
      </div>
    </header>
  );
}
