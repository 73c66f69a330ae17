import { afterEach } from 'vitest';

const original = window.matchMedia;

/**
 * Makes `query` (e.g. TOUCH_QUERY, PHONE_QUERY) match or not; every other media query does not match.
 * The window's own matchMedia comes back after each test.
 */
export function mediaMatches(query: string, matches: boolean): void {
  window.matchMedia = (asked: string) =>
    ({
      matches: asked === query ? matches : false,
      media: asked,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

afterEach(() => {
  window.matchMedia = original;
});
