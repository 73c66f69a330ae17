import { type KeyboardEvent, type RefObject, useEffect } from 'react';

const FOCUSABLE =
  'button:not([disabled]), a[href], input:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The controls inside `root` that take the focus, in document order. */
export const focusablesIn = (root: HTMLElement | null): HTMLElement[] =>
  root ? Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)) : [];

/** Focuses a control without scrolling the page; a text field gets its caret at the end. */
export function focusControl(element: HTMLElement | null | undefined): void {
  element?.focus({ preventScroll: true });
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLInputElement) {
    const end = element.value.length;
    element.setSelectionRange?.(end, end);
  }
}

interface PopupFocus {
  open: boolean;
  /** The button that opens the popup, where the focus comes back. */
  opener: RefObject<HTMLElement | null>;
  /** The popup's content. */
  panel: RefObject<HTMLElement | null>;
  /** Closes the popup (the focus has been put back already when it should). */
  close(): void;
}

/**
 * Keyboard focus for a popup antd portals to the end of the page (a popover opened from a grid cell).
 * Once it is open, the focus goes to its first control: a frame later, as the popup is attached only
 * after its content mounts, and without scrolling to where it first lands. Returns the popup's keydown
 * handler: Escape, and Shift+Tab on its first control, close it back to the opener; Tab on its last
 * control closes it and leaves the browser to move on from the opener, to what follows it rather than to
 * the end of the page.
 */
export function usePopupFocus({ open, opener, panel, close }: PopupFocus): (event: KeyboardEvent) => void {
  useEffect(() => {
    if (!open) return;
    const frame = requestAnimationFrame(() => focusControl(focusablesIn(panel.current)[0] ?? panel.current));
    return () => cancelAnimationFrame(frame);
  }, [open, panel]);

  return (event) => {
    if (event.key !== 'Escape' && event.key !== 'Tab') return;
    if (event.key === 'Tab') {
      const all = focusablesIn(panel.current);
      const edge = event.shiftKey ? all[0] : all.at(-1);
      if (all.length > 0 && event.target !== edge) return;
    }
    if (event.key === 'Escape' || event.shiftKey) event.preventDefault();
    opener.current?.focus({ preventScroll: true });
    close();
  };
}
