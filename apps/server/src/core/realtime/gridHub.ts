import { randomUUID } from 'node:crypto';
import type { RealtimeSocket } from './hub.ts';
import type { PubSub } from './pubsub.ts';

interface GridDelivery {
  room: string;
  /** The socket the message came from: it does not get its own message back. */
  from: string;
  text: string;
}

const CHANNEL = 'hcs:vxe-socket';

/**
 * The rooms of the grid socket (spec §7 "Realtime grid socket"): one room per tenant and page. A message
 * published for a room reaches the room's other sockets on every server copy, through the pub/sub channel.
 */
export class GridHub {
  private readonly rooms = new Map<string, Map<string, RealtimeSocket>>();

  constructor(
    private readonly pubsub: PubSub,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  async start(): Promise<void> {
    await this.pubsub.subscribe(CHANNEL, (payload) =>
      this.deliverLocally(JSON.parse(payload) as GridDelivery),
    );
  }

  /** Adds a socket to a room; returns its id (unique across copies) and how to remove it. */
  join(room: string, socket: RealtimeSocket): { id: string; leave: () => void } {
    const id = randomUUID();
    const members = this.rooms.get(room) ?? new Map<string, RealtimeSocket>();
    members.set(id, socket);
    this.rooms.set(room, members);
    return {
      id,
      leave: () => {
        members.delete(id);
        if (members.size === 0 && this.rooms.get(room) === members) this.rooms.delete(room);
      },
    };
  }

  /** Hands `text` to every other socket of the room, on every copy; never rejects (a lost update is only missed). */
  async relay(room: string, from: string, text: string): Promise<void> {
    try {
      await this.pubsub.publish(CHANNEL, JSON.stringify({ room, from, text } satisfies GridDelivery));
    } catch (error) {
      this.onError(error);
    }
  }

  private deliverLocally(delivery: GridDelivery): void {
    for (const [id, socket] of this.rooms.get(delivery.room) ?? []) {
      if (id === delivery.from) continue;
      try {
        socket.send(delivery.text);
      } catch {
        // A socket closing at this moment misses the update; its grid reloads on the next open.
      }
    }
  }
}
