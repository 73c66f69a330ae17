/** Carries realtime deliveries between server copies. In memory for one copy; Redis (redisPubSub.ts) for several. */
export interface PubSub {
  publish(channel: string, payload: string): Promise<void>;
  subscribe(channel: string, handler: (payload: string) => void): Promise<void>;
  /**
   * Whether deliveries from other copies arrive right now. While false, and once when it turns true
   * again, a copy must assume it missed some (listeners of onInterruption hear of both).
   */
  connected(): boolean;
  /** Called when the link to the other copies is lost and when it is back: deliveries may have been missed. */
  onInterruption(listener: () => void): void;
  close(): Promise<void>;
}

export class MemoryPubSub implements PubSub {
  private readonly handlers = new Map<string, Set<(payload: string) => void>>();

  async publish(channel: string, payload: string): Promise<void> {
    for (const handler of this.handlers.get(channel) ?? []) handler(payload);
  }

  async subscribe(channel: string, handler: (payload: string) => void): Promise<void> {
    const set = this.handlers.get(channel) ?? new Set();
    set.add(handler);
    this.handlers.set(channel, set);
  }

  connected(): boolean {
    return true;
  }

  /** One process misses nothing. */
  onInterruption(): void {}

  async close(): Promise<void> {
    this.handlers.clear();
  }
}
