/** How long after a route change a heading that mounts late (a lazy page's own header) still takes focus. */
const PENDING_MS = 10_000;

let heading: HTMLElement | null = null;
let pendingUntil = 0;

function cancelPending(): void {
  pendingUntil = 0;
}

function focusHeading(): void {
  if (!heading?.isConnected || Date.now() > pendingUntil) return;
  // A dialog the new page opened keeps the focus it took.
  if (document.activeElement?.closest('[role="dialog"]')) return;
  heading.focus({ preventScroll: true });
}

/**
 * After a route change: focus the page's heading now, and a heading that replaces it while the page
 * loads (its own fuller header), until the user clicks or presses a key.
 */
export function requestHeadingFocus(): void {
  pendingUntil = Date.now() + PENDING_MS;
  window.addEventListener('pointerdown', cancelPending, { capture: true, once: true });
  window.addEventListener('keydown', cancelPending, { capture: true, once: true });
  focusHeading();
}

/** The ref of the page header's h1 (tabIndex -1): the heading a route change focuses. */
export function pageHeadingRef(element: HTMLHeadingElement | null): () => void {
  heading = element;
  focusHeading();
  return () => {
    if (heading === element) heading = null;
  };
}
