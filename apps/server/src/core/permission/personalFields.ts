import { maskValue } from '@hcs/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { AuthContext } from '../http/fastifyTypes.ts';
import type { EntitySpec } from '../query/entity.ts';
import { heldPermissions } from './grants.ts';

/** Shows how much of a value a caller without its permission may see. */
export type Mask = (value: string) => string;

/** `13812345678` → `138****5678`, as a resource's `masked: 'phone'` field shows it. */
export const maskPhone: Mask = (value) => maskValue('phone', value);

/** Nothing of a date of birth is shown. */
export const maskDate: Mask = () => '****-**-**';

/** `wang.li@example.org` → `w***@example.org`. */
export const maskEmail: Mask = (value) => {
  const at = value.indexOf('@');
  return at < 1 ? '***' : `${value.slice(0, 1)}***${value.slice(at)}`;
};

/** A field holding personal data: shown whole only to holders of `permission`, masked for everyone else. */
export interface PersonalField {
  permission: string;
  mask: Mask;
}

/** The contact fields of a user account: whole only for those who may open 用户管理. */
export const USER_CONTACT_PERMISSION = 'system:user:list';
export const userContact = (mask: Mask): PersonalField => ({ permission: USER_CONTACT_PERMISSION, mask });

/** What one caller may see of a set of personal fields. */
export interface PersonalView {
  /** The fields this caller sees masked: they may not filter or sort on them either. */
  masked: ReadonlySet<string>;
  /** The rows with the masked fields' values masked (null and empty stay as they are). */
  apply<T extends object>(rows: T[]): T[];
  /** The entity with the masked fields no longer queryable, so no filter or sort can probe them. */
  restrict(entity: EntitySpec): EntitySpec;
}

/**
 * What the caller may see of `fields` (keyed by the name the rows carry): one query for all the
 * permissions involved. A picker, a report or any other read open to people who may not manage the
 * records goes through this before it answers.
 */
export async function personalView(
  db: Kysely<Database>,
  auth: AuthContext,
  fields: Readonly<Record<string, PersonalField>>,
): Promise<PersonalView> {
  const entries = Object.entries(fields);
  const held = await heldPermissions(db, auth.userId, [...new Set(entries.map(([, f]) => f.permission))]);
  const masks = new Map(
    entries.filter(([, f]) => !held.has(f.permission)).map(([name, f]) => [name, f.mask]),
  );
  return {
    masked: new Set(masks.keys()),
    apply: (rows) =>
      masks.size === 0
        ? rows
        : rows.map((row) => {
            const copy = { ...row } as Record<string, unknown>;
            for (const [name, mask] of masks) {
              const value = copy[name];
              if (typeof value === 'string' && value !== '') copy[name] = mask(value);
            }
            return copy as typeof row;
          }),
    restrict: (entity) =>
      masks.size === 0
        ? entity
        : {
            ...entity,
            fields: Object.fromEntries(
              Object.entries(entity.fields).map(([name, field]) => [
                name,
                masks.has(name) ? { ...field, queryable: false } : field,
              ]),
            ),
          },
  };
}
