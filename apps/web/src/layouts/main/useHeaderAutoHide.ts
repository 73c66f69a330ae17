import { useEffect, useState } from 'react';

/** Spec §9 "Layout": the header auto-hides after 100 px of scrolling. */
export const HEADER_HIDE_AFTER_PX = 100;

/**
 * Whether the auto-hiding header is hidden now: scrolling down past 100 px hides it, scrolling
 * up (or being back within 100 px of the top) shows it again.
 */
export function useHeaderAutoHide(enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  if (!enabled && hidden) setHidden(false);

  useEffect(() => {
    if (!enabled) return;
    let last = window.scrollY;
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const y = window.scrollY;
        if (y <= HEADER_HIDE_AFTER_PX || y < last) setHidden(false);
        else if (y > last) setHidden(true);
        last = y;
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [enabled]);

  return enabled && hidden;
}
