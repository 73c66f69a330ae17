import type { Revocation } from '../auth/sessions.ts';
import type { PubSub } from './pubsub.ts';

/**
 * What the client of spec §7 reads: `cmd` topic (everyone) or user (addressed), the record id and a text;
 * `workOrderChanged` tells open dashboards to reload their figures.
 */
export interface RealtimeMessage {
  cmd: 'topic' | 'user' | 'heartcheck' | 'workOrderChanged';
  msgId?: string;
  msgTxt: string;
}

/** The part of a websocket the hub needs. */
export interface RealtimeSocket {
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

interface Delivery {
  /** null = everyone connected. */
  userIds: string[] | null;
  message: RealtimeMessage;
}

interface Connection {
  socket: RealtimeSocket;
  sessionId: string;
}

const CHANNEL = 'hcs:realtime';

/**
 * Delivers messages to the users connected to any server copy: a delivery is published on the pub/sub
 * channel and every copy hands it to its own sockets. Only server-made messages travel this way.
 */
export class RealtimeHub {
  private readonly connections = new Map<string, Set<Connection>>();
  private readonly deliveryListeners: ((userIds: string[] | null, message: RealtimeMessage) => void)[] = [];

  constructor(
    private readonly pubsub: PubSub,
    /** Where a delivery that could not be published is reported; the sender's request still succeeds. */
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  async start(): Promise<void> {
    await this.pubsub.subscribe(CHANNEL, (payload) => this.deliverLocally(JSON.parse(payload) as Delivery));
  }

  add(userId: string, sessionId: string, socket: RealtimeSocket): () => void {
    const set = this.connections.get(userId) ?? new Set<Connection>();
    const connection = { socket, sessionId };
    set.add(connection);
    this.connections.set(userId, set);
    return () => {
      set.delete(connection);
      if (set.size === 0) this.connections.delete(userId);
    };
  }

  sendToUsers(userIds: string[], message: RealtimeMessage): Promise<void> {
    return this.publish({ userIds, message });
  }

  broadcast(message: RealtimeMessage): Promise<void> {
    return this.publish({ userIds: null, message });
  }

  /** A push that cannot be published (Redis away) is missed; the bell's polling catches up. */
  private async publish(delivery: Delivery): Promise<void> {
    try {
      await this.pubsub.publish(CHANNEL, JSON.stringify(delivery));
    } catch (error) {
      this.onError(error);
    }
  }

  /** Closes this copy's sockets of a session that has ended (logout, password change). */
  closeSession(sessionId: string): void {
    for (const set of this.connections.values()) {
      for (const c of set) if (c.sessionId === sessionId) c.socket.close(4001, 'session ended');
    }
  }

  /** Closes this copy's sockets of the sessions a revocation ended, wherever it was made. */
  closeRevoked(revocation: Revocation): void {
    if ('sessionId' in revocation) {
      this.closeSession(revocation.sessionId);
      return;
    }
    for (const c of this.connections.get(revocation.userId) ?? []) {
      if (c.sessionId !== revocation.keep) c.socket.close(4001, 'session ended');
    }
  }

  /** Called for every delivery this copy receives, from any copy, before its sockets get it. */
  onDelivery(listener: (userIds: string[] | null, message: RealtimeMessage) => void): void {
    this.deliveryListeners.push(listener);
  }

  /** How many sockets are open on this copy. */
  connectionCount(): number {
    let count = 0;
    for (const set of this.connections.values()) count += set.size;
    return count;
  }

  connectedUserIds(): string[] {
    return [...this.connections.keys()];
  }

  private deliverLocally(delivery: Delivery): void {
    for (const listener of this.deliveryListeners) listener(delivery.userIds, delivery.message);
    const text = JSON.stringify(delivery.message);
    const targets = delivery.userIds ?? [...this.connections.keys()];
    for (const userId of targets) {
      for (const c of this.connections.get(userId) ?? []) {
        try {
          c.socket.send(text);
        } catch {
          // A socket closing at this moment misses the message; the client's polling catches up.
        }
      }
    }
  }
}
