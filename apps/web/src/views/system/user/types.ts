import type { ResourceRow, userResource } from '@hcs/shared';

type UserFields = (typeof userResource)['fields'];

/** A back-office user as 用户管理's list and its recycle bin answer it (never the password). */
export type SysUser = ResourceRow<typeof userResource>;

export const USER_STATUS = { normal: 1, frozen: 2 } as const;

/**
 * What add and edit send, as text (empty clears a field): the fields of the user form, roles and
 * departments as comma lists; edit leaves the account and the password out, and the roles and
 * departments too when the server is to keep them.
 */
export type UserInput = {
  [K in keyof UserFields as UserFields[K] extends { input: object } ? K : never]?: string;
};
