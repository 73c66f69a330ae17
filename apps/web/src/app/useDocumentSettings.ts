import { useLayoutEffect } from 'react';
import { useSettingsStore } from '../stores/settings.ts';
import { themeColorOf } from './theme.ts';

/** The class of the document root in colour-weak mode (global.css gives it the filter). */
export const COLOR_WEAK_CLASS = 'hcs-color-weak';
/** The class of the document root in high-contrast mode (global.css: focus ring, underlined links, …). */
export const HIGH_CONTRAST_CLASS = 'hcs-high-contrast';

/**
 * Applies the preferences that live outside React's tree to the document root, so drawers and modals
 * rendered into body are covered too: the colour-weak filter, the high-contrast layer, the text size
 * (`--hcs-font-scale`, which also sets the root font size our own CSS measures in rem) and the primary
 * colour as a CSS variable for our own styles such as the focus ring. Layout effects: applied before the
 * browser first paints, from the values the settings store read from localStorage.
 */
export function useDocumentSettings(): void {
  const colorWeak = useSettingsStore((s) => s.colorWeak);
  const highContrast = useSettingsStore((s) => s.highContrast);
  const fontScale = useSettingsStore((s) => s.fontScale);
  const primaryColor = useSettingsStore((s) => s.primaryColor);
  useLayoutEffect(() => {
    document.documentElement.classList.toggle(COLOR_WEAK_CLASS, colorWeak);
  }, [colorWeak]);
  useLayoutEffect(() => {
    document.documentElement.classList.toggle(HIGH_CONTRAST_CLASS, highContrast);
  }, [highContrast]);
  useLayoutEffect(() => {
    document.documentElement.style.setProperty('--hcs-font-scale', String(fontScale / 100));
    // For the few rules that change only at a larger size (the sider's name in two lines).
    document.documentElement.dataset.fontScale = String(fontScale);
  }, [fontScale]);
  useLayoutEffect(() => {
    // The theme's primary colour: in high contrast the preset's darkest shade (theme.ts).
    const shown = highContrast ? themeColorOf(primaryColor).selectedText : primaryColor;
    document.documentElement.style.setProperty('--hcs-primary', shown);
  }, [primaryColor, highContrast]);
}
