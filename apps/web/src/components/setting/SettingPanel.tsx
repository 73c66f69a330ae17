import type { FontScale } from '@hcs/shared';
import { Divider, Radio } from 'antd';
import { useId } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { type LayoutSettings, useSettingsStore } from '../../stores/settings.ts';
import { SettingSwitch } from './SettingSwitch.tsx';
import { ThemeColorPicker } from './ThemeColorPicker.tsx';
import './SettingDrawer.css';

/** 字号: the standard, large (125 %) and extra large (150 %) text. */
const FONT_SIZES: { value: FontScale; label: string }[] = [
  { value: 100, label: '标准' },
  { value: 125, label: '大' },
  { value: 150, label: '特大' },
];

/**
 * Every layout preference, applied at once and stored: the body of the settings drawer (系统设置) and of
 * 账户设置 → 个性化, both through the one settings store.
 */
export function SettingPanel() {
  const settings = useSettingsStore(useShallow(({ update: _update, ...rest }): LayoutSettings => rest));
  const update = useSettingsStore((s) => s.update);
  const id = useId();
  const sideNav = settings.layoutMode === 'sidemenu';

  return (
    <div className="hcs-setting-panel">
      <section aria-labelledby={`${id}-style`}>
        <h3 id={`${id}-style`} className="hcs-setting-title">
          整体风格设置
        </h3>
        <Radio.Group
          aria-labelledby={`${id}-style`}
          optionType="button"
          value={settings.menuTheme}
          onChange={(e) => update('menuTheme', e.target.value === 'dark' ? 'dark' : 'light')}
          options={[
            { value: 'dark', label: '暗色菜单风格' },
            { value: 'light', label: '亮色菜单风格' },
          ]}
        />
      </section>

      <section aria-labelledby={`${id}-color`}>
        <h3 id={`${id}-color`} className="hcs-setting-title">
          主题色
        </h3>
        <ThemeColorPicker
          labelledBy={`${id}-color`}
          value={settings.primaryColor}
          onChange={(color) => update('primaryColor', color)}
        />
      </section>

      <Divider />

      <section aria-labelledby={`${id}-nav`}>
        <h3 id={`${id}-nav`} className="hcs-setting-title">
          导航模式
        </h3>
        <Radio.Group
          aria-labelledby={`${id}-nav`}
          optionType="button"
          value={settings.layoutMode}
          onChange={(e) => update('layoutMode', e.target.value === 'topmenu' ? 'topmenu' : 'sidemenu')}
          options={[
            { value: 'sidemenu', label: '侧边栏导航' },
            { value: 'topmenu', label: '顶部栏导航' },
          ]}
        />
        <div className="hcs-setting-row">
          <div className="hcs-setting-row__text">
            <span id={`${id}-width`}>内容区域宽度</span>
            {sideNav ? (
              <span id={`${id}-width-hint`} className="hcs-setting-row__hint">
                流式仅 [顶部栏导航] 时可选
              </span>
            ) : null}
          </div>
          <Radio.Group
            aria-labelledby={`${id}-width`}
            aria-describedby={sideNav ? `${id}-width-hint` : undefined}
            optionType="button"
            size="small"
            value={settings.contentWidth}
            onChange={(e) => update('contentWidth', e.target.value === 'Fluid' ? 'Fluid' : 'Fixed')}
            options={[
              { value: 'Fixed', label: '固定' },
              { value: 'Fluid', label: '流式', disabled: sideNav },
            ]}
          />
        </div>
        <SettingSwitch
          label="固定 Header"
          checked={settings.fixedHeader}
          onChange={(on) => update('fixedHeader', on)}
        />
        <SettingSwitch
          label="下滑时隐藏 Header"
          checked={settings.autoHideHeader}
          disabled={!settings.fixedHeader}
          hint="固定 Header 时可配置"
          onChange={(on) => update('autoHideHeader', on)}
        />
        <SettingSwitch
          label="固定侧边菜单"
          checked={settings.fixedSidemenu}
          disabled={!sideNav}
          hint="该设定仅 [侧边栏导航] 时有效"
          onChange={(on) => update('fixedSidemenu', on)}
        />
      </section>

      <Divider />

      <section aria-labelledby={`${id}-other`}>
        <h3 id={`${id}-other`} className="hcs-setting-title">
          其他设置
        </h3>
        <div className="hcs-setting-row hcs-setting-row--stacked">
          <span id={`${id}-font`}>字号</span>
          <Radio.Group
            aria-labelledby={`${id}-font`}
            optionType="button"
            value={settings.fontScale}
            onChange={(e) =>
              update('fontScale', FONT_SIZES.find((size) => size.value === e.target.value)?.value ?? 100)
            }
            options={FONT_SIZES}
          />
        </div>
        <SettingSwitch
          label="高对比度"
          checked={settings.highContrast}
          disabled={settings.colorWeak}
          hint="色弱模式开启时不可用"
          onChange={(on) => update('highContrast', on)}
        />
        <SettingSwitch
          label="色弱模式"
          checked={settings.colorWeak}
          disabled={settings.highContrast}
          hint="高对比度开启时不可用"
          onChange={(on) => update('colorWeak', on)}
        />
        <SettingSwitch
          label="多页签模式"
          checked={settings.multipage}
          onChange={(on) => update('multipage', on)}
        />
      </section>
    </div>
  );
}
