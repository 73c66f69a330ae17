import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../core/db/schema.ts';

/** Every position (positions have no tenant and no delete flag). */
export const positionsBase = (db: Kysely<Database> | Transaction<Database>) => db.selectFrom('sysPosition');
