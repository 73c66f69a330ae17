import { Button, Card, Menu } from 'antd';
import { type ComponentType, lazy, Suspense } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { PageLoading } from '../../../components/PageLoading.tsx';
import { PHONE_QUERY } from '../../../layouts/main/layoutConstants.ts';
import { useMediaQuery } from '../../../utils/useMediaQuery.ts';
import { isSettingsTab, SETTINGS_TABS, type SettingsTab, settingsPath } from './settingsTabs.ts';
import '../account.css';

const PANES: Record<SettingsTab, ComponentType> = {
  base: lazy(() => import('./BaseSettings.tsx')),
  security: lazy(() => import('./SecuritySettings.tsx')),
  custom: lazy(() => import('./CustomSettings.tsx')),
  binding: lazy(() => import('./BindingSettings.tsx')),
  notification: lazy(() => import('./NotificationSettings.tsx')),
};

/** 账户设置: a menu of the settings on the left (a row of buttons above on a phone), the chosen one beside it. */
export default function AccountSettings() {
  const { tab } = useParams<{ tab: string }>();
  const navigate = useNavigate();
  const phone = useMediaQuery(PHONE_QUERY);
  if (!isSettingsTab(tab)) return <Navigate to={settingsPath('base')} replace />;
  const Pane = PANES[tab];
  const title = SETTINGS_TABS.find((t) => t.key === tab)?.label;
  const go = (key: string) => {
    if (isSettingsTab(key)) navigate(settingsPath(key));
  };

  return (
    <Card className="hcs-account-settings" classNames={{ body: 'hcs-account-settings__body' }}>
      <nav aria-label="账户设置" className="hcs-account-settings__nav">
        {phone ? (
          <div className="hcs-account-settings__links">
            {SETTINGS_TABS.map((t) => (
              <Button
                key={t.key}
                type={t.key === tab ? 'primary' : 'default'}
                aria-current={t.key === tab ? 'page' : undefined}
                onClick={() => go(t.key)}
              >
                {t.label}
              </Button>
            ))}
          </div>
        ) : (
          <Menu
            mode="inline"
            style={{ borderInlineEnd: 'none' }}
            selectedKeys={[tab]}
            onClick={({ key }) => go(key)}
            items={SETTINGS_TABS.map((t) => ({ key: t.key, label: t.label }))}
          />
        )}
      </nav>
      <section className="hcs-account-settings__pane" aria-labelledby="hcs-account-settings-title">
        <h2 id="hcs-account-settings-title" className="hcs-account-settings__title">
          {title}
        </h2>
        <Suspense fallback={<PageLoading />}>
          <Pane />
        </Suspense>
      </section>
    </Card>
  );
}
