import { beforeEach, describe, expect, it, vi } from 'vitest';

async function freshStore() {
  vi.resetModules();
  return import('../src/stores/settings.ts');
}

const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown;

describe('layout preferences', () => {
  beforeEach(() => localStorage.clear());

  it('starts with the spec §9 defaults', async () => {
    const { useSettingsStore, DEFAULT_SETTINGS } = await freshStore();
    expect(useSettingsStore.getState()).toMatchObject(DEFAULT_SETTINGS);
    expect(DEFAULT_SETTINGS).toMatchObject({
      primaryColor: '#00796b',
      menuTheme: 'light',
      layoutMode: 'sidemenu',
      contentWidth: 'Fixed',
      multipage: true,
      fixedHeader: false,
      fixedSidemenu: true,
      colorWeak: false,
      fontScale: 100,
      highContrast: false,
    });
  });

  it('stores each change under its key without expiry and reads it back after a reload', async () => {
    const first = await freshStore();
    first.useSettingsStore.getState().update('menuTheme', 'dark');
    first.useSettingsStore.getState().update('multipage', false);
    expect(stored('DEFAULT_THEME')).toEqual({ value: 'dark', expire: null });
    expect(stored('DEFAULT_MULTI_PAGE')).toEqual({ value: false, expire: null });
    const second = await freshStore();
    expect(second.useSettingsStore.getState()).toMatchObject({ menuTheme: 'dark', multipage: false });
  });

  it('allows fluid width only with top navigation', async () => {
    const { useSettingsStore } = await freshStore();
    const { update } = useSettingsStore.getState();
    update('contentWidth', 'Fluid');
    expect(useSettingsStore.getState().contentWidth).toBe('Fixed');
    update('layoutMode', 'topmenu');
    update('contentWidth', 'Fluid');
    expect(useSettingsStore.getState().contentWidth).toBe('Fluid');
    update('layoutMode', 'sidemenu');
    expect(useSettingsStore.getState().contentWidth).toBe('Fixed');
    expect(stored('DEFAULT_CONTENT_WIDTH_TYPE')).toEqual({ value: 'Fixed', expire: null });
  });

  it('hides the header on scroll only with a fixed header', async () => {
    const { useSettingsStore } = await freshStore();
    const { update } = useSettingsStore.getState();
    update('autoHideHeader', true);
    expect(useSettingsStore.getState().autoHideHeader).toBe(false);
    update('fixedHeader', true);
    update('autoHideHeader', true);
    expect(useSettingsStore.getState().autoHideHeader).toBe(true);
    update('fixedHeader', false);
    expect(useSettingsStore.getState().autoHideHeader).toBe(false);
  });

  it('ignores stored values that are not allowed, such as a colour outside the presets', async () => {
    localStorage.setItem('DEFAULT_COLOR', JSON.stringify({ value: '#ffff00', expire: null }));
    localStorage.setItem('DEFAULT_LAYOUT_MODE', JSON.stringify({ value: 'nonsense', expire: null }));
    localStorage.setItem('DEFAULT_CONTENT_WIDTH_TYPE', JSON.stringify({ value: 'Fluid', expire: null }));
    const { useSettingsStore } = await freshStore();
    expect(useSettingsStore.getState()).toMatchObject({
      primaryColor: '#00796b',
      layoutMode: 'sidemenu',
      contentWidth: 'Fixed',
    });
  });

  it('keeps 字号 and 高对比度 under their own keys and reads them back after a reload', async () => {
    const first = await freshStore();
    first.useSettingsStore.getState().update('fontScale', 150);
    first.useSettingsStore.getState().update('highContrast', true);
    expect(stored('DEFAULT_FONT_SCALE')).toEqual({ value: 150, expire: null });
    expect(stored('DEFAULT_HIGH_CONTRAST')).toEqual({ value: true, expire: null });
    const second = await freshStore();
    expect(second.useSettingsStore.getState()).toMatchObject({ fontScale: 150, highContrast: true });
  });

  it('takes only the three text sizes', async () => {
    localStorage.setItem('DEFAULT_FONT_SCALE', JSON.stringify({ value: 300, expire: null }));
    const { useSettingsStore } = await freshStore();
    expect(useSettingsStore.getState().fontScale).toBe(100);
    useSettingsStore.getState().update('fontScale', 125);
    expect(useSettingsStore.getState().fontScale).toBe(125);
    // A value from outside the types (an old copy, a hand-edited store) changes nothing.
    useSettingsStore.getState().update('fontScale', 110 as 100);
    expect(useSettingsStore.getState().fontScale).toBe(125);
  });

  it('never has colour-weak mode beside high contrast: high contrast turns it off', async () => {
    const { useSettingsStore, adoptSettings } = await freshStore();
    const { update } = useSettingsStore.getState();
    update('colorWeak', true);
    update('highContrast', true);
    expect(useSettingsStore.getState()).toMatchObject({ colorWeak: false, highContrast: true });
    update('colorWeak', true);
    expect(useSettingsStore.getState().colorWeak).toBe(false);
    expect(stored('DEFAULT_COLOR_WEAK')).toEqual({ value: false, expire: null });
    adoptSettings({ colorWeak: true, highContrast: true });
    expect(useSettingsStore.getState()).toMatchObject({ colorWeak: false, highContrast: true });
  });

  it("adopts the user's saved 字号 and 高对比度 and ignores values that are not ones", async () => {
    const { useSettingsStore, adoptSettings } = await freshStore();
    adoptSettings({ fontScale: 125, highContrast: true });
    expect(useSettingsStore.getState()).toMatchObject({ fontScale: 125, highContrast: true });
    adoptSettings({ fontScale: '150', highContrast: 'yes' });
    expect(useSettingsStore.getState()).toMatchObject({ fontScale: 125, highContrast: true });
  });
});
