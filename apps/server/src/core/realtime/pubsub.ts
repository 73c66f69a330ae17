/** Carries realtime deliveries between server copies. In memory for one copy; a Redis adapter scales it out. */
export interface PubSub {
  publish(channel: string, payload: string): Promise<void>;
  subscribe(channel: string, handler: (payload: string) => void): Promise<void>;
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

  async close(): Promise<void> {
    this.handlers.clear();
  }
}
