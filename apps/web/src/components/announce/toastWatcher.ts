/** antd's toasts (message) and notices (notification): each new one is an element of one of these. */
const TOAST_SELECTOR = '.ant-message-notice, .ant-notification-notice';

/** What a toast says: a notice's title and description, or a message's text, as one line. */
function toastText(toast: Element): string {
  const parts = toast.querySelectorAll(
    '.ant-message-notice-content, .ant-notification-notice-title, .ant-notification-notice-description',
  );
  const texts =
    parts.length > 0 ? Array.from(parts, (part) => part.textContent ?? '') : [toast.textContent ?? ''];
  return texts
    .map((text) => text.trim())
    .filter(Boolean)
    .join('：');
}

/**
 * Calls `onToast` with the text of every toast and notice antd shows from now on, however the screen
 * raised it (App.useApp's message, the static one, the request client's notices), so the live region
 * can keep saying it after the toast has gone. Returns the function that stops watching.
 */
export function watchToasts(root: Node, onToast: (text: string) => void): () => void {
  // A toast can be met twice: in its list when the list appears, then inserted again on its own.
  const said = new WeakSet<Element>();
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        const toasts = node.matches(TOAST_SELECTOR) ? [node] : node.querySelectorAll(TOAST_SELECTOR);
        for (const toast of toasts) {
          if (said.has(toast)) continue;
          said.add(toast);
          const text = toastText(toast);
          if (text) onToast(text);
        }
      }
    }
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}
