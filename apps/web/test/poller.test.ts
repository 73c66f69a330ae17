import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTICE_POLL_MS, startPolling } from '../src/components/notice/poller.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('notice polling', () => {
  it('loads at once and every 6000 ms', async () => {
    const load = vi.fn().mockResolvedValue(true);
    const stop = startPolling(load);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(NOTICE_POLL_MS - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(NOTICE_POLL_MS * 3);
    expect(load).toHaveBeenCalledTimes(5);
    stop();
    await vi.advanceTimersByTimeAsync(NOTICE_POLL_MS * 3);
    expect(load).toHaveBeenCalledTimes(5);
  });

  it('stops silently after a failed load', async () => {
    const load = vi.fn().mockResolvedValueOnce(true).mockResolvedValueOnce(false).mockResolvedValue(true);
    startPolling(load);
    await vi.advanceTimersByTimeAsync(NOTICE_POLL_MS * 5);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('stops after a load that throws', async () => {
    const load = vi.fn().mockRejectedValue(new Error('网络超时'));
    startPolling(load);
    await vi.advanceTimersByTimeAsync(NOTICE_POLL_MS * 5);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
