import { useEffect, useState } from 'react';
import { currentSettings } from '../stores/settings.ts';

type DisplayTheme = typeof import('./displayTheme.ts');

let loaded: DisplayTheme | null = null;
let loading: Promise<DisplayTheme> | null = null;

/** Loads 字号 and 高对比度 (their theme tokens and CSS) once. */
export function loadDisplayTheme(): Promise<DisplayTheme> {
  loading ??= import('./displayTheme.ts').then((module) => {
    loaded = module;
    return module;
  });
  return loading;
}

/**
 * Before the app is first drawn (main.tsx): a browser that keeps a larger text size or high contrast
 * loads them first, so the first frame is already drawn in them. The standard look waits for nothing.
 */
export function displayThemeReady(): Promise<unknown> {
  const { fontScale, highContrast } = currentSettings();
  return fontScale === 100 && !highContrast ? Promise.resolve() : loadDisplayTheme().catch(() => undefined);
}

/** The display module when `needed` (a text size or high contrast chosen), loading it on first need. */
export function useDisplayTheme(needed: boolean): DisplayTheme | null {
  const [module, setModule] = useState(loaded);
  useEffect(() => {
    if (needed && !module) void loadDisplayTheme().then(setModule);
  }, [needed, module]);
  return needed ? module : null;
}
