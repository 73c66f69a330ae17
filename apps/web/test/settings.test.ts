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
});
