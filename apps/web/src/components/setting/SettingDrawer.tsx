import { Drawer } from 'antd';
import { useSettingsStore } from '../../stores/settings.ts';
import { SettingPanel } from './SettingPanel.tsx';
import { useSettingDrawer } from './settingDrawerStore.ts';

/** The settings drawer (系统设置) of spec §2: every layout preference, applied at once and stored. */
export function SettingDrawer() {
  const open = useSettingDrawer((s) => s.open);
  // As wide as its text needs at the chosen text size (antd keeps a drawer within the window).
  const width = useSettingsStore((s) => Math.round((300 * s.fontScale) / 100));

  return (
    <Drawer
      className="hcs-setting-drawer"
      title="系统设置"
      placement="right"
      size={width}
      open={open}
      onClose={() => useSettingDrawer.getState().setOpen(false)}
      closable={{ 'aria-label': '关闭系统设置' }}
    >
      <SettingPanel />
    </Drawer>
  );
}
