/** antd's toast lists (message, notification): each is a child of the page's body, made on first use. */
const LIST_SELECTOR = '.ant-message, .ant-notification';
/** A toast or a notice in one of them. */
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
 * can keep saying it after the toast has gone. Only the toast lists are watched below the body's own
 * children, not the app's pages. Returns the function that stops watching.
 */
export function watchToasts(body: HTMLElement, onToast: (text: string) => void): () => void {
  // A toast can be met twice: in its list when the list appears, then inserted again on its own.
  const said = new WeakSet<Element>();
  const sayNew = (node: Node) => {
    if (!(node instanceof Element)) return;
    const toasts = node.matches(TOAST_SELECTOR) ? [node] : node.querySelectorAll(TOAST_SELECTOR);
    for (const toast of toasts) {
      if (said.has(toast)) continue;
      said.add(toast);
      const text = toastText(toast);
      if (text) onToast(text);
    }
  };
  const toasts = new MutationObserver((records) => {
    for (const record of records) record.addedNodes.forEach(sayNew);
  });
  const watched = new WeakSet<Element>();
  const watchList = (node: Node) => {
    if (!(node instanceof Element) || !node.matches(LIST_SELECTOR) || watched.has(node)) return;
    watched.add(node);
    toasts.observe(node, { childList: true, subtree: true });
    sayNew(node);
  };
  const lists = new MutationObserver((records) => {
    for (const record of records) record.addedNodes.forEach(watchList);
  });
  lists.observe(body, { childList: true });
  body.childNodes.forEach(watchList);
  return () => {
    lists.disconnect();
    toasts.disconnect();
  };
}
