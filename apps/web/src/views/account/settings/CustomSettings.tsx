import { SettingPanel } from '../../../components/setting/SettingPanel.tsx';

/** 个性化: the settings drawer's preferences, saved to my account so they follow me to any computer. */
export default function CustomSettings() {
  return (
    <div className="hcs-account-custom">
      <p className="hcs-account-hint">修改后立即生效，并保存到您的账号，在其他电脑登录时同样适用。</p>
      <SettingPanel />
    </div>
  );
}
