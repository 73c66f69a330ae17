/**
 * Calls back once the next frame has been drawn: a message posted from a frame callback is handled
 * only after that frame's style, layout and paint.
 */
export function afterNextPaint(callback: () => void): void {
  requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => callback();
    channel.port2.postMessage(null);
  });
}
