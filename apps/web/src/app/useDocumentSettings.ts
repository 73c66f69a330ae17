import { useEffect } from 'react';
import { useSettingsStore } from '../stores/settings.ts';

/** The class of the document root in colour-weak mode (global.css gives it the filter). */
export const COLOR_WEAK_CLASS = 'hcs-color-weak';

/**
 * Applies the preferences that live outside React's tree to the document root: the colour-weak
 * filter (it must cover drawers and modals rendered into body too) and the primary colour as a CSS
 * variable for our own styles such as the focus ring.
 */
export function useDocumentSettings(): void {
  const colorWeak = useSettingsStore((s) => s.colorWeak);
  const primaryColor = useSettingsStore((s) => s.primaryColor);
  useEffect(() => {
    document.documentElement.classList.toggle(COLOR_WEAK_CLASS, colorWeak);
  }, [colorWeak]);
  useEffect(() => {
    document.documentElement.style.setProperty('--hcs-primary', primaryColor);
  }, [primaryColor]);
}
