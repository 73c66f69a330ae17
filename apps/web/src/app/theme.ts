import type { ThemeConfig } from 'antd';

/** A theme colour of the settings drawer with the light tints antd would otherwise derive. */
export interface ThemeColor {
  name: string;
  /** The primary colour; white text on it keeps at least 4.5:1. */
  color: string;
  /** Selected-item background and its hover (palette steps 1 and 2). */
  bg: string;
  bgHover: string;
  /** The hover border (palette step 4). */
  borderHover: string;
  /** Text of a selected light-menu item on `bg` (a darker step, well above 4.5:1). */
  selectedText: string;
}

/** Teal primary (spec §9 default "teal"); white text on it has a contrast of 5.3:1 (WCAG AA). */
export const PRIMARY_COLOR = '#00796b';

/**
 * The presets of the family (拂晓蓝, 薄暮, 火山, 日暮, 明青, 极光绿, 极客蓝, 酱紫) in darker shades of
 * antd's palettes, so white text on a primary button and primary text on its light tint stay ≥ 4.5:1.
 * antd derives greyish tints from so dark a seed, hence the explicit tints.
 */
export const THEME_COLORS: readonly ThemeColor[] = [
  {
    name: '青绿',
    color: PRIMARY_COLOR,
    bg: '#e0f2f1',
    bgHover: '#b2dfdb',
    borderHover: '#4db6ac',
    selectedText: '#00594f',
  },
  {
    name: '拂晓蓝',
    color: '#0958d9',
    bg: '#e6f4ff',
    bgHover: '#bae0ff',
    borderHover: '#69b1ff',
    selectedText: '#003eb3',
  },
  {
    name: '薄暮',
    color: '#cf1322',
    bg: '#fff1f0',
    bgHover: '#ffccc7',
    borderHover: '#ff7875',
    selectedText: '#a8071a',
  },
  {
    name: '火山',
    color: '#c2410c',
    bg: '#fff2e8',
    bgHover: '#ffd8bf',
    borderHover: '#ff9c6e',
    selectedText: '#871400',
  },
  {
    name: '日暮',
    color: '#ad4e00',
    bg: '#fff7e6',
    bgHover: '#ffe7ba',
    borderHover: '#ffc069',
    selectedText: '#873800',
  },
  {
    name: '明青',
    color: '#006d75',
    bg: '#e6fffb',
    bgHover: '#b5f5ec',
    borderHover: '#5cdbd3',
    selectedText: '#00474f',
  },
  {
    name: '极光绿',
    color: '#237804',
    bg: '#f6ffed',
    bgHover: '#d9f7be',
    borderHover: '#95de64',
    selectedText: '#135200',
  },
  {
    name: '极客蓝',
    color: '#1d39c4',
    bg: '#f0f5ff',
    bgHover: '#d6e4ff',
    borderHover: '#85a5ff',
    selectedText: '#10239e',
  },
  {
    name: '酱紫',
    color: '#722ed1',
    bg: '#f9f0ff',
    bgHover: '#efdbff',
    borderHover: '#b37feb',
    selectedText: '#531dab',
  },
];

/** The preset of a colour, or the default teal for a colour that is not one of them. */
export function themeColorOf(color: string): ThemeColor {
  const wanted = color.toLowerCase();
  return THEME_COLORS.find((preset) => preset.color === wanted) ?? (THEME_COLORS[0] as ThemeColor);
}

/** antd's 45 % black for secondary text is only 3.4:1 on white; 60 % keeps AA (5.7:1). */
const SECONDARY_TEXT = 'rgba(0, 0, 0, 0.6)';

/** 字号 and 高对比度: what displayTheme.ts (loaded only when one is chosen) adds to the theme. */
export type DisplayTokens = (preset: ThemeColor) => { token: ThemeConfig['token']; highContrast: boolean };

/**
 * The whole app's antd theme for a primary colour (one of {@link THEME_COLORS}); `motion` false turns
 * antd's animations off for people who ask their system for reduced motion (WCAG 2.3.3); `display` the
 * chosen text size and contrast (displayTheme.ts), none for the standard look.
 */
export function buildTheme(color: string, motion = true, display?: DisplayTokens): ThemeConfig {
  const preset = themeColorOf(color);
  const shown = display?.(preset);
  const highContrast = shown?.highContrast ?? false;
  return {
    token: {
      motion,
      colorPrimary: preset.color,
      colorLink: preset.color,
      colorInfo: preset.color,
      colorPrimaryBg: preset.bg,
      colorPrimaryBgHover: preset.bgHover,
      // antd draws every control's focus ring in this colour: its light step 3 (#80cbc4 on white, 1.8:1) is
      // under the 3:1 a focus indicator needs (WCAG 1.4.11), so the ring is the primary colour, as ours is.
      colorPrimaryBorder: preset.color,
      colorPrimaryBorderHover: preset.borderHover,
      // antd's default red, gold and green text fall below 4.5:1 on white (form errors are 3.3:1).
      colorError: '#d32f2f',
      colorWarningText: '#ad6800',
      colorSuccessText: '#2e7d32',
      colorTextTertiary: SECONDARY_TEXT,
      colorTextDescription: SECONDARY_TEXT,
      // antd's 25 % black placeholders are 1.6:1; 55 % keeps them readable (4.7:1).
      colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
      ...shown?.token,
    },
    components: {
      Menu: {
        itemSelectedColor: highContrast ? '#000000' : preset.selectedText,
        // antd's dark menu greys (65 % white) pass, but 75 % reads better on the dark sider.
        darkItemColor: highContrast ? '#ffffff' : 'rgba(255, 255, 255, 0.75)',
      },
    },
  };
}
