/** Polling interval of the notice list (spec §9 "Notification"). */
export const NOTICE_POLL_MS = 6000;

/**
 * Loads now and then every `intervalMs`; the first failed load stops the polling for good
 * (spec §4 "Notification": a failed load silently stops polling). Returns the stop function.
 */
export function startPolling(load: () => Promise<boolean>, intervalMs = NOTICE_POLL_MS): () => void {
  let stopped = false;
  const stop = () => {
    stopped = true;
    clearInterval(timer);
  };
  const tick = () => {
    if (stopped) return;
    void load().then(
      (ok) => {
        if (!ok) stop();
      },
      () => stop(),
    );
  };
  const timer = setInterval(tick, intervalMs);
  tick();
  return stop;
}
