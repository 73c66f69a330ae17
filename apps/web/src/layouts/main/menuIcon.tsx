import {
  AppstoreOutlined,
  CarryOutOutlined,
  CloudOutlined,
  CloudServerOutlined,
  DashboardOutlined,
  FileTextOutlined,
  HomeOutlined,
  QuestionCircleOutlined,
  SafetyOutlined,
  SettingOutlined,
  SolutionOutlined,
  TeamOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';

/**
 * The icons of the menus the platform seeds, drawn with the first page, and two the login page draws anyway
 * (kept with it in one shared chunk, not split off on their own). Every other icon a menu may use
 * (菜单管理's choice, menuIconSet.tsx) comes with its own chunk the first time a menu names one: the whole
 * set would add about 12 KB to every first load for icons most centres never pick.
 */
const SEEDED_ICONS: Readonly<Record<string, ComponentType>> = {
  appstore: AppstoreOutlined,
  'carry-out': CarryOutOutlined,
  cloud: CloudOutlined,
  'cloud-server': CloudServerOutlined,
  dashboard: DashboardOutlined,
  'file-text': FileTextOutlined,
  home: HomeOutlined,
  'question-circle': QuestionCircleOutlined,
  safety: SafetyOutlined,
  setting: SettingOutlined,
  solution: SolutionOutlined,
  team: TeamOutlined,
  warning: WarningOutlined,
};

/** The icon names a menu may use (菜单管理's icon picker offers these; menuIconSet.tsx draws them). */
export const MENU_ICON_NAMES: readonly string[] = [
  'account-book',
  'alert',
  'apartment',
  'api',
  'appstore',
  'area-chart',
  'audit',
  'bar-chart',
  'bars',
  'bell',
  'book',
  'bug',
  'build',
  'calendar',
  'car',
  'carry-out',
  'clock-circle',
  'cloud',
  'cloud-server',
  'cluster',
  'code',
  'comment',
  'compass',
  'contacts',
  'container',
  'control',
  'customer-service',
  'dashboard',
  'database',
  'deployment-unit',
  'desktop',
  'dot-chart',
  'environment',
  'exception',
  'field-time',
  'file',
  'file-done',
  'file-search',
  'file-text',
  'flag',
  'folder',
  'folder-open',
  'form',
  'fund',
  'gift',
  'global',
  'hdd',
  'heart',
  'history',
  'home',
  'idcard',
  'inbox',
  'info-circle',
  'insurance',
  'interaction',
  'key',
  'line-chart',
  'link',
  'lock',
  'mail',
  'medicine-box',
  'menu',
  'message',
  'mobile',
  'monitor',
  'notification',
  'partition',
  'phone',
  'pie-chart',
  'printer',
  'profile',
  'project',
  'question-circle',
  'read',
  'reconciliation',
  'rocket',
  'safety',
  'safety-certificate',
  'schedule',
  'setting',
  'shop',
  'smile',
  'snippets',
  'solution',
  'sound',
  'star',
  'sync',
  'table',
  'tag',
  'tags',
  'team',
  'thunderbolt',
  'tool',
  'trophy',
  'unordered-list',
  'user',
  'user-add',
  'usergroup-add',
  'wallet',
  'warning',
];

const OtherMenuIcon = lazy(async () => {
  const { MENU_ICONS } = await import('./menuIconSet.tsx');
  return {
    default: ({ name }: { name: string }) => {
      const Icon = MENU_ICONS[name];
      return Icon ? <Icon /> : null;
    },
  };
});

/** `FileTextOutlined`, `file-text-outlined` and `file-text` all become `file-text`. */
export function normalizeIconName(name: string): string {
  return name
    .trim()
    .replace(/(Outlined|Filled|TwoTone)$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/-(outlined|filled|two-?tone)$/, '');
}

/** The icon element for a menu entry, or undefined when the name is empty or unknown. */
export function menuIcon(name: string | undefined): ReactNode {
  const key = name ? normalizeIconName(name) : '';
  const Seeded = SEEDED_ICONS[key];
  if (Seeded) return <Seeded />;
  if (!MENU_ICON_NAMES.includes(key)) return undefined;
  return (
    <Suspense fallback={null}>
      <OtherMenuIcon name={key} />
    </Suspense>
  );
}
