import type { ComponentType } from 'react';

/** One tab of the component gallery: a component family shown with its variants. */
export interface GallerySection {
  /** Stable key, also the `?tab=` value that opens the tab directly. */
  key: string;
  title: string;
  load: () => Promise<{ default: ComponentType }>;
}

/**
 * The gallery's tabs, in display order. Each section is its own lazily loaded file, so a heavy part
 * (an editor, the cron builder) is fetched only when its tab is opened.
 */
export const gallerySections: GallerySection[] = [
  { key: 'editor', title: '编辑器', load: () => import('./EditorSection.tsx') },
  { key: 'area', title: '省市区', load: () => import('./AreaSection.tsx') },
  { key: 'slider', title: '滑块验证', load: () => import('./SliderSection.tsx') },
  { key: 'cron', title: 'Cron 表达式', load: () => import('./CronSection.tsx') },
  { key: 'rules', title: '校验规则', load: () => import('./RulesSection.tsx') },
  { key: 'upload', title: '上传', load: () => import('./UploadSection.tsx') },
  { key: 'report', title: '报表弹窗', load: () => import('./ReportSection.tsx') },
  { key: 'dict', title: '字典组件', load: () => import('./DictSection.tsx') },
  { key: 'pickers', title: '选择器', load: () => import('./PickersSection.tsx') },
  { key: 'grid', title: '可编辑表格', load: () => import('./GridSection.tsx') },
];
