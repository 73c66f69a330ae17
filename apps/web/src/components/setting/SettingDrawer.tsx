import { Drawer } from 'antd';
import { SettingPanel } from './SettingPanel.tsx';
import { useSettingDrawer } from './settingDrawerStore.ts';

/** The settings drawer (系统设置) of spec §2: every layout preference, applied at once and stored. */
export function SettingDrawer() {
  const open = useSettingDrawer((s) => s.open);

  return (
    <Drawer
      className="hcs-setting-drawer"
      title="系统设置"
      placement="right"
      size={300}
      open={open}
      onClose={() => useSettingDrawer.getState().setOpen(false)}
      closable={{ 'aria-label': '关闭系统设置' }}
    >
      <SettingPanel />
    </Drawer>
  );
}
