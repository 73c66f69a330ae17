import { useCallback, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { announce, useAnnouncer } from '../../stores/announcer.ts';
import { watchToasts } from './toastWatcher.ts';

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
 * getByText) meets a message once, in the toast, not a second time here. Every toast and notice is
 * said here too, whoever raised it, and stays after the toast has gone.
 */
export function LiveRegion() {
  const [root, setRoot] = useState<ShadowRoot | null>(null);
  useEffect(() => watchToasts(document.body, announce), []);
  const host = useCallback((element: HTMLDivElement | null) => {
    if (element) setRoot(shadowOf(element));
  }, []);
  return (
    <div ref={host} className="sr-only hcs-live-region">
      {root ? createPortal(<Announcements />, root) : null}
    </div>
  );
}
