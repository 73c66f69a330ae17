import type { AppContext } from '../../core/context.ts';
import { SmsMode } from './codes.ts';
import type { SendSmsInput } from './schema.ts';

/** The live users whose phone is this number. */
export function liveUsersByPhone(ctx: AppContext, mobile: string) {
  return ctx.db.kysely
    .selectFrom('sysUser')
    .selectAll()
    .where('phone', '=', mobile)
    .where('delFlag', '=', 0)
    .execute();
}

/**
 * Whether a code is really sent: for login, to a number of a live user (one shared by two is refused
 * at login, once the code proves the number is the caller's); for recovery, to
 * the phone of that username; for registration, to a number no user has (the recycle bin included); for a phone change (signed
 * in as `userId`), to a number no other user has.
 */
export async function smsRecipient(
  ctx: AppContext,
  input: SendSmsInput,
  userId: string | null,
): Promise<boolean> {
  const owners = await liveUsersByPhone(ctx, input.mobile);
  switch (input.smsmode) {
    case SmsMode.login:
      return owners.length > 0;
    case SmsMode.forgotPassword:
      return owners.length === 1 && owners[0]?.username === input.username;
    case SmsMode.register: {
      // Numbers of users in the recycle bin are taken too (the unique index holds them).
      const anyOwner = await ctx.db.kysely
        .selectFrom('sysUser')
        .select('id')
        .where('phone', '=', input.mobile)
        .executeTakeFirst();
      return anyOwner === undefined;
    }
    case SmsMode.changePhone:
      return userId !== null && owners.every((u) => u.id === userId);
  }
}
