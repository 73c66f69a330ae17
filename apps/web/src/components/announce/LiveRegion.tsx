import { useCallback, useState } from 'react';
import { createPortal } from 'react-dom';
import { useAnnouncer } from '../../stores/announcer.ts';

/**
 * The polite status region itself: each announcement is a node of its own, so a screen reader reads
 * the new one (and one said twice) after what it is reading now.
 */
export function Announcements() {
  const announcements = useAnnouncer((s) => s.announcements);
  return (
    <div role="status" aria-live="polite" aria-relevant="additions">
      {announcements.map((a) => (
        <p key={a.id}>{a.text}</p>
      ))}
    </div>
  );
}

const roots = new WeakMap<Element, ShadowRoot>();

function shadowOf(host: Element): ShadowRoot {
  let root = roots.get(host);
  if (!root) {
    root = host.attachShadow({ mode: 'closed' });
    roots.set(host, root);
  }
  return root;
}

/**
 * The app's one live region, visually hidden. Its text lives in a closed shadow root: assistive
 * technology reads it like any other, while a search of the page's text (find in page, a test's
 * getByText) meets a message once, in the toast, not a second time here.
 */
export function LiveRegion() {
  const [root, setRoot] = useState<ShadowRoot | null>(null);
  const host = useCallback((element: HTMLDivElement | null) => {
    if (element) setRoot(shadowOf(element));
  }, []);
  return (
    <div ref={host} className="sr-only hcs-live-region">
      {root ? createPortal(<Announcements />, root) : null}
    </div>
  );
}
