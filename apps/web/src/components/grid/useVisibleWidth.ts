import { type RefObject, useLayoutEffect, useState } from 'react';

/** The element's inner width (without its scroll bar), followed as it changes; 0 until measured. */
export function useVisibleWidth(element: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const target = element.current;
    if (!target) return;
    // Measured before the first paint, so that columns do not jump from their floors to their shares.
    setWidth(target.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(target.clientWidth));
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return width;
}
