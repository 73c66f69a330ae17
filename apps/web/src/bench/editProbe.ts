/** One keystroke: its handling plus the next frame's rendering, and the same with the wait for that frame. */
export interface EditTiming {
  /** keydown's handlers and the DOM update, plus the next frame's style, layout and paint (ms). */
  work: number;
  /** From the keydown to just after the next paint, the wait for the frame included (ms). */
  toPaint: number;
}

declare global {
  interface Window {
    benchEdits?: EditTiming[];
  }
}

/** The events one typed character dispatches; their listeners (React's among them) run before ours. */
const KEY_EVENTS = ['keydown', 'keypress', 'beforeinput', 'input'] as const;

/** Times every keystroke on the page into window.benchEdits. */
export function installEditProbe(): void {
  window.benchEdits = [];
  let current: { start: number; handled: number } | null = null;
  window.addEventListener(
    'keydown',
    (event) => {
      const record = { start: event.timeStamp, handled: event.timeStamp };
      current = record;
      // A message posted from the frame callback is handled after that frame's style, layout and paint.
      requestAnimationFrame(() => {
        const frame = performance.now();
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          const painted = performance.now();
          window.benchEdits?.push({
            work: record.handled - record.start + (painted - frame),
            toPaint: painted - record.start,
          });
        };
        channel.port2.postMessage(null);
      });
    },
    { capture: true },
  );
  // Listeners on window in the bubbling phase run after React's on the root, and after the
  // microtask in which React renders and commits a discrete event's update.
  for (const type of KEY_EVENTS) {
    window.addEventListener(type, () => {
      if (current) current.handled = performance.now();
    });
  }
}
