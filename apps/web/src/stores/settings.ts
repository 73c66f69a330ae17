import { FONT_SCALES, type FontScale } from '@hcs/shared';
import { create } from 'zustand';
import { PRIMARY_COLOR, THEME_COLORS } from '../app/theme.ts';
import { getLocal, setLocal } from '../utils/storage.ts';

export type MenuTheme = 'light' | 'dark';
export type LayoutMode = 'sidemenu' | 'topmenu';
export type ContentWidth = 'Fixed' | 'Fluid';

/** The layout preferences of spec §3 "Session and storage". */
export interface LayoutSettings {
  sidebarOpened: boolean;
  menuTheme: MenuTheme;
  layoutMode: LayoutMode;
  fixedHeader: boolean;
  fixedSidemenu: boolean;
  /** Hide the header when scrolling down (needs a fixed header). */
  autoHideHeader: boolean;
  /** Fluid only with top navigation. */
  contentWidth: ContentWidth;
  primaryColor: string;
  colorWeak: boolean;
  multipage: boolean;
  /** 字号 in per cent of the standard text size. */
  fontScale: FontScale;
  /** 高对比度 (never together with colour-weak mode, whose filter would wash its contrast out). */
  highContrast: boolean;
}

/** The localStorage key of each preference (the family's names); stored without expiry. */
export const LayoutStorageKeys: Readonly<Record<keyof LayoutSettings, string>> = {
  sidebarOpened: 'SIDEBAR_TYPE',
  menuTheme: 'DEFAULT_THEME',
  layoutMode: 'DEFAULT_LAYOUT_MODE',
  fixedHeader: 'DEFAULT_FIXED_HEADER',
  fixedSidemenu: 'DEFAULT_FIXED_SIDEMENU',
  autoHideHeader: 'DEFAULT_FIXED_HEADER_HIDDEN',
  contentWidth: 'DEFAULT_CONTENT_WIDTH_TYPE',
  primaryColor: 'DEFAULT_COLOR',
  colorWeak: 'DEFAULT_COLOR_WEAK',
  multipage: 'DEFAULT_MULTI_PAGE',
  fontScale: 'DEFAULT_FONT_SCALE',
  highContrast: 'DEFAULT_HIGH_CONTRAST',
};

/** Spec §9 "Layout" defaults. */
export const DEFAULT_SETTINGS: Readonly<LayoutSettings> = {
  sidebarOpened: true,
  menuTheme: 'light',
  layoutMode: 'sidemenu',
  fixedHeader: false,
  fixedSidemenu: true,
  autoHideHeader: false,
  contentWidth: 'Fixed',
  primaryColor: PRIMARY_COLOR,
  colorWeak: false,
  multipage: true,
  fontScale: 100,
  highContrast: false,
};

const ALLOWED: { [K in keyof LayoutSettings]: (value: unknown) => value is LayoutSettings[K] } = {
  sidebarOpened: isBoolean,
  menuTheme: (v): v is MenuTheme => v === 'light' || v === 'dark',
  layoutMode: (v): v is LayoutMode => v === 'sidemenu' || v === 'topmenu',
  fixedHeader: isBoolean,
  fixedSidemenu: isBoolean,
  autoHideHeader: isBoolean,
  contentWidth: (v): v is ContentWidth => v === 'Fixed' || v === 'Fluid',
  // Only the presets: each keeps white text on the primary colour readable.
  primaryColor: (v): v is string => THEME_COLORS.some((preset) => preset.color === v),
  colorWeak: isBoolean,
  multipage: isBoolean,
  fontScale: (v): v is FontScale => FONT_SCALES.some((scale) => scale === v),
  highContrast: isBoolean,
};

function isBoolean(value: unknown): value is boolean {
  return typeof value === 'boolean';
}

/**
 * The rules between preferences: fluid width only with top navigation; auto-hide only with a fixed header;
 * colour-weak mode not with high contrast (the drawer disables it then).
 */
export function normaliseSettings(settings: LayoutSettings): LayoutSettings {
  const next = { ...settings };
  if (next.layoutMode !== 'topmenu') next.contentWidth = 'Fixed';
  if (!next.fixedHeader) next.autoHideHeader = false;
  if (next.highContrast) next.colorWeak = false;
  return next;
}

function readOne<K extends keyof LayoutSettings>(key: K): LayoutSettings[K] {
  const stored = getLocal<unknown>(LayoutStorageKeys[key]);
  return ALLOWED[key](stored) ? stored : DEFAULT_SETTINGS[key];
}

/** The stored preferences, each falling back to its default when absent or invalid. */
export function readStoredSettings(): LayoutSettings {
  const settings = {} as LayoutSettings;
  for (const key of Object.keys(DEFAULT_SETTINGS) as (keyof LayoutSettings)[]) {
    Object.assign(settings, { [key]: readOne(key) });
  }
  return normaliseSettings(settings);
}

export interface SettingsState extends LayoutSettings {
  /** Changes one preference, applies the rules between them and stores every value that changed. */
  update<K extends keyof LayoutSettings>(key: K, value: LayoutSettings[K]): void;
}

function pick(state: SettingsState): LayoutSettings {
  const { update: _update, ...settings } = state;
  return settings;
}

export const useSettingsStore = create<SettingsState>()((set, get) => ({
  ...readStoredSettings(),
  update(key, value) {
    if (!ALLOWED[key](value)) return;
    const before = pick(get());
    const after = normaliseSettings({ ...before, [key]: value });
    const changed = (Object.keys(after) as (keyof LayoutSettings)[]).filter((k) => after[k] !== before[k]);
    if (changed.length === 0) return;
    for (const k of changed) setLocal(LayoutStorageKeys[k], after[k], null);
    set(after);
  },
}));

/** The preferences alone, without the store's methods. */
export function currentSettings(): LayoutSettings {
  return pick(useSettingsStore.getState());
}

/**
 * Takes preferences saved elsewhere (the user's, from the server): each valid one replaces the current
 * value and is stored, then the rules between them apply; invalid ones are ignored.
 */
export function adoptSettings(saved: Partial<Record<keyof LayoutSettings, unknown>>): void {
  const before = currentSettings();
  const next = { ...before };
  for (const key of Object.keys(DEFAULT_SETTINGS) as (keyof LayoutSettings)[]) {
    const value = saved[key];
    if (ALLOWED[key](value)) Object.assign(next, { [key]: value });
  }
  const after = normaliseSettings(next);
  const changed = (Object.keys(after) as (keyof LayoutSettings)[]).filter((k) => after[k] !== before[k]);
  if (changed.length === 0) return;
  for (const k of changed) setLocal(LayoutStorageKeys[k], after[k], null);
  useSettingsStore.setState(after);
}
