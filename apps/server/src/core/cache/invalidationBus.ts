import { randomUUID } from 'node:crypto';
import type { WriteTracker } from '../db/writeTracker.ts';
import type { PubSub } from '../realtime/pubsub.ts';

const CHANNEL = 'hcs:invalidate';

interface Notice {
  /** The copy that made the change; it has already updated its own caches. */
  from: string;
  topic: string;
  data: unknown;
}

/**
 * Tells the other server copies at once that something they may hold in memory has changed (tables
 * written, sessions revoked), over the same pub/sub as the realtime pushes: in memory for one copy (where
 * nobody else hears), Redis for several. A copy changes its own caches itself and announces the change;
 * it never hears its own announcements. When the link to the other copies drops and when it returns,
 * every `onMissed` listener drops what it holds, since announcements may have been lost meanwhile.
 */
export class InvalidationBus {
  private readonly copyId = randomUUID();
  private readonly handlers = new Map<string, ((data: unknown) => void)[]>();
  private readonly missedListeners: (() => void)[] = [];

  constructor(
    private readonly pubsub: PubSub,
    /** Where a failed announcement is reported (the change itself stands). */
    private readonly onError: (error: unknown) => void,
  ) {}

  async start(): Promise<void> {
    await this.pubsub.subscribe(CHANNEL, (payload) => {
      const notice = JSON.parse(payload) as Notice;
      if (notice.from === this.copyId) return;
      for (const handler of this.handlers.get(notice.topic) ?? []) handler(notice.data);
    });
    this.pubsub.onInterruption(() => {
      for (const listener of this.missedListeners) listener();
    });
  }

  /** Hears another copy's announcements of `topic`; `data` is what it announced. */
  on<T>(topic: string, handler: (data: T) => void): void {
    const list = this.handlers.get(topic) ?? [];
    list.push(handler as (data: unknown) => void);
    this.handlers.set(topic, list);
  }

  /** Hears that announcements may have been missed: drop everything that others could have changed. */
  onMissed(listener: () => void): void {
    this.missedListeners.push(listener);
  }

  /** Whether announcements arrive now; while not, caches of shared state must not be trusted. */
  connected(): boolean {
    return this.pubsub.connected();
  }

  /** Tells every other copy; never throws (a copy that cannot be told has lost its link and trusts nothing). */
  async announce(topic: string, data: unknown): Promise<void> {
    try {
      await this.pubsub.publish(CHANNEL, JSON.stringify({ from: this.copyId, topic, data } satisfies Notice));
    } catch (error) {
      this.onError(error);
    }
  }
}

const TABLES_WRITTEN = 'tables.written';

/**
 * Every write through this copy is announced, and every announced write counts in this copy's tracker,
 * so every cache keyed on table versions (grants, counts, data rules, the dictionary stamp) drops what
 * another copy changed at once.
 */
export function announceWrites(bus: InvalidationBus, writes: WriteTracker): void {
  writes.onWrite((tables) => bus.announce(TABLES_WRITTEN, tables));
  bus.on<string[]>(TABLES_WRITTEN, (tables) => writes.changedElsewhere(tables));
  bus.onMissed(() => writes.changedEverywhere());
}
