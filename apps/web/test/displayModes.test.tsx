import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { displayTokens } from '../src/app/displayTheme.ts';
import { buildTheme, THEME_COLORS } from '../src/app/theme.ts';
import { useDocumentSettings } from '../src/app/useDocumentSettings.ts';
import { chartTheme, displayOption } from '../src/components/chart/chartDisplay.ts';
import { gridRowHeight } from '../src/components/grid/EditableGrid.tsx';
import { SettingPanel } from '../src/components/setting/SettingPanel.tsx';
import { DEFAULT_SETTINGS, useSettingsStore } from '../src/stores/settings.ts';

/** WCAG's contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

function DocumentSettings() {
  useDocumentSettings();
  return null;
}

beforeEach(() => {
  localStorage.clear();
  act(() => useSettingsStore.setState({ ...DEFAULT_SETTINGS }));
});

describe('字号 and 高对比度 in the theme', () => {
  it('grows every antd text size and the control height by the chosen factor', () => {
    expect(buildTheme('#00796b').token).not.toHaveProperty('fontSize');
    const large = buildTheme('#00796b', true, displayTokens(150, false)).token ?? {};
    expect(large).toMatchObject({ fontSize: 21, fontSizeSM: 18, fontSizeLG: 24, controlHeight: 48 });
    expect(large.lineHeight).toBeCloseTo(22 / 14);
    expect(buildTheme('#00796b', true, displayTokens(125, false)).token).toMatchObject({
      fontSize: 17.5,
      controlHeight: 40,
    });
  });

  it("draws antd's focus rings at 3:1 or more on white, for every preset (WCAG 1.4.11)", () => {
    for (const { color } of THEME_COLORS) {
      const ring = String(buildTheme(color).token?.colorPrimaryBorder);
      expect(contrast(ring, '#ffffff'), `${color} focus ring`).toBeGreaterThanOrEqual(3);
    }
  });

  it('keeps every text colour of the high-contrast theme at 7:1 or more on white, for every preset', () => {
    for (const color of [
      '#00796b',
      '#0958d9',
      '#cf1322',
      '#c2410c',
      '#ad4e00',
      '#006d75',
      '#237804',
      '#1d39c4',
      '#722ed1',
    ]) {
      const token = buildTheme(color, true, displayTokens(100, true)).token ?? {};
      for (const key of [
        'colorText',
        'colorTextSecondary',
        'colorTextTertiary',
        'colorTextDescription',
        'colorPrimary',
        'colorLink',
        'colorError',
        'colorWarningText',
        'colorSuccessText',
      ] as const) {
        const value = token[key];
        expect(typeof value, key).toBe('string');
        expect(contrast(String(value), '#ffffff'), `${color} ${key}`).toBeGreaterThanOrEqual(7);
      }
      // A selected menu entry: the primary text on its light tint.
      expect(
        contrast(String(token.colorPrimary), String(token.colorPrimaryBg)),
        color,
      ).toBeGreaterThanOrEqual(7);
    }
  });
});

describe('the document root follows the settings', () => {
  it('sets the text scale and the high-contrast class at once', () => {
    render(<DocumentSettings />);
    const root = document.documentElement;
    expect(root.style.getPropertyValue('--hcs-font-scale')).toBe('1');
    expect(root.classList.contains('hcs-high-contrast')).toBe(false);
    act(() => useSettingsStore.getState().update('fontScale', 125));
    act(() => useSettingsStore.getState().update('highContrast', true));
    expect(root.style.getPropertyValue('--hcs-font-scale')).toBe('1.25');
    expect(root.classList.contains('hcs-high-contrast')).toBe(true);
  });
});

describe('the settings panel', () => {
  it('offers 字号 and 高对比度 beside 色弱模式, the two colour modes excluding each other', async () => {
    const user = userEvent.setup();
    render(<SettingPanel />);
    screen.getByRole('radiogroup', { name: '字号' });
    expect((screen.getByRole('radio', { name: '标准' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByText('特大'));
    expect(useSettingsStore.getState().fontScale).toBe(150);

    await user.click(screen.getByRole('switch', { name: '高对比度' }));
    expect(useSettingsStore.getState().highContrast).toBe(true);
    const weak = screen.getByRole('switch', { name: '色弱模式' });
    expect(weak.hasAttribute('disabled')).toBe(true);
    const why = document.getElementById(weak.getAttribute('aria-describedby') ?? '');
    expect(why?.textContent).toBe('高对比度开启时不可用');

    await user.click(screen.getByRole('switch', { name: '高对比度' }));
    await user.click(screen.getByRole('switch', { name: '色弱模式' }));
    expect(useSettingsStore.getState()).toMatchObject({ colorWeak: true, highContrast: false });
    expect(screen.getByRole('switch', { name: '高对比度' }).hasAttribute('disabled')).toBe(true);
  });
});

describe('charts and the grid', () => {
  it('registers one chart theme per display, with patterns in high contrast', () => {
    expect(chartTheme({ fontScale: 100, highContrast: false })).toBe('hcs-100');
    expect(chartTheme({ fontScale: 150, highContrast: true })).toBe('hcs-150-contrast');
    const option = displayOption(
      {
        series: [
          { type: 'line', name: 'a' },
          { type: 'bar', name: 'b' },
          { type: 'line', name: 'c' },
          {
            type: 'pie',
            name: 'd',
            data: [
              { name: 'x', value: 1 },
              { name: 'y', value: 2 },
            ],
          },
        ],
      },
      { fontScale: 100, highContrast: true },
    );
    const [first, bar, third, pie] = option.series as Record<string, unknown>[];
    expect(first).toMatchObject({ symbol: 'circle', lineStyle: { type: 'solid' } });
    expect(third).toMatchObject({ symbol: 'rect', lineStyle: { type: 'dashed' } });
    expect(bar).toMatchObject({ itemStyle: { decal: { color: expect.any(String) } } });
    const slices = (pie?.data ?? []) as { itemStyle: { decal: unknown } }[];
    expect(slices[0]?.itemStyle.decal).not.toEqual(slices[1]?.itemStyle.decal);
    // Standard: the option as given, without animation.
    expect(displayOption({ series: [{ type: 'bar' }] }, { fontScale: 100, highContrast: false })).toEqual({
      animation: false,
      series: [{ type: 'bar' }],
    });
  });

  it('grows the grid rows with the text', () => {
    expect(gridRowHeight(100)).toBe(61);
    expect(gridRowHeight(125)).toBe(76);
    expect(gridRowHeight(150)).toBe(91);
  });
});
