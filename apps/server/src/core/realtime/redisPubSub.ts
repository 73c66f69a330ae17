import type { Redis } from 'ioredis';
import { connectRedis, redisConnection, redisUnavailable } from '../redis/redisClient.ts';
import type { PubSub } from './pubsub.ts';

/**
 * Deliveries between server copies through Redis PUBLISH/SUBSCRIBE: the server's command connection
 * publishes, a connection of its own listens (a subscribed connection can do nothing else). Both
 * reconnect by themselves; the listener subscribes again to its channels after each reconnect. Channels
 * are named under `prefix`, so copies of different installations (or parallel test files) on one Redis
 * never hear each other.
 */
export class RedisPubSub implements PubSub {
  private readonly subscriber: Redis;
  private readonly handlers = new Map<string, Set<(payload: string) => void>>();
  private readonly interruptionListeners: (() => void)[] = [];
  private listening = false;

  constructor(
    private readonly publisher: Redis,
    url: string,
    private readonly prefix: string,
  ) {
    this.subscriber = redisConnection(url, 'subscriber');
    this.subscriber.on('message', (channel: string, payload: string) => {
      for (const handler of this.handlers.get(channel) ?? []) handler(payload);
    });
    this.subscriber.on('ready', () => {
      if (this.listening) return;
      this.listening = true;
      this.interrupted();
    });
    this.subscriber.on('close', () => {
      if (!this.listening) return;
      this.listening = false;
      this.interrupted();
    });
  }

  async start(): Promise<void> {
    await connectRedis(this.subscriber);
    this.listening = true;
  }

  async publish(channel: string, payload: string): Promise<void> {
    try {
      await this.publisher.publish(this.name(channel), payload);
    } catch {
      throw redisUnavailable();
    }
  }

  async subscribe(channel: string, handler: (payload: string) => void): Promise<void> {
    const name = this.name(channel);
    const set = this.handlers.get(name) ?? new Set();
    set.add(handler);
    this.handlers.set(name, set);
    if (set.size === 1) await this.subscriber.subscribe(name);
  }

  connected(): boolean {
    return this.listening && this.subscriber.status === 'ready';
  }

  onInterruption(listener: () => void): void {
    this.interruptionListeners.push(listener);
  }

  /** Stops listening; the command connection is its owner's to close. */
  async close(): Promise<void> {
    this.handlers.clear();
    this.listening = false;
    this.subscriber.disconnect();
  }

  private name(channel: string): string {
    return `${this.prefix}${channel}`;
  }

  private interrupted(): void {
    for (const listener of this.interruptionListeners) listener();
  }
}
