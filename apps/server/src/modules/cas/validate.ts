import { createHash } from 'node:crypto';
import { XMLParser } from 'fast-xml-parser';
import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema.ts';
import { BusinessError } from '../../core/result.ts';

export const CasMessages = {
  notConfigured: '未配置统一认证',
  badService: '统一认证的回调地址不正确',
  replayed: '该统一认证票据已使用，请重新登录',
  unreachable: '无法连接统一认证服务，请稍后再试',
  invalid: '统一认证票据无效或已过期，请重新登录',
  unknownUser: '统一认证的用户在本系统中不存在或已删除',
} as const;

/** The slowest the CAS server may answer a validation. */
const CAS_TIMEOUT_MS = 10_000;
/** How long a used ticket is remembered: far beyond any CAS server's ticket lifetime (minutes). */
const REMEMBER_MS = 24 * 60 * 60_000;

/**
 * Marks a ticket used before it is validated (so two requests racing with it cannot both pass);
 * refused when it was presented before.
 */
export async function claimTicket(db: Kysely<Database>, ticket: string, now = Date.now()): Promise<void> {
  await db
    .deleteFrom('sysCasTicket')
    .where('usedAt', '<', now - REMEMBER_MS)
    .execute();
  const ticketHash = createHash('sha256').update(ticket).digest('hex');
  const inserted = await db
    .insertInto('sysCasTicket')
    .values({ ticketHash, usedAt: now })
    .onConflict((oc) => oc.column('ticketHash').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) throw new BusinessError(CasMessages.replayed);
}

// No entities are expanded and no attributes read: the answer is only searched for cas:user.
const parser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  processEntities: false,
  parseTagValue: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
});

/** The username of a CAS 3.0 serviceValidate answer, or null for a failure or anything unexpected. */
export function casUser(xml: string): string | null {
  let doc: unknown;
  try {
    doc = parser.parse(xml);
  } catch {
    return null;
  }
  const at = (value: unknown, key: string): unknown =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)[key]
      : undefined;
  const user = at(at(at(doc, 'serviceResponse'), 'authenticationSuccess'), 'user');
  return typeof user === 'string' && user.trim() !== '' ? user.trim() : null;
}

/** Asks the CAS server (`/p3/serviceValidate`) whose ticket it is. */
export async function validateTicket(casUrl: string, ticket: string, service: string): Promise<string> {
  const url = new URL(`${casUrl}/p3/serviceValidate`);
  url.searchParams.set('service', service);
  url.searchParams.set('ticket', ticket);
  let xml: string;
  try {
    const res = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(CAS_TIMEOUT_MS) });
    if (!res.ok) throw new BusinessError(CasMessages.invalid);
    xml = await res.text();
  } catch (error) {
    if (error instanceof BusinessError) throw error;
    throw new BusinessError(CasMessages.unreachable);
  }
  const user = casUser(xml);
  if (!user) throw new BusinessError(CasMessages.invalid);
  return user;
}
