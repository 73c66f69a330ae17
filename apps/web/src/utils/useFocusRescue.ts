import { type RefObject, useEffect } from 'react';
import { focusablesIn } from './usePopupFocus.ts';

/**
 * Keeps the keyboard's place inside `container` when the focused control is taken out of the page: a
 * row action the row no longer offers once it has run (提交 of a report now submitted), a deleted row.
 * The browser would drop the focus to the page's body, sending a keyboard user back to the top; instead
 * it goes to the first control of the nearest part still there (the row, else the table, else the
 * container).
 */
export function useFocusRescue(container: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    // The focused element and its ancestors up to the container, nearest first.
    let chain: HTMLElement[] = [];
    const remember = (event: FocusEvent) => {
      chain = [];
      for (let el = event.target as HTMLElement | null; el && el !== root; el = el.parentElement)
        chain.push(el);
    };
    // The user has gone elsewhere (focused or clicked outside): what leaves the list is no longer theirs.
    const forgetOutside = (event: Event) => {
      if (!(event.target instanceof Node) || !root.contains(event.target)) chain = [];
    };
    const rescue = () => {
      const lost = chain[0];
      if (!lost || lost.isConnected) return;
      const active = document.activeElement;
      if (active && active !== document.body) return;
      // The nearest part still there that has a control left: a row whose last action has run keeps 详情.
      const place = chain.find((el) => el.isConnected && focusablesIn(el).length > 0) ?? root;
      chain = [];
      focusablesIn(place)[0]?.focus({ preventScroll: true });
    };
    const observer = new MutationObserver(rescue);
    observer.observe(root, { childList: true, subtree: true });
    root.addEventListener('focusin', remember);
    document.addEventListener('focusin', forgetOutside);
    document.addEventListener('pointerdown', forgetOutside);
    return () => {
      observer.disconnect();
      root.removeEventListener('focusin', remember);
      document.removeEventListener('focusin', forgetOutside);
      document.removeEventListener('pointerdown', forgetOutside);
    };
  }, [container]);
}
