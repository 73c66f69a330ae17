import type { FontScale } from '@hcs/shared';
import type { ThemeConfig } from 'antd';
import type { DisplayTokens, ThemeColor } from './theme.ts';
import './displayModes.css';

/*
 * 字号 and 高对比度 for the antd theme and our CSS, loaded only when one of them is chosen (useDisplayTheme):
 * the standard look does not carry them on the login page and the first screens.
 */

/**
 * antd's text sizes and control height at the standard 14 px, each grown by the same factor. The line
 * heights stay antd's ratios, so every control keeps its standard proportions and no text is clipped.
 */
function sizeTokens(fontScale: FontScale): ThemeConfig['token'] {
  if (fontScale === 100) return {};
  const f = fontScale / 100;
  const token: Record<string, number> = { controlHeight: 32 * f };
  // Each size token with its standard px, and the line height antd derives for that px.
  for (const [name, px, lineHeight] of STANDARD_SIZES) {
    token[name] = px * f;
    if (lineHeight) token[lineHeight] = (px + 8) / px;
  }
  return token;
}

const STANDARD_SIZES: readonly (readonly [string, number, string?])[] = [
  ['fontSize', 14, 'lineHeight'],
  ['fontSizeSM', 12, 'lineHeightSM'],
  ['fontSizeLG', 16, 'lineHeightLG'],
  ['fontSizeXL', 20],
  ['fontSizeHeading1', 38, 'lineHeightHeading1'],
  ['fontSizeHeading2', 30, 'lineHeightHeading2'],
  ['fontSizeHeading3', 24, 'lineHeightHeading3'],
  ['fontSizeHeading4', 20, 'lineHeightHeading4'],
  ['fontSizeHeading5', 16, 'lineHeightHeading5'],
];

/**
 * 高对比度: every text at least 7:1 against its background (WCAG AAA), borders of controls that stand out
 * (7:1), the preset's darkest shade as the primary colour (white on it ≥ 7:1, it on white and on its tint
 * ≥ 7:1). global.css adds what tokens cannot say: the strong focus ring and underlined links.
 */
function highContrastTokens(preset: ThemeColor): ThemeConfig['token'] {
  const text = '#000000';
  const secondary = '#333333';
  return {
    colorPrimary: preset.selectedText,
    colorLink: preset.selectedText,
    colorInfo: preset.selectedText,
    colorPrimaryHover: text,
    colorPrimaryActive: text,
    colorLinkHover: text,
    colorLinkActive: text,
    colorPrimaryText: preset.selectedText,
    colorPrimaryTextHover: text,
    colorText: text,
    colorTextHeading: text,
    colorTextLabel: text,
    colorTextSecondary: secondary,
    colorTextTertiary: secondary,
    colorTextDescription: secondary,
    colorTextQuaternary: '#4d4d4d',
    colorTextPlaceholder: '#4d4d4d',
    colorTextDisabled: '#595959',
    colorIcon: secondary,
    colorIconHover: text,
    colorBorder: '#4d4d4d',
    colorBorderSecondary: '#8c8c8c',
    colorSplit: '#8c8c8c',
    colorBgLayout: '#ffffff',
    colorError: '#a8071a',
    colorErrorText: '#a8071a',
    colorWarning: '#874d00',
    colorWarningText: '#5c3300',
    colorSuccess: '#135200',
    colorSuccessText: '#135200',
    lineWidthFocus: 3,
  };
}

/** The theme tokens of a text size and contrast, for buildTheme. */
export function displayTokens(fontScale: FontScale, highContrast: boolean): DisplayTokens {
  return (preset) => ({
    token: { ...sizeTokens(fontScale), ...(highContrast ? highContrastTokens(preset) : {}) },
    highContrast,
  });
}
