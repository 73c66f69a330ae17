import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema.ts';

/**
 * The single-use tickets of the third-party flow and how long each lives: the `state` of a trip to the
 * provider (10 min), the one-time login token handed to the login page (2 min) and the ticket that lets a
 * first sign-in bind an existing account (10 min).
 */
export const TICKET_TTL_MS = { state: 10 * 60_000, login: 2 * 60_000, bind: 10 * 60_000 } as const;
export type TicketKind = keyof typeof TICKET_TTL_MS;

const digest = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/**
 * Kept in the database as hashes, so any server copy honours them and a copy of the database holds none
 * usable; taking one deletes it, so it serves once.
 */
export class ThirdLoginTickets {
  constructor(private readonly db: Kysely<Database>) {}

  async issue(kind: TicketKind, providerCode: string, payload: object): Promise<string> {
    const ticket = randomBytes(32).toString('base64url');
    const now = Date.now();
    await this.db.deleteFrom('sysThirdLoginTicket').where('expiresAt', '<', now).execute();
    await this.db
      .insertInto('sysThirdLoginTicket')
      .values({
        ticketHash: digest(ticket),
        kind,
        providerCode,
        payload: JSON.stringify(payload),
        expiresAt: now + TICKET_TTL_MS[kind],
      })
      .execute();
    return ticket;
  }

  /** The provider of a live ticket of this kind, leaving it in place; null when there is none. */
  async peek(kind: TicketKind, ticket: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('sysThirdLoginTicket')
      .select('providerCode')
      .where('ticketHash', '=', digest(ticket))
      .where('kind', '=', kind)
      .where('expiresAt', '>=', Date.now())
      .executeTakeFirst();
    return row?.providerCode ?? null;
  }

  /** Burns the ticket; what it carried when it was live and of this kind and provider, else null. */
  async take(
    kind: TicketKind,
    providerCode: string,
    ticket: string,
  ): Promise<Record<string, unknown> | null> {
    const hash = digest(ticket);
    const row = await this.db
      .selectFrom('sysThirdLoginTicket')
      .selectAll()
      .where('ticketHash', '=', hash)
      .executeTakeFirst();
    if (!row) return null;
    // Of two requests racing with one ticket, only the one that deletes it may use it.
    const deleted = await this.db
      .deleteFrom('sysThirdLoginTicket')
      .where('ticketHash', '=', hash)
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) !== 1) return null;
    if (Number(row.expiresAt) < Date.now() || row.kind !== kind || row.providerCode !== providerCode) {
      return null;
    }
    const payload: unknown = JSON.parse(row.payload);
    return typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : null;
  }
}
