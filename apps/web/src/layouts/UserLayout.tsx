import { Outlet } from 'react-router';
import { usePublicConfig } from '../stores/publicConfig.ts';
import { GlobalFooter } from './main/GlobalFooter.tsx';
import './UserLayout.css';

/** The sign-in frame: logo, product title, one line about the platform, the child route and the footer. */
export function UserLayout() {
  const { platformName } = usePublicConfig().config;
  return (
    <div className="hcs-user-layout">
      <header className="hcs-user-layout__top">
        <div className="hcs-user-layout__brand">
          <img src="/logo.svg" alt="" width={44} height={44} />
          <h1 className="hcs-user-layout__title">{platformName}</h1>
        </div>
        <p className="hcs-user-layout__desc">
          服务对象、工单与月报一站管理，让每一次助残服务及时、温暖、可追溯
        </p>
      </header>
      <main className="hcs-user-layout__main">
        <Outlet />
      </main>
      <GlobalFooter />
    </div>
  );
}
