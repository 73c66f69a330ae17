import {
  CloseCircleOutlined,
  ReloadOutlined,
  VerticalLeftOutlined,
  VerticalRightOutlined,
} from '@ant-design/icons';
import type { MenuProps } from 'antd';

export type TabAction = 'refresh' | 'closeLeft' | 'closeRight' | 'closeOthers';

/** The tab context menu of spec §2 "Tabbed layout": refresh, close left, close right, close others. */
export const TAB_MENU_ITEMS: Required<MenuProps>['items'] = [
  { key: 'refresh', icon: <ReloadOutlined />, label: '刷新' },
  { key: 'closeLeft', icon: <VerticalRightOutlined />, label: '关闭左侧' },
  { key: 'closeRight', icon: <VerticalLeftOutlined />, label: '关闭右侧' },
  { key: 'closeOthers', icon: <CloseCircleOutlined />, label: '关闭其他' },
];

export function isTabAction(key: string): key is TabAction {
  return key === 'refresh' || key === 'closeLeft' || key === 'closeRight' || key === 'closeOthers';
}
