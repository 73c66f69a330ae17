import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { AuthContext } from '../http/fastifyTypes.ts';

const TTL_MS = 60_000;

/** The session a ticket was issued in, and the tenant it acted in then. */
export interface TicketHolder {
  sessionId: string;
  userId: string;
  tenantId: number;
}

const digest = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/**
 * One-time download tickets: a browser navigation (the alternative export of spec §7) cannot send the
 * X-Access-Token header, and a token in the address would stay in the history and in proxy logs. A
 * ticket opens one export path once, within 60 s, for the session that asked for it. Kept in the
 * database (as a hash) so that any server copy can honour it.
 */
export class DownloadTickets {
  constructor(private readonly db: Kysely<Database>) {}

  async issue(auth: AuthContext, path: string): Promise<string> {
    const ticket = randomBytes(16).toString('hex');
    const now = Date.now();
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('sysDownloadTicket').where('expiresAt', '<', now).execute();
      await trx
        .insertInto('sysDownloadTicket')
        .values({
          ticketHash: digest(ticket),
          sessionId: auth.sessionId,
          userId: auth.userId,
          tenantId: auth.tenantId,
          path,
          expiresAt: now + TTL_MS,
        })
        .execute();
    });
    return ticket;
  }

  /** Burns the ticket; its holder when it was live and issued for `path`, else null. */
  async consume(ticket: string, path: string): Promise<TicketHolder | null> {
    const hash = digest(ticket);
    const row = await this.db
      .selectFrom('sysDownloadTicket')
      .select(['sessionId', 'userId', 'tenantId', 'path', 'expiresAt'])
      .where('ticketHash', '=', hash)
      .executeTakeFirst();
    if (!row) return null;
    // Of two requests racing with one ticket, only the one that deletes it may use it.
    const deleted = await this.db
      .deleteFrom('sysDownloadTicket')
      .where('ticketHash', '=', hash)
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) !== 1) return null;
    if (Number(row.expiresAt) < Date.now() || row.path !== path) return null;
    return { sessionId: row.sessionId, userId: row.userId, tenantId: Number(row.tenantId) };
  }
}
