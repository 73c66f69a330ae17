import {
  ClearOutlined,
  ClusterOutlined,
  LockOutlined,
  LogoutOutlined,
  SettingOutlined,
  SyncOutlined,
  ToolOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { App, Avatar, Dropdown, type MenuProps } from 'antd';
import { lazy, useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { refreshDictCache } from '../../api/dict.ts';
import { LOGIN_PATH, NAMED_ROUTE_PATHS, RouteName } from '../../app/router/paths.ts';
import { LazyOnce } from '../../components/LazyOnce.tsx';
import { useSettingDrawer } from '../../components/setting/settingDrawerStore.ts';
import { useSessionStore } from '../../stores/session.ts';
import { fileAccessUrl } from '../../utils/fileAccessUrl.ts';

// The header's dialogs load when first opened.
const ChangePasswordModal = lazy(() =>
  import('../../components/ChangePasswordModal.tsx').then((m) => ({ default: m.ChangePasswordModal })),
);
const DepartSelectModal = lazy(() =>
  import('../../components/DepartSelectModal.tsx').then((m) => ({ default: m.DepartSelectModal })),
);
const TenantSwitchModal = lazy(() =>
  import('../../components/tenant/TenantSwitchModal.tsx').then((m) => ({ default: m.TenantSwitchModal })),
);

/** Spec §8 "Cache". */
export const CACHE_REFRESHED = '刷新缓存完成！';
export const CACHE_REFRESH_FAILED = '刷新缓存失败！';

const ITEMS: MenuProps['items'] = [
  { key: 'center', icon: <UserOutlined />, label: '个人中心' },
  { key: 'settings', icon: <SettingOutlined />, label: '账户设置' },
  { key: 'system', icon: <ToolOutlined />, label: '系统设置' },
  { key: 'password', icon: <LockOutlined />, label: '修改密码' },
  { key: 'depart', icon: <ClusterOutlined />, label: '切换部门' },
  { key: 'tenant', icon: <SyncOutlined />, label: '切换租户' },
  { key: 'cache', icon: <ClearOutlined />, label: '清理缓存' },
  { type: 'divider' },
  { key: 'logout', icon: <LogoutOutlined />, label: '退出登录' },
];

/** The avatar and name in the header, with the user's actions of spec §2 "Header user menu". */
export function UserMenu() {
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const userInfo = useSessionStore((s) => s.userInfo);
  const name = userInfo?.realname || userInfo?.username || '';
  // 切换租户 only for a user of several tenants.
  const severalTenants = useSessionStore((s) => s.tenants.length > 1);
  const items = severalTenants ? ITEMS : ITEMS?.filter((item) => item?.key !== 'tenant');
  const [dialog, setDialog] = useState<'password' | 'depart' | 'tenant' | null>(null);
  const closeDialog = useCallback(() => setDialog(null), []);
  const trigger = useRef<HTMLButtonElement>(null);

  const confirmLogout = () => {
    modal.confirm({
      title: '提示',
      content: '真的要注销登录吗 ?',
      okText: '确定',
      cancelText: '取消',
      onOk: () =>
        useSessionStore
          .getState()
          .logout()
          .then(() => {
            navigate(LOGIN_PATH);
            window.location.reload();
          })
          .catch((error: unknown) => {
            void message.error(error instanceof Error ? error.message : String(error));
          }),
    });
  };

  const clearCache = async () => {
    const done = await refreshDictCache();
    if (done) void message.success(CACHE_REFRESHED);
    else void message.error(CACHE_REFRESH_FAILED);
  };

  const onClick: MenuProps['onClick'] = ({ key }) => {
    // The focus leaves the closing menu for its button first: a dialog or drawer the item opens gives it
    // back there when it closes, not to the menu item, gone by then (which would drop it to the page).
    trigger.current?.focus({ preventScroll: true });
    switch (key) {
      case 'center':
        return navigate(NAMED_ROUTE_PATHS[RouteName.accountCenter]);
      case 'settings':
        return navigate(NAMED_ROUTE_PATHS[RouteName.accountSettingsBase]);
      case 'system':
        return useSettingDrawer.getState().setOpen(true);
      case 'password':
      case 'depart':
      case 'tenant':
        return setDialog(key);
      case 'cache':
        return void clearCache();
      case 'logout':
        return confirmLogout();
    }
  };

  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
        <button
          ref={trigger}
          type="button"
          className="hcs-header__action hcs-user-menu"
          aria-label={`用户菜单：${name}`}
        >
          <Avatar size="small" src={fileAccessUrl(userInfo?.avatar)} icon={<UserOutlined />} alt="" />
          <span className="hcs-user-menu__name">{name}</span>
        </button>
      </Dropdown>
      <LazyOnce when={dialog === 'password'}>
        <ChangePasswordModal open={dialog === 'password'} onClose={closeDialog} />
      </LazyOnce>
      <LazyOnce when={dialog === 'depart'}>
        <DepartSelectModal open={dialog === 'depart'} onClose={closeDialog} />
      </LazyOnce>
      <LazyOnce when={dialog === 'tenant'}>
        <TenantSwitchModal open={dialog === 'tenant'} onClose={closeDialog} />
      </LazyOnce>
    </>
  );
}
